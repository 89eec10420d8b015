/// The placement of a surface's viewport after a batch, run once: when the batch's
/// `performBatchUpdates` returns, or earlier, when the surface completes the batch before
/// returning (then it must run before the next batch starts).
@MainActor
final class PendingPlacement {
  private var action: (@MainActor () -> Void)?

  init(_ action: (@MainActor () -> Void)?) {
    self.action = action
  }

  /// Runs the placement, the first time only.
  func place() {
    let action = self.action
    self.action = nil
    action?()
  }
}
