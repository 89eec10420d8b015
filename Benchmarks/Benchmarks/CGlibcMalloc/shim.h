// glibc's `mallopt`, which the Glibc module does not export.
#if defined(__linux__)
#include <malloc.h>
#endif
