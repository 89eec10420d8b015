// NB: a C target needs a source file; the declaration it exports is in include/.
#include "CFuzzerDriver.h"
