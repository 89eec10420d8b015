/// Tells the data source when a surface releases a batch's completion without calling it, as a
/// surface that goes away mid-animation does, so that the update does not wait forever.
///
/// The batch's completion closure holds the watch and calls ``complete()``. If the closure is
/// released uncalled, the watch's `deinit` runs `released` on the main actor.
@MainActor
final class BatchCompletionWatch {
  private var isComplete = false
  private let released: @MainActor @Sendable () -> Void

  /// Creates a watch that runs `released` if the completion is released uncalled.
  ///
  /// - Parameter released: What to do then, on the main actor, after the release.
  init(released: @escaping @MainActor @Sendable () -> Void) {
    self.released = released
  }

  /// Records that the surface called the completion.
  func complete() {
    isComplete = true
  }

  deinit {
    guard !isComplete else { return }
    // Released uncalled: the surface dropped the batch. `deinit` may run on any thread, so
    // the data source hears of it on the main actor, soon after.
    Task { @MainActor [released] in released() }
  }
}
