// MARK: - SnapshotError + Duplicate

extension SnapshotError {
  /// An identifier that occurs more than once, with every position where it occurs.
  ///
  /// Sections report their positions as section indices (`Position == Int`); items report
  /// theirs as ``ItemPath`` values. Positions are those the snapshot would have had if the
  /// rejected operation had been carried out, in list order.
  public struct Duplicate<ID: Hashable & Sendable, Position: Hashable & Sendable>:
    Hashable, Sendable
  {
    /// The identifier that occurs more than once.
    public var id: ID

    /// Every position where the identifier occurs, in list order; always two or more.
    public var positions: [Position]

    /// Creates a report of one duplicate identifier.
    ///
    /// - Parameters:
    ///   - id: The identifier that occurs more than once.
    ///   - positions: Every position where it occurs, in list order.
    public init(id: ID, positions: [Position]) {
      self.id = id
      self.positions = positions
    }
  }
}
