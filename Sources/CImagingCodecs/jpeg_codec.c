#include "imaging_codecs.h"

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// An error manager that jumps back to the caller instead of ending the process.
struct recovering_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf recovery;
    char message[JMSG_LENGTH_MAX];
};

static void jump_back(j_common_ptr info) {
    struct recovering_error_manager *manager = (struct recovering_error_manager *)info->err;
    (*info->err->format_message)(info, manager->message);
    longjmp(manager->recovery, 1);
}

// Corrupt-data warnings would go to stderr; a server has no use for them there.
static void stay_quiet(j_common_ptr info) { (void)info; }

// Adobe CMYK JPEGs store inverted values; converting to RGB uses them as they are.
static void cmyk_to_rgba(const unsigned char *cmyk, unsigned char *rgba, int width) {
    for (int x = 0; x < width; x++) {
        unsigned k = cmyk[x * 4 + 3];
        rgba[x * 4 + 0] = (unsigned char)(cmyk[x * 4 + 0] * k / 255);
        rgba[x * 4 + 1] = (unsigned char)(cmyk[x * 4 + 1] * k / 255);
        rgba[x * 4 + 2] = (unsigned char)(cmyk[x * 4 + 2] * k / 255);
        rgba[x * 4 + 3] = 255;
    }
}

int mybiz_jpeg_decode(const unsigned char *data, size_t size, int scale_denom, int max_dimension,
                      unsigned char *pixels, size_t capacity, int *width, int *height, char *message,
                      size_t message_size) {
    struct jpeg_decompress_struct info;
    struct recovering_error_manager errors;
    unsigned char *volatile row = NULL;

    info.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = jump_back;
    errors.base.output_message = stay_quiet;
    if (setjmp(errors.recovery)) {
        snprintf(message, message_size, "%s", errors.message);
        jpeg_destroy_decompress(&info);
        free(row);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if ((int)info.image_width > max_dimension || (int)info.image_height > max_dimension) {
        snprintf(message, message_size, "the image is %u × %u pixels, more than %d × %d", info.image_width,
                 info.image_height, max_dimension, max_dimension);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    info.scale_num = 1;
    info.scale_denom = (unsigned)(scale_denom > 0 ? scale_denom : 1);
    info.dct_method = JDCT_ISLOW;
    jpeg_calc_output_dimensions(&info);
    size_t stride = (size_t)info.output_width * 4;
    if (stride * info.output_height > capacity) {
        snprintf(message, message_size, "%u × %u pixels do not fit the %zu bytes given", info.output_width,
                 info.output_height, capacity);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_start_decompress(&info);
    if (cmyk) row = malloc(stride);
    if (cmyk && row == NULL) {
        snprintf(message, message_size, "not enough memory for a row of %u pixels", info.output_width);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        unsigned char *target = pixels + stride * info.output_scanline;
        JSAMPROW rows[1] = {cmyk ? row : target};
        jpeg_read_scanlines(&info, rows, 1);
        if (cmyk) cmyk_to_rgba(row, target, (int)info.output_width);
    }
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    return 0;
}

int mybiz_jpeg_encode(const unsigned char *pixels, int width, int height, int quality,
                      unsigned char **output, size_t *output_size, char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    struct recovering_error_manager errors;
    unsigned char *volatile buffer = NULL;
    unsigned long buffer_size = 0;

    info.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = jump_back;
    errors.base.output_message = stay_quiet;
    if (setjmp(errors.recovery)) {
        snprintf(message, message_size, "%s", errors.message);
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&buffer, &buffer_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    info.optimize_coding = TRUE;
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)width * 4;
    while (info.next_scanline < info.image_height) {
        JSAMPROW rows[1] = {(JSAMPROW)(pixels + stride * info.next_scanline)};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *output = buffer;
    *output_size = (size_t)buffer_size;
    return 0;
}

int mybiz_jpeg_strip(const unsigned char *data, size_t size, unsigned char **output, size_t *output_size,
                     char *message, size_t message_size) {
    struct jpeg_decompress_struct source;
    struct jpeg_compress_struct target;
    struct recovering_error_manager errors;
    unsigned char *volatile buffer = NULL;
    unsigned long buffer_size = 0;
    volatile int target_created = 0;

    source.err = jpeg_std_error(&errors.base);
    target.err = &errors.base;
    errors.base.error_exit = jump_back;
    errors.base.output_message = stay_quiet;
    if (setjmp(errors.recovery)) {
        snprintf(message, message_size, "%s", errors.message);
        if (target_created) jpeg_destroy_compress(&target);
        jpeg_destroy_decompress(&source);
        free(buffer);
        return -1;
    }
    jpeg_create_decompress(&source);
    jpeg_mem_src(&source, data, (unsigned long)size);
    jpeg_read_header(&source, TRUE);
    if (source.jpeg_color_space != JCS_YCbCr && source.jpeg_color_space != JCS_GRAYSCALE) {
        jpeg_destroy_decompress(&source);
        return 1;
    }
    jvirt_barray_ptr *coefficients = jpeg_read_coefficients(&source);
    jpeg_create_compress(&target);
    target_created = 1;
    jpeg_mem_dest(&target, (unsigned char **)&buffer, &buffer_size);
    // Quantisation tables, sampling and size come across; markers (APPn, COM) do not.
    jpeg_copy_critical_parameters(&source, &target);
    // The source's Huffman tables are kept: optimising them would entropy-code the image twice, for
    // a few percent of its size.
    target.optimize_coding = FALSE;
    jpeg_write_coefficients(&target, coefficients);
    jpeg_finish_compress(&target);
    jpeg_destroy_compress(&target);
    jpeg_finish_decompress(&source);
    jpeg_destroy_decompress(&source);
    *output = buffer;
    *output_size = (size_t)buffer_size;
    return 0;
}
