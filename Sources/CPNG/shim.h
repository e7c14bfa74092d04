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

/// Where libpng's error handler jumps back to, and what it said. The first member of the
/// reader and the writer, so one handler serves both.
typedef struct {
    char message[256];
    jmp_buf jump;
} easel_png_failure;

typedef struct {
    easel_png_failure failure;
    unsigned char *bytes;
    size_t count;
    size_t capacity;
} easel_png_writer;

static inline void easel_png_on_error(png_structp png, png_const_charp text) {
    easel_png_failure *failure = (easel_png_failure *)png_get_error_ptr(png);
    strncpy(failure->message, text ? text : "unknown libpng error", sizeof failure->message - 1);
    failure->message[sizeof failure->message - 1] = 0;
    longjmp(failure->jump, 1);
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
    if (setjmp(writer.failure.jump)) {
        png_destroy_write_struct(&png, &info);
        free(writer.bytes);
        strncpy(message, writer.failure.message, message_capacity - 1);
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

typedef struct {
    easel_png_failure failure;
    const unsigned char *bytes;
    size_t count;
    size_t offset;
} easel_png_reader;

static inline void easel_png_on_read(png_structp png, png_bytep data, size_t length) {
    easel_png_reader *reader = (easel_png_reader *)png_get_io_ptr(png);
    if (length > reader->count - reader->offset) png_error(png, "the file ends early (truncated)");
    memcpy(data, reader->bytes + reader->offset, length);
    reader->offset += length;
}

/// Decodes any PNG (palette, grey, grey + alpha, RGB, RGBA; 1 to 16 bits; interlaced or not)
/// into 8-bit straight-alpha RGBA rows `stride` bytes apart, `width` × `height` as the caller
/// read from IHDR. Values are taken as stored: 16-bit samples keep their high byte (as Pillow
/// does), and only an explicit gAMA other than sRGB's (without an sRGB chunk) is converted to
/// sRGB; a file with no gamma information is sRGB, whatever its bit depth. Non-interlaced
/// images are read a row at a time, so libpng holds one row besides the output.
/// Returns 0, or -1 with `message` filled in.
static inline int easel_png_decode(const unsigned char *bytes, size_t count, unsigned char *rgba,
                                   uint32_t width, uint32_t height, size_t stride,
                                   char *message, size_t message_capacity) {
    easel_png_reader reader;
    memset(&reader, 0, sizeof reader);
    reader.bytes = bytes;
    reader.count = count;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader,
                                             easel_png_on_error, easel_png_on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        if (png) png_destroy_read_struct(&png, NULL, NULL);
        strncpy(message, "libpng could not allocate its reader", message_capacity - 1);
        message[message_capacity - 1] = 0;
        return -1;
    }
    png_bytep *volatile rows = NULL;
    if (setjmp(reader.failure.jump)) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        strncpy(message, reader.failure.message, message_capacity - 1);
        message[message_capacity - 1] = 0;
        return -1;
    }
    png_set_read_fn(png, &reader, easel_png_on_read);
    png_set_user_limits(png, 16384, 16384);
    // Ancillary chunks are capped so a hostile text or profile chunk cannot claim much memory.
    png_set_chunk_malloc_max(png, 8 * 1024 * 1024);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        png_error(png, "IHDR changed between reads");
    }
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    double gamma = 0;
    if (!png_get_valid(png, info, PNG_INFO_sRGB) && png_get_gAMA(png, info, &gamma) && gamma > 0
        && (gamma < 0.45455 - 0.0005 || gamma > 0.45455 + 0.0005)) {
        png_set_gamma(png, PNG_DEFAULT_sRGB, gamma);
    }
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row size after conversion to RGBA");
    if (passes == 1) {
        for (uint32_t y = 0; y < height; y++) png_read_row(png, rgba + (size_t)y * stride, NULL);
    } else {
        // Interlaced passes each fill part of every row, so all rows must be at hand.
        rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
        if (!rows) png_error(png, "out of memory for row pointers");
        for (uint32_t y = 0; y < height; y++) rows[y] = rgba + (size_t)y * stride;
        png_read_image(png, rows);
        free(rows);
        rows = NULL;
    }
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

#endif
