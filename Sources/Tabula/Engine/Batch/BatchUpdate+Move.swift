// MARK: - BatchUpdate + Move

extension BatchUpdate {
  /// A move of a section or an item: from its position before an update to its position
  /// after it.
  public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The position before the update.
    public var from: Position

    /// The position after the update.
    public var to: Position

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - from: The position before the update.
    ///   - to: The position after the update.
    public init(from: Position, to: Position) {
      self.from = from
      self.to = to
    }
  }
}
