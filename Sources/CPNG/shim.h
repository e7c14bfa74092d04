#ifndef EASEL_CPNG_SHIM_H
#define EASEL_CPNG_SHIM_H

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// libpng reports errors by longjmp, which Swift cannot catch, so the one function that needs
// setjmp lives here in C. LLVM never inlines a function that calls setjmp into its caller, so
// the jump target stays valid when Swift calls it.

/// PNG_FORMAT_RGBA is a composite macro that Swift does not import.
static const uint32_t easel_png_format_rgba = PNG_FORMAT_RGBA;
/// PNG_ALL_FILTERS likewise.
static const int easel_png_all_filters = PNG_ALL_FILTERS;

typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
    char message[256];
    jmp_buf jump;
} easel_png_writer;

static inline void easel_png_on_error(png_structp png, png_const_charp text) {
    easel_png_writer *writer = (easel_png_writer *)png_get_error_ptr(png);
    strncpy(writer->message, text ? text : "unknown libpng error", sizeof writer->message - 1);
    writer->message[sizeof writer->message - 1] = 0;
    longjmp(writer->jump, 1);
}

static inline void easel_png_on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static inline void easel_png_on_write(png_structp png, png_bytep data, size_t length) {
    easel_png_writer *writer = (easel_png_writer *)png_get_io_ptr(png);
    if (writer->count + length > writer->capacity) {
        size_t capacity = writer->capacity ? writer->capacity : 64 * 1024;
        while (capacity < writer->count + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(writer->bytes, capacity);
        if (!grown) png_error(png, "out of memory while encoding PNG");
        writer->bytes = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->bytes + writer->count, data, length);
    writer->count += length;
}

static inline void easel_png_on_flush(png_structp png) { (void)png; }

/// Encodes 8-bit RGBA rows (straight alpha, `stride` bytes apart) as a PNG in memory.
/// With `keep_alpha` 0 the alpha byte is dropped and an RGB file is written.
/// `compression_level` and `strategy` are zlib's; `filters` is a set of PNG_FILTER_* flags.
/// Writes no time, text or software chunks, so equal pixels give equal bytes.
/// On success returns 0 and hands `*out_bytes` (free with `free`) and `*out_count` to the
/// caller; on failure returns -1 with `message` filled in and nothing to free.
static inline int easel_png_encode(const unsigned char *rgba, uint32_t width, uint32_t height,
                                   size_t stride, int keep_alpha, int compression_level,
                                   int strategy, int filters,
                                   unsigned char **out_bytes, size_t *out_count,
                                   char *message, size_t message_capacity) {
    easel_png_writer writer;
    memset(&writer, 0, sizeof writer);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer,
                                              easel_png_on_error, easel_png_on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        if (png) png_destroy_write_struct(&png, NULL);
        strncpy(message, "libpng could not allocate its writer", message_capacity - 1);
        message[message_capacity - 1] = 0;
        return -1;
    }
    if (setjmp(writer.jump)) {
        png_destroy_write_struct(&png, &info);
        free(writer.bytes);
        strncpy(message, writer.message, message_capacity - 1);
        message[message_capacity - 1] = 0;
        return -1;
    }
    png_set_write_fn(png, &writer, easel_png_on_write, easel_png_on_flush);
    png_set_compression_level(png, compression_level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8,
                 keep_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    if (!keep_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, rgba + (size_t)y * stride);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *out_bytes = writer.bytes;
    *out_count = writer.count;
    return 0;
}

#endif
