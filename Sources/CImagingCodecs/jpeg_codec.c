#include "imaging_codecs.h"

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

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

static unsigned char clamp_byte(double value) {
    return value <= 0 ? 0 : value >= 255 ? 255 : (unsigned char)(value + 0.5);
}

// The image at 1/8 scale from the DC coefficients of `coefficients`: a block's DC coefficient times
// its quantisation step is 8 × (the block's mean − 128). Chroma blocks sampled at a lower rate cover
// several output pixels. Errors jump back through `source`'s error manager.
static void dc_preview(j_decompress_ptr source, jvirt_barray_ptr *coefficients, unsigned char *preview,
                       size_t capacity, int *preview_width, int *preview_height) {
    int width = (int)((source->image_width + 7) / 8);
    int height = (int)((source->image_height + 7) / 8);
    int components = source->num_components;
    if ((size_t)width * (size_t)height * 4 > capacity || (components != 1 && components != 3)) {
        ERREXIT(source, JERR_BAD_BUFFER_MODE);
    }
    for (int y = 0; y < height; y++) {
        JBLOCKROW rows[3];
        int steps_x[3];
        int blocks_wide[3];
        UINT16 quant[3];
        for (int c = 0; c < components; c++) {
            jpeg_component_info *component = &source->comp_info[c];
            int step_y = source->max_v_samp_factor / component->v_samp_factor;
            JDIMENSION row = (JDIMENSION)(y / step_y);
            if (row >= component->height_in_blocks) row = component->height_in_blocks - 1;
            rows[c] = (*source->mem->access_virt_barray)((j_common_ptr)source, coefficients[c], row, 1, FALSE)[0];
            steps_x[c] = source->max_h_samp_factor / component->h_samp_factor;
            blocks_wide[c] = (int)component->width_in_blocks;
            JQUANT_TBL *table = source->quant_tbl_ptrs[component->quant_tbl_no];
            if (table == NULL) ERREXIT(source, JERR_NO_QUANT_TABLE);
            quant[c] = table->quantval[0];
        }
        unsigned char *pixel = preview + (size_t)y * (size_t)width * 4;
        for (int x = 0; x < width; x++, pixel += 4) {
            double value[3];
            for (int c = 0; c < components; c++) {
                int block = x / steps_x[c];
                if (block >= blocks_wide[c]) block = blocks_wide[c] - 1;
                value[c] = 128.0 + (double)rows[c][block][0] * (double)quant[c] / 8.0;
            }
            if (components == 1) {
                pixel[0] = pixel[1] = pixel[2] = clamp_byte(value[0]);
            } else {
                double luma = value[0], blue = value[1] - 128.0, red = value[2] - 128.0;
                pixel[0] = clamp_byte(luma + 1.402 * red);
                pixel[1] = clamp_byte(luma - 0.344136 * blue - 0.714136 * red);
                pixel[2] = clamp_byte(luma + 1.772 * blue);
            }
            pixel[3] = 255;
        }
    }
    *preview_width = width;
    *preview_height = height;
}

int mybiz_jpeg_strip(const unsigned char *data, size_t size, unsigned char **output, size_t *output_size,
                     unsigned char *preview, size_t preview_capacity, int *preview_width, int *preview_height,
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
    if (preview != NULL) {
        dc_preview(&source, coefficients, preview, preview_capacity, preview_width, preview_height);
    }
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
