import Foundation
public import ImageFormats
public import Imaging
public import OpenMarketKit

/// `PhotoCodec` through the `Imaging` target's libjpeg and libpng — the codec of `mybiz market` and
/// of tests on Linux, where ImageIO does not exist. Large JPEGs are decoded at 1/2, 1/4 or 1/8 with
/// libjpeg's own scaling when that still leaves the size asked for.
///
/// ```swift
/// let compressor = ImageCompressor(codec: ImagingPhotoCodec())
/// ```
public struct ImagingPhotoCodec: PhotoCodec {
    /// The codec.
    public init() {}

    /// `data` decoded (at a smaller scale where it can), turned upright and brought within `maxSide`.
    public func decode(_ data: Data, info: ImageInfo, fittingIn maxSide: Int) throws(ImagingError) -> Bitmap {
        try ImageCodec.decode(
            data, maxDimension: max(info.width, info.height),
            scaleDenominator: ImageCodec.scaleDenominator(for: info, keeping: maxSide)
        ).oriented(info.orientation).scaledDown(toFit: maxSide)
    }

    /// The picture's width and height in pixels.
    public func size(of picture: Bitmap) -> (width: Int, height: Int) {
        (picture.width, picture.height)
    }

    /// `picture` with its longer side at most `maxSide`.
    public func scaled(_ picture: Bitmap, toFit maxSide: Int) -> Bitmap {
        picture.scaledDown(toFit: maxSide)
    }

    /// Whether a pixel of `picture` is not fully opaque.
    public func hasTransparency(_ picture: Bitmap) -> Bool {
        picture.hasTransparency
    }

    /// `picture` as a JPEG of `quality` (1 to 100), without metadata.
    public func encodeJPEG(_ picture: Bitmap, quality: Int) throws(ImagingError) -> Data {
        try ImageCodec.encodeJPEG(picture, quality: quality)
    }

    /// `picture` as a PNG, without metadata.
    public func encodePNG(_ picture: Bitmap) throws(ImagingError) -> Data {
        try ImageCodec.encodePNG(picture, keepAlpha: true)
    }
}
