import Foundation
import ImageFormats
import OpenMarketAPI

/// Prepares a photo for upload as the reference app does: small enough for the server and a
/// phone's data plan (at most `byteLimit`, 300,000 bytes by default), upright, aspect ratio kept.
///
/// An image already within the limit and upright is sent as it is. Otherwise it is re-encoded at
/// falling JPEG qualities, then scaled down by steps until it fits; an image with transparency
/// stays a PNG and is only scaled. The pixels are `Codec`'s work:
///
/// ```swift
/// let compressor = ImageCompressor(codec: ImageIOPhotoCodec())   // Apple platforms
/// let upload = try compressor.compress(photoData)                // ≤ 300,000 bytes
/// ```
public struct ImageCompressor<Codec: PhotoCodec>: Sendable {
    /// Decodes, scales and encodes.
    public let codec: Codec
    /// The most bytes a compressed image may have.
    public var byteLimit: Int
    /// The longest side an image is first brought down to: more pixels than a large phone screen
    /// shows are never seen, and starting there saves re-encoding a 12-megapixel photo many times.
    public var startingMaxSide: Int
    /// The largest image accepted, in pixels per side (the server's limit).
    public var maxDimension: Int

    private static var jpegQualities: [Int] { [85, 75, 65, 55] }
    private static var scaleStep: Double { 0.75 }

    /// Creates a compressor working through `codec`.
    public init(
        codec: Codec, byteLimit: Int = OpenMarketLimits.compressedImageBytes, startingMaxSide: Int = 2048,
        maxDimension: Int = OpenMarketLimits.maxImageDimension
    ) {
        self.codec = codec
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
        var picture = try codec.decode(data, info: info, fittingIn: startingMaxSide)
        let keepAlpha = codec.hasTransparency(picture)
        while true {
            if let encoded = try smallestEncoding(of: picture, keepAlpha: keepAlpha) { return encoded }
            let size = codec.size(of: picture)
            let longest = max(size.width, size.height)
            guard longest > 16 else {
                throw .encodingFailed(reason: "it cannot be made smaller than \(byteLimit) bytes")
            }
            picture = try codec.scaled(picture, toFit: Int(Double(longest) * Self.scaleStep))
        }
    }

    /// The first encoding of `picture` that fits, trying JPEG qualities from high to low (or one PNG).
    private func smallestEncoding(of picture: Codec.Picture, keepAlpha: Bool) throws(ImagingError) -> EncodedImage? {
        let size = codec.size(of: picture)
        if keepAlpha {
            let png = try codec.encodePNG(picture)
            return png.count <= byteLimit
                ? EncodedImage(data: png, format: .png, width: size.width, height: size.height) : nil
        }
        for quality in Self.jpegQualities {
            let jpeg = try codec.encodeJPEG(picture, quality: quality)
            if jpeg.count <= byteLimit {
                return EncodedImage(data: jpeg, format: .jpeg, width: size.width, height: size.height)
            }
        }
        return nil
    }
}
