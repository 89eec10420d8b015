/// What a surface needs to register a cell: its identifier, its class, and its nib if it has
/// one.
///
/// Surfaces register every ``AnyCellRegistration`` a list needs before the first dequeue;
/// see ``Snapshot/cellRegistrations()``.
public struct AnyCellRegistration: Hashable, Sendable, CustomStringConvertible {
  /// The identifier under which the cell is registered and dequeued.
  public let reuseIdentifier: String

  /// The class of the cell.
  public let cellClass: any AnyObject.Type

  /// The name of the nib file the cell is loaded from, or `nil` to create the cell from its
  /// class.
  public let nibName: String?

  /// Creates a registration record.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier under which the cell is registered.
  ///   - cellClass: The class of the cell.
  ///   - nibName: The nib to load the cell from, or `nil`.
  public init(reuseIdentifier: String, cellClass: any AnyObject.Type, nibName: String? = nil) {
    self.reuseIdentifier = reuseIdentifier
    self.cellClass = cellClass
    self.nibName = nibName
  }

  /// A description naming the identifier, the class and the nib.
  public var description: String {
    let nib = nibName.map { ", nib \($0)" } ?? ""
    return "\(reuseIdentifier) (\(CellReuseIdentifier.default(for: cellClass))\(nib))"
  }

  /// Two records are equal when they name the same identifier, class and nib.
  public static func == (lhs: AnyCellRegistration, rhs: AnyCellRegistration) -> Bool {
    lhs.reuseIdentifier == rhs.reuseIdentifier
      && ObjectIdentifier(lhs.cellClass) == ObjectIdentifier(rhs.cellClass)
      && lhs.nibName == rhs.nibName
  }

  /// Hashes the identifier, the class and the nib.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(reuseIdentifier)
    hasher.combine(ObjectIdentifier(cellClass))
    hasher.combine(nibName)
  }
}
