/// Something the update engine recovered from, reported instead of a crash.
///
/// ```swift
/// let dataSource = ListDataSource(surface: tableView, registration: cells) { diagnostic in
///   logger.warning("\(diagnostic)")
/// }
/// ```
public struct ListDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A list given to the data source repeated identifiers; it showed the first occurrence
    /// of each, with a reload. A ``PagedProvider`` and a ``StreamProvider`` report it too,
    /// for the items a page or an array repeated, and keep the first occurrence of each.
    case duplicateIdentifiers
    /// A batch failed the validator; the data source reloaded instead of animating.
    case invalidBatch
    /// A cell could not be shown: the surface gave a cell of another class than the row
    /// registered, or the cell provider made an object the surface cannot show.
    case cellMismatch
    /// A position outside the list was asked for.
    case positionOutOfRange
    /// Two different cells claimed one reuse identifier; the first registration was kept.
    case cellRegistrationConflict
    /// An edit the user made on the surface could not be applied (the list changed
    /// underneath); the surface shows the list again.
    case editRefused
    /// The user moved or dropped rows where the behaviour's ``ListBehavior/moveRule`` refuses
    /// them, or dropped rows an update had removed meanwhile; the rows went back to their
    /// places and nothing changed.
    case moveRefused
    /// The user chose an action (a swipe action or a menu command) for an item that an
    /// update had removed meanwhile, or the surface offered actions at a position no longer
    /// in the list; nothing ran.
    case itemVanished
    /// A surface asked for a supplementary view (a header or footer) of a kind that has no
    /// ``SupplementaryRegistration``; it shows an empty view.
    case unregisteredSupplementaryKind
    /// A binding named items the list does not have: a selection or an expansion naming
    /// identifiers that are not in the list, or an expansion naming items without children.
    /// The list applied the rest, and wrote back what it shows.
    case unknownIdentifiers
  }

  /// What happened.
  public var kind: Kind

  /// A sentence naming the culprits.
  public var message: String

  /// The file of the call that led to it, as `#fileID` gives it.
  public var fileID: String

  /// The line of the call that led to it.
  public var line: Int

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - message: A sentence naming the culprits.
  ///   - fileID: The file of the call that led to it.
  ///   - line: The line of that call.
  public init(kind: Kind, message: String, fileID: String, line: Int) {
    self.kind = kind
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  /// The diagnostic as `file:line: kind: message`.
  public var description: String { "\(fileID):\(line): \(kind): \(message)" }
}
