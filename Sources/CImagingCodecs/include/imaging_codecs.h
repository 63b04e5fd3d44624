#ifndef MYBIZ_IMAGING_CODECS_H
#define MYBIZ_IMAGING_CODECS_H

#include <stddef.h>

// Decoding and encoding of JPEG and PNG through libjpeg and libpng, with their errors turned into
// return codes and messages: libjpeg's default error handler ends the process, and its recovery
// needs setjmp, which Swift cannot call.
//
// Every function returns 0 on success, or -1 with a sentence in `message`. Pixel buffers are 8-bit
// RGBA, rows top to bottom, no padding. Decoders write into the caller's buffer (so the pixels are
// never copied); encoders hand out malloc'd buffers, to be released with free().

/// Decodes a JPEG to RGBA, scaled by 1/scale_denom (1, 2, 4 or 8) while decoding — its width and
/// height divided by scale_denom, rounded up — into `pixels`, which holds `capacity` bytes. Refuses
/// images whose width or height exceeds max_dimension, or that do not fit, before decoding.
int mybiz_jpeg_decode(const unsigned char *data, size_t size, int scale_denom, int max_dimension,
                      unsigned char *pixels, size_t capacity, int *width, int *height, char *message,
                      size_t message_size);

/// Encodes RGBA pixels (alpha ignored) as a baseline JPEG of the given quality (1–100).
int mybiz_jpeg_encode(const unsigned char *pixels, int width, int height, int quality,
                      unsigned char **output, size_t *output_size, char *message, size_t message_size);

/// Copies a YCbCr or greyscale JPEG without its metadata (EXIF, XMP, ICC, comments): its DCT
/// coefficients are read and written again as they are — losslessly, and without decoding to pixels.
/// Returns 1, writing nothing, for other colour spaces (CMYK, YCCK), which need converting to RGB.
///
/// When `preview` is not NULL it also receives, in RGBA, the image at 1/8 of its size (width and
/// height divided by 8, rounded up): each pixel the mean of its 8 × 8 block, which is the block's DC
/// coefficient — already read for the copy, so a thumbnail needs no second decode. `preview` holds
/// `preview_capacity` bytes; a preview that would not fit is an error.
int mybiz_jpeg_strip(const unsigned char *data, size_t size, unsigned char **output, size_t *output_size,
                     unsigned char *preview, size_t preview_capacity, int *preview_width, int *preview_height,
                     char *message, size_t message_size);

/// Decodes a PNG of any colour type and depth to 8-bit RGBA into `pixels`, which holds `capacity`
/// bytes. Refuses images whose width or height exceeds max_dimension, or that do not fit, before
/// decoding.
int mybiz_png_decode(const unsigned char *data, size_t size, int max_dimension, unsigned char *pixels,
                     size_t capacity, int *width, int *height, char *message, size_t message_size);

/// Encodes RGBA pixels as a PNG; with keep_alpha 0 the alpha channel is dropped (an RGB PNG).
int mybiz_png_encode(const unsigned char *pixels, int width, int height, int keep_alpha,
                     unsigned char **output, size_t *output_size, char *message, size_t message_size);

#endif
