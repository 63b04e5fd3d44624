import CImagingCodecs
import Foundation
import ImageFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Decoding and encoding through libjpeg and libpng.
public enum ImageCodec {
    /// The largest of libjpeg's DCT scales (1/2, 1/4, 1/8) that still leaves a `info`-sized JPEG's
    /// longer side at least `side` pixels; 1 for a PNG, or when no scale does.
    public static func scaleDenominator(for info: ImageInfo, keeping side: Int) -> Int {
        let longest = max(info.width, info.height)
        guard info.format == .jpeg else { return 1 }
        return [8, 4, 2].first { longest / $0 >= side } ?? 1
    }

    /// Decodes `data` (JPEG or PNG) to RGBA, refusing images wider or taller than `maxDimension`.
    /// A JPEG can be decoded smaller, by 1/2, 1/4 or 1/8, at a fraction of the cost. The codec
    /// writes straight into the bitmap's storage, sized from the headers: the pixels are never copied.
    public static func decode(_ data: Data, maxDimension: Int, scaleDenominator: Int = 1) throws(ImagingError)
        -> Bitmap
    {
        let info = try ImageInfo(reading: data)
        guard info.width <= maxDimension, info.height <= maxDimension else {
            throw .tooLarge(width: info.width, height: info.height, limit: maxDimension)
        }
        let scale = info.format == .jpeg ? max(1, scaleDenominator) : 1
        let capacity = ((info.width + scale - 1) / scale) * ((info.height + scale - 1) / scale) * 4
        var width: Int32 = 0
        var height: Int32 = 0
        var failure: String?
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            let result = withMessageBuffer { message, size in
                data.withUnsafeBytes { raw in
                    let bytes = raw.bindMemory(to: UInt8.self).baseAddress
                    return switch info.format {
                    case .jpeg:
                        mybiz_jpeg_decode(
                            bytes, raw.count, Int32(scale), Int32(maxDimension), buffer.baseAddress, buffer.count,
                            &width, &height, message, size)
                    case .png:
                        mybiz_png_decode(
                            bytes, raw.count, Int32(maxDimension), buffer.baseAddress, buffer.count, &width, &height,
                            message, size)
                    }
                }
            }
            if result.status == 0 {
                initialized = Int(width) * Int(height) * 4
            } else {
                initialized = 0
                failure = result.message
            }
        }
        if let failure { throw .unreadable(reason: failure) }
        return Bitmap(width: Int(width), height: Int(height), pixels: pixels)
    }

    /// `data`, a YCbCr or greyscale JPEG, without its metadata — EXIF, XMP, ICC profiles, comments —
    /// copied coefficient for coefficient: nothing is lost and no pixel is decoded. `nil` for other
    /// colour spaces (CMYK, YCCK), which have to be decoded to RGB instead.
    public static func strippedJPEG(_ data: Data) throws(ImagingError) -> Data? {
        try stripped(data, preview: nil)?.data
    }

    /// `strippedJPEG(_:)`, and the image at 1/8 of its size — width and height divided by 8, rounded
    /// up — made from the coefficients the copy read anyway: each pixel is its 8 × 8 block's mean.
    /// `info` is what `ImageInfo` read from `data`'s headers.
    public static func strippedJPEGWithPreview(_ data: Data, info: ImageInfo) throws(ImagingError)
        -> StrippedJPEG?
    {
        guard let result = try stripped(data, preview: info), let preview = result.preview else { return nil }
        return StrippedJPEG(data: result.data, preview: preview)
    }

    private static func stripped(_ data: Data, preview info: ImageInfo?) throws(ImagingError) -> (
        data: Data, preview: Bitmap?
    )? {
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        var width: Int32 = 0
        var height: Int32 = 0
        let capacity = info.map { (($0.width + 7) / 8) * (($0.height + 7) / 8) * 4 } ?? 0
        var status: Int32 = 0
        var failure = ""
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            let result = withMessageBuffer { message, size in
                data.withUnsafeBytes { raw in
                    mybiz_jpeg_strip(
                        raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &output, &outputSize,
                        info == nil ? nil : buffer.baseAddress, buffer.count, &width, &height, message, size)
                }
            }
            status = result.status
            failure = result.message
            initialized = status == 0 && info != nil ? Int(width) * Int(height) * 4 : 0
        }
        defer { free(output) }
        switch status {
        case 1: return nil
        case 0:
            guard let output else { throw .encodingFailed(reason: "libjpeg wrote nothing") }
            let preview = info == nil ? nil : Bitmap(width: Int(width), height: Int(height), pixels: pixels)
            return (Data(bytes: output, count: outputSize), preview)
        default: throw .unreadable(reason: failure)
        }
    }

    /// A baseline JPEG of `bitmap` at `quality` (1–100); alpha is dropped.
    public static func encodeJPEG(_ bitmap: Bitmap, quality: Int) throws(ImagingError) -> Data {
        try encode { output, outputSize, message, size in
            mybiz_jpeg_encode(
                bitmap.pixels, Int32(bitmap.width), Int32(bitmap.height), Int32(quality), output, outputSize,
                message, size)
        }
    }

    /// A PNG of `bitmap`, with an alpha channel only when `keepAlpha`.
    public static func encodePNG(_ bitmap: Bitmap, keepAlpha: Bool) throws(ImagingError) -> Data {
        try encode { output, outputSize, message, size in
            mybiz_png_encode(
                bitmap.pixels, Int32(bitmap.width), Int32(bitmap.height), keepAlpha ? 1 : 0, output, outputSize,
                message, size)
        }
    }

    private static func encode(
        _ body: (
            UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>,
            UnsafeMutablePointer<CChar>, Int
        ) -> Int32
    ) throws(ImagingError) -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        let result = withMessageBuffer { message, size in body(&output, &outputSize, message, size) }
        guard result.status == 0, let output else { throw .encodingFailed(reason: result.message) }
        defer { free(output) }
        return Data(bytes: output, count: outputSize)
    }

    /// Runs `body` with room for the C side's error sentence, and returns its status and sentence.
    private static func withMessageBuffer(_ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> (
        status: Int32, message: String
    ) {
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.count) }
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return (status, text)
    }
}
