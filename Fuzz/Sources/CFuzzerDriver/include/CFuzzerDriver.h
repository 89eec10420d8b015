#ifndef C_FUZZER_DRIVER_H
#define C_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, from the toolchain's fuzzer runtime (linked by -sanitize=fuzzer): runs
/// the fuzzing loop with the command line's libFuzzer flags, calling `callback` per input.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
