import Foundation
import Imaging
import OpenMarketAPI

/// Prepares a photo for upload as the reference app does: small enough for the server and a
/// phone's data plan (at most `byteLimit`, 300,000 bytes by default), upright, aspect ratio kept.
///
/// An image already within the limit and upright is sent as it is. Otherwise it is re-encoded at
/// falling JPEG qualities, then scaled down by steps until it fits; an image with transparency
/// stays a PNG and is only scaled.
public struct ImageCompressor: Sendable {
    /// The most bytes a compressed image may have.
    public var byteLimit: Int
    /// The longest side an image is first brought down to: more pixels than a large phone screen
    /// shows are never seen, and starting there saves re-encoding a 12-megapixel photo many times.
    public var startingMaxSide: Int
    /// The largest image accepted, in pixels per side (the server's limit).
    public var maxDimension: Int

    private static let jpegQualities = [85, 75, 65, 55]
    private static let scaleStep = 0.75

    /// Creates a compressor.
    public init(
        byteLimit: Int = OpenMarketLimits.compressedImageBytes, startingMaxSide: Int = 2048,
        maxDimension: Int = OpenMarketLimits.maxImageDimension
    ) {
        self.byteLimit = byteLimit
        self.startingMaxSide = startingMaxSide
        self.maxDimension = maxDimension
    }

    /// `data` (JPEG or PNG) as an image of at most `byteLimit` bytes.
    ///
    /// - Throws: `ImagingError.notAnImage`, `.tooLarge`, `.unreadable`; `.encodingFailed` if even a
    ///   tiny version does not fit.
    public func compress(_ data: Data) throws(ImagingError) -> EncodedImage {
        let info = try ImageInfo(reading: data)
        guard max(info.width, info.height) <= maxDimension else {
            throw .tooLarge(width: info.width, height: info.height, limit: maxDimension)
        }
        if data.count <= byteLimit, info.orientation == 1 {
            return EncodedImage(data: data, format: info.format, width: info.width, height: info.height)
        }
        var bitmap = try decode(data, info: info).oriented(info.orientation).scaledDown(toFit: startingMaxSide)
        let keepAlpha = bitmap.hasTransparency
        while true {
            if let encoded = try smallestEncoding(of: bitmap, keepAlpha: keepAlpha) { return encoded }
            let longest = max(bitmap.width, bitmap.height)
            guard longest > 16 else {
                throw .encodingFailed(reason: "it cannot be made smaller than \(byteLimit) bytes")
            }
            bitmap = bitmap.scaledDown(toFit: Int(Double(longest) * Self.scaleStep))
        }
    }

    /// The first encoding of `bitmap` that fits, trying JPEG qualities from high to low (or one PNG).
    private func smallestEncoding(of bitmap: Bitmap, keepAlpha: Bool) throws(ImagingError) -> EncodedImage? {
        if keepAlpha {
            let png = try ImageCodec.encodePNG(bitmap, keepAlpha: true)
            return png.count <= byteLimit
                ? EncodedImage(data: png, format: .png, width: bitmap.width, height: bitmap.height) : nil
        }
        for quality in Self.jpegQualities {
            let jpeg = try ImageCodec.encodeJPEG(bitmap, quality: quality)
            if jpeg.count <= byteLimit {
                return EncodedImage(data: jpeg, format: .jpeg, width: bitmap.width, height: bitmap.height)
            }
        }
        return nil
    }

    /// Decodes a large JPEG at 1/2, 1/4 or 1/8 when that still leaves at least `startingMaxSide`
    /// pixels: far less memory and time than decoding every pixel only to average them away.
    private func decode(_ data: Data, info: ImageInfo) throws(ImagingError) -> Bitmap {
        var denominator = 1
        if info.format == .jpeg {
            while denominator < 8, max(info.width, info.height) / (denominator * 2) >= startingMaxSide {
                denominator *= 2
            }
        }
        return try ImageCodec.decode(data, maxDimension: maxDimension, scaleDenominator: denominator)
    }
}
