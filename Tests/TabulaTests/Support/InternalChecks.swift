/// Whether the tests were built with `-D TABULA_INTERNAL_CHECKS`, which makes every snapshot
/// change re-read the whole snapshot: complexity fences do not hold then, on purpose.
#if TABULA_INTERNAL_CHECKS
let internalChecksEnabled = true
#else
let internalChecksEnabled = false
#endif
