// Typecheck only: `Sequence.count(where:)` (Swift 6.0), which Xcode back-deploys. The SDK check
// adds this file to each module it typechecks against an SDK whose standard library lacks it
// (iOS 16.4, macOS 14), and never builds it.

extension Sequence {
  func count(where predicate: (Element) throws -> Bool) rethrows -> Int {
    fatalError("typecheck only")
  }
}
