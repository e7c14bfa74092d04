#ifndef EASEL_CDEFLATE_SHIM_H
#define EASEL_CDEFLATE_SHIM_H

// libdeflate inflates a whole zlib stream in one call, several times faster than zlib's
// streaming inflate: the PNG decoder's fast path inflates IDAT data with it.
#include <libdeflate.h>

#endif
