// MARK: - AnyCellRegistration + Conflict

extension AnyCellRegistration {
  /// Two different cells registered under one reuse identifier in the same list.
  ///
  /// A surface can register only one cell per identifier; the second registration would
  /// silently replace the first, and rows of the first kind would be dequeued as the second.
  public struct Conflict: Error, Hashable, CustomStringConvertible {
    /// The identifier claimed by more than one cell.
    public let reuseIdentifier: String

    /// Every distinct registration that claims it, in the order the list first met them.
    public let registrations: [AnyCellRegistration]

    /// The first cell of each identifier the list needs, this identifier's first claim
    /// included: what a surface registers so that every row without a conflict still gets its
    /// cell. Empty unless a snapshot's ``Snapshot/cellRegistrations()`` threw the conflict.
    /// Not part of the conflict's identity: two reports of it are equal whatever else the list
    /// needs.
    var registrable: [AnyCellRegistration] = []

    /// Creates a report of one conflict.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: The identifier claimed by more than one cell.
    ///   - registrations: The registrations that claim it.
    public init(reuseIdentifier: String, registrations: [AnyCellRegistration]) {
      self.reuseIdentifier = reuseIdentifier
      self.registrations = registrations
    }

    /// Whether two conflicts name the same identifier and the same cells.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.reuseIdentifier == rhs.reuseIdentifier && lhs.registrations == rhs.registrations
    }

    /// Hashes the identifier and the cells that claim it.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(reuseIdentifier)
      hasher.combine(registrations)
    }

    /// A sentence naming the identifier and the cells that claim it.
    public var description: String {
      "Reuse identifier '\(reuseIdentifier)' is claimed by "
        + registrations.map(\.description).joined(separator: " and ")
    }
  }
}
