import Foundation
import TabulaTestSupport
import Testing

/// The wait the asynchronous tests share: bounded by its own polls, so a test that holds the
/// main actor does not make another test's wait run out.
@MainActor
struct WaitUntilTests {
  @MainActor
  final class Flag {
    var isSet = false
  }

  /// Holds the caller's actor, as a property test holds the main actor between its cases.
  static func holdWithoutSuspending(seconds: TimeInterval) {
    Thread.sleep(forTimeInterval: seconds)
  }

  @Test func `time the main actor spends on another test does not count against the wait`()
    async throws
  {
    let flag = Flag()
    let holder = Task { @MainActor in
      Self.holdWithoutSuspending(seconds: 0.2)
      await Task.yield()
      flag.isSet = true
    }
    try await waitUntil("the flag", timeout: .milliseconds(50)) { flag.isSet }
    await holder.value
  }

  @Test func `a condition that never holds times out, naming what was awaited`() async {
    let error = await #expect(throws: TimedOut.self) {
      try await waitUntil("nothing", timeout: .milliseconds(10)) { false }
    }
    #expect(error?.description == "timed out waiting for nothing")
  }
}
