/// Whether the tests were built with `-D TABULA_INTERNAL_CHECKS`, which makes every snapshot
/// change re-read the whole snapshot: complexity fences do not hold then, on purpose.
#if TABULA_INTERNAL_CHECKS
let internalChecksEnabled = true
#else
let internalChecksEnabled = false
#endif

/// How many random cases a property test over snapshot edits runs: `count`, or a quarter of it
/// when the internal checks re-read the whole snapshot after every change. The debug run
/// (`swift test`) runs the full count; CI's sanitizer run, built with the checks, the quarter.
func propertyCases(_ count: Int) -> Int {
  internalChecksEnabled ? max(count / 4, 1) : count
}
