import Foundation

/// Whether the tests were built with `-D TABULA_INTERNAL_CHECKS`, which makes every snapshot
/// change re-read the whole snapshot: complexity fences do not hold then, on purpose.
#if TABULA_INTERNAL_CHECKS
let internalChecksEnabled = true
#else
let internalChecksEnabled = false
#endif

/// Whether the tests were built with `-D TABULA_FEWER_PROPERTY_CASES`, as CI's thread
/// sanitizer run is: it looks for races in what the debug run already checked in full.
#if TABULA_FEWER_PROPERTY_CASES
let fewerPropertyCases = true
#else
let fewerPropertyCases = false
#endif

/// How many random cases a property test over snapshot edits runs: `count`, or a quarter of it
/// when the internal checks re-read the whole snapshot after every change, or when built with
/// fewer cases. The debug run (`swift test`) runs the full count; CI's sanitizer runs the
/// quarter.
func propertyCases(_ count: Int) -> Int {
  internalChecksEnabled || fewerPropertyCases ? max(count / 4, 1) : count
}

/// How many random cases a property test runs: the number in the environment variable
/// `variable` if set (CI splits the count it states between its runs, and a long run by hand
/// asks for more), else `propertyCases(count)`.
func propertyCases(_ count: Int, variable: String) -> Int {
  ProcessInfo.processInfo.environment[variable].flatMap(Int.init) ?? propertyCases(count)
}
