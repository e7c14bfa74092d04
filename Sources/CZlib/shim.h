#ifndef EASEL_CZLIB_SHIM_H
#define EASEL_CZLIB_SHIM_H

// zlib's deflate, for PNGDeflater, which writes the zlib stream libpng would write for the
// `.screen` compression without going through libpng.
#include <zlib.h>

#endif
