// Typecheck only: `MainActor.assumeIsolated(_:file:line:)` (Swift 5.9), which Xcode
// back-deploys. The SDK check adds this file to each module it typechecks against an SDK whose
// `_Concurrency` lacks it (iOS 16.4), and never builds it.

extension MainActor {
  static func assumeIsolated<T: Sendable>(
    _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T {
    fatalError("typecheck only")
  }
}
