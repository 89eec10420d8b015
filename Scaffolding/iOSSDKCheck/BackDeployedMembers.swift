// Typecheck only: declarations of the three standard-library members that Tabula uses and
// that the SDK's Swift 5.8 standard library predates. Xcode's newer toolchains back-deploy
// them; the real-SDK check adds this file to each module it typechecks, and never builds it.

extension Sequence {
  func count(where predicate: (Element) throws -> Bool) rethrows -> Int {
    fatalError("typecheck only")
  }
}

extension MainActor {
  static func assumeIsolated<T: Sendable>(
    _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T {
    fatalError("typecheck only")
  }
}

extension StringProtocol {
  func contains(_ other: some StringProtocol) -> Bool {
    fatalError("typecheck only")
  }
}
