import Foundation
import ImageFormats

/// What `ImageCompressor` needs of an image library: decode a photo upright (and, where the
/// library can, already smaller), scale it down, tell whether it has see-through pixels, and
/// encode it as JPEG or PNG. The kit ships `ImageIOPhotoCodec` on Apple platforms; on Linux the
/// `OpenMarketKitImaging` product's `ImagingPhotoCodec` does it with libjpeg and libpng.
public protocol PhotoCodec: Sendable {
    /// A decoded photo.
    associatedtype Picture

    /// `data` decoded and turned upright by `info.orientation`, its longer side brought down to
    /// at most `maxSide` (never up) — at once, where the codec can decode at a smaller scale.
    ///
    /// - Throws: `ImagingError.unreadable` for bytes the codec cannot read.
    func decode(_ data: Data, info: ImageInfo, fittingIn maxSide: Int) throws(ImagingError) -> Picture

    /// The picture's width and height, in pixels.
    func size(of picture: Picture) -> (width: Int, height: Int)

    /// `picture` with its longer side at most `maxSide`, aspect ratio kept.
    func scaled(_ picture: Picture, toFit maxSide: Int) throws(ImagingError) -> Picture

    /// Whether any pixel of `picture` is not fully opaque.
    func hasTransparency(_ picture: Picture) -> Bool

    /// `picture` as a JPEG of `quality` (1 to 100), without metadata.
    func encodeJPEG(_ picture: Picture, quality: Int) throws(ImagingError) -> Data

    /// `picture` as a PNG with its transparency, without metadata.
    func encodePNG(_ picture: Picture) throws(ImagingError) -> Data
}
