#include "imaging_codecs.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libpng's simplified API reports errors through png_image.message, without setjmp.

int mybiz_png_decode(const unsigned char *data, size_t size, int max_dimension, unsigned char *pixels,
                     size_t capacity, int *width, int *height, char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        snprintf(message, message_size, "%s", image.message);
        png_image_free(&image);
        return -1;
    }
    if ((int)image.width > max_dimension || (int)image.height > max_dimension) {
        snprintf(message, message_size, "the image is %u × %u pixels, more than %d × %d", image.width,
                 image.height, max_dimension, max_dimension);
        png_image_free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    if (PNG_IMAGE_SIZE(image) > capacity) {
        snprintf(message, message_size, "%u × %u pixels do not fit the %zu bytes given", image.width, image.height,
                 capacity);
        png_image_free(&image);
        return -1;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        snprintf(message, message_size, "%s", image.message);
        png_image_free(&image);
        return -1;
    }
    *width = (int)image.width;
    *height = (int)image.height;
    return 0;
}

int mybiz_png_encode(const unsigned char *pixels, int width, int height, int keep_alpha,
                     unsigned char **output, size_t *output_size, char *message, size_t message_size) {
    const unsigned char *source = pixels;
    unsigned char *rgb = NULL;
    if (!keep_alpha) {
        rgb = malloc((size_t)width * height * 3);
        if (rgb == NULL) {
            snprintf(message, message_size, "not enough memory for %d × %d pixels", width, height);
            return -1;
        }
        for (size_t i = 0; i < (size_t)width * height; i++) memcpy(rgb + i * 3, pixels + i * 4, 3);
        source = rgb;
    }
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = (png_uint_32)width;
    image.height = (png_uint_32)height;
    image.format = keep_alpha ? PNG_FORMAT_RGBA : PNG_FORMAT_RGB;
    // One pass into a buffer of the largest size a PNG of this image can have: asking for the size
    // first would compress the whole image twice. Untouched pages of a large allocation cost nothing.
    png_alloc_size_t size = PNG_IMAGE_PNG_SIZE_MAX(image);
    unsigned char *buffer = malloc(size);
    if (buffer == NULL || !png_image_write_to_memory(&image, buffer, &size, 0, source, 0, NULL)) {
        snprintf(message, message_size, "%s", buffer == NULL ? "not enough memory" : image.message);
        free(buffer);
        free(rgb);
        return -1;
    }
    free(rgb);
    unsigned char *fitted = realloc(buffer, size > 0 ? size : 1);
    *output = fitted != NULL ? fitted : buffer;
    *output_size = (size_t)size;
    return 0;
}
