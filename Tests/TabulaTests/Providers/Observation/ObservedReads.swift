import Observation

/// Whether `withObservationTracking`, as a SwiftUI body uses it, was told of a change.
/// Observation calls `onChange` synchronously, on the thread that announces the change: the
/// test's own, so the flag is never touched from two threads at once.
final class ChangeFlag: @unchecked Sendable {
  var isSet = false
}

/// Tracks what `read` reads, as SwiftUI tracks a body, then runs `act`: whether the tracking
/// was told of a change. Like a body's, the tracking ends at the first change.
///
/// - Parameters:
///   - read: What the body reads.
///   - act: What happens before the next update.
/// - Returns: Whether the body would be drawn again.
@MainActor
func isAnnounced(
  reading read: () -> Void, when act: () async throws -> Void
) async rethrows -> Bool {
  let flag = ChangeFlag()
  withObservationTracking(read) { flag.isSet = true }
  try await act()
  return flag.isSet
}
