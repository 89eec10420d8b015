import Foundation

// MARK: - FuzzTarget + Environment

extension FuzzTarget {
  /// The target the `TABULA_FUZZ_TARGET` environment variable names, if it names one.
  public static let fromEnvironment = FuzzTarget(
    rawValue: ProcessInfo.processInfo.environment["TABULA_FUZZ_TARGET"] ?? "")

  /// Runs the target of the environment on one input from libFuzzer, on the main thread; a
  /// broken rule traps, so that libFuzzer saves the input.
  public static func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = fromEnvironment else { fatalError("TABULA_FUZZ_TARGET names no target") }
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    MainActor.assumeIsolated {
      do {
        try target.run(bytes)
      } catch {
        fatalError("\(target.rawValue): \(error)")
      }
    }
    return 0
  }
}
