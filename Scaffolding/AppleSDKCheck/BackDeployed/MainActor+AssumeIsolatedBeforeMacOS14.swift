// Typecheck only: `MainActor.assumeIsolated(_:file:line:)` at the package's macOS 12 target.
// The macOS 14.0 SDK (Swift 5.9) declares it for macOS 14 and later; the SDKs of the Xcode the
// manifest needs (16.3 or later, Swift 6.1) declare it `@_alwaysEmitIntoClient` for macOS
// 10.15 and later, as the iOS 18.6 SDK here does. The SDK check adds this file to each module
// it typechecks against an SDK whose `_Concurrency` declares it without `@_alwaysEmitIntoClient`,
// and never builds it: with the SDK's own signature, this declaration shadows the SDK's.

extension MainActor {
  static func assumeIsolated<T>(
    _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T {
    fatalError("typecheck only")
  }
}
