import Foundation

/// A JPEG copied without its metadata (`ImageCodec.strippedJPEGWithPreview`), with the image at 1/8
/// of its size made from the same read.
public struct StrippedJPEG: Sendable {
    /// The JPEG, its compressed image unchanged.
    public let data: Data
    /// The image at 1/8 of its width and height (rounded up), each pixel an 8 × 8 block's mean.
    public let preview: Bitmap
}
