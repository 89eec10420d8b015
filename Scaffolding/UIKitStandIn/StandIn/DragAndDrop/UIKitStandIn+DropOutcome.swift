// MARK: - UIKitStandIn + DropOutcome

extension UIKitStandIn {
  /// What became of a simulated drop.
  public struct DropOutcome: Sendable, Equatable {
    /// Whether the drop delegate's `performDropWith` ran: the last proposal was `.copy`, or
    /// `.move` in a session that allows moves.
    public var performedDrop: Bool
    /// The index paths the drop delegate animated items to, in call order.
    public var placements: [IndexPath]
    /// How many items went back where they came from: all of them when the drop was not
    /// performed, else those the delegate did not place.
    public var itemsAnimatedBack: Int

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - performedDrop: Whether `performDropWith` ran.
    ///   - placements: Where the delegate placed items.
    ///   - itemsAnimatedBack: How many items went back.
    public init(performedDrop: Bool, placements: [IndexPath], itemsAnimatedBack: Int) {
      self.performedDrop = performedDrop
      self.placements = placements
      self.itemsAnimatedBack = itemsAnimatedBack
    }
  }
}
