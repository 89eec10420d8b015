// Typecheck only: `Result.init(catching:)` with a typed throw (Swift 6.0), which Xcode
// back-deploys. The SDK check adds this file to each module it typechecks against an SDK whose
// standard library declares only the untyped one (iOS 16.4, macOS 14), and never builds it.

extension Result {
  init(catching body: () throws(Failure) -> Success) {
    fatalError("typecheck only")
  }
}
