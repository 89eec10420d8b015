import Foundation

#if TABULA_INTERNAL_CHECKS
let internalChecksEnabled = true
#else
let internalChecksEnabled = false
#endif

#if TABULA_FEWER_PROPERTY_CASES
let fewerPropertyCases = true
#else
let fewerPropertyCases = false
#endif

/// How many random cases a property test runs: `count`, or the number in the environment
/// variable `variable` if set (for a long run by hand); a quarter of it in CI's sanitizer
/// runs, which re-read every snapshot after each change or look for races only.
func propertyCases(_ count: Int, variable: String) -> Int {
  if let asked = ProcessInfo.processInfo.environment[variable].flatMap(Int.init) { return asked }
  return internalChecksEnabled || fewerPropertyCases ? max(count / 4, 1) : count
}
