import CFuzzerDriver
import Foundation
import TabulaFuzzing

guard FuzzTarget.fromEnvironment != nil else {
  let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
  print("Set TABULA_FUZZ_TARGET to one of: \(names)")
  exit(2)
}

// NB: SwiftPM makes this file the program's entry point, so libFuzzer's own `main` is not
// linked; its driver runs from here instead.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { FuzzTarget.fuzzOneInput($0, $1) })
