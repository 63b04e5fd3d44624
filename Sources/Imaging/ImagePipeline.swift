import Foundation
import ImageFormats
import Locks

/// What an uploaded photo becomes: the full image, cleaned, and its thumbnail.
public struct ProcessedImage: Sendable, Equatable {
    /// The full image re-encoded in its own format, upright, without metadata.
    public let full: EncodedImage
    /// The thumbnail: longest side at most `ImagePipeline.thumbnailMaxSide`; JPEG unless the image
    /// has transparency.
    public let thumbnail: EncodedImage
}

/// Turns an uploaded photo into what the server stores: checks it really is a JPEG or PNG and is
/// not too large (from its headers, before decoding anything), turns it upright, and rewrites it so
/// no metadata survives (EXIF with GPS positions included) — an upright JPEG losslessly, from its
/// DCT coefficients; anything else decoded and re-encoded — and makes its thumbnail.
public struct ImagePipeline: Sendable {
    /// The largest width or height accepted.
    public var maxDimension: Int
    /// The longest side of a thumbnail.
    public var thumbnailMaxSide: Int
    /// JPEG quality of stored full images.
    public var fullQuality: Int
    /// JPEG quality of thumbnails.
    public var thumbnailQuality: Int

    /// Creates a pipeline; the defaults are the Open Market's limits.
    public init(
        maxDimension: Int = 8000, thumbnailMaxSide: Int = 300, fullQuality: Int = 90, thumbnailQuality: Int = 85
    ) {
        self.maxDimension = maxDimension
        self.thumbnailMaxSide = thumbnailMaxSide
        self.fullQuality = fullQuality
        self.thumbnailQuality = thumbnailQuality
    }

    /// Checks, cleans and thumbnails `data`.
    ///
    /// - Throws: `ImagingError.notAnImage`, `.tooLarge` (before decoding), or `.unreadable`.
    public func process(_ data: Data) throws(ImagingError) -> ProcessedImage {
        let info = try ImageInfo(reading: data)
        guard info.width <= maxDimension, info.height <= maxDimension else {
            throw .tooLarge(width: info.width, height: info.height, limit: maxDimension)
        }
        // An upright JPEG keeps its compressed image: copied without metadata, it is smaller and
        // sharper than a re-encoding, at a fraction of the time; only its thumbnail is decoded.
        if info.format == .jpeg, info.orientation == 1 {
            let large = ImageCodec.scaleDenominator(for: info, keeping: thumbnailMaxSide) == 8
            let copied = large ? try copiedWithPreview(data, info: info) : try copiedBesideThumbnail(data, info: info)
            if let copied { return copied }
        }
        let upright = try ImageCodec.decode(data, maxDimension: maxDimension).oriented(info.orientation)
        let transparent = info.format == .png && upright.hasTransparency
        let full =
            switch info.format {
            case .jpeg: try encode(upright, as: .jpeg, quality: fullQuality, keepAlpha: false)
            case .png: try encode(upright, as: .png, quality: fullQuality, keepAlpha: transparent)
            }
        let small = try thumbnailSource(data, info: info, decoded: upright).scaledDown(toFit: thumbnailMaxSide)
        let thumbnail = try encode(
            small, as: transparent ? .png : .jpeg, quality: thumbnailQuality, keepAlpha: transparent)
        return ProcessedImage(full: full, thumbnail: thumbnail)
    }

    /// A large upright JPEG copied losslessly, its thumbnail made from the 1/8 preview the copy
    /// builds from what it reads anyway: the image is entropy-decoded once, leaving the other cores
    /// to other work. `nil` when the JPEG cannot be copied (CMYK).
    private func copiedWithPreview(_ data: Data, info: ImageInfo) throws(ImagingError) -> ProcessedImage? {
        guard let copy = try ImageCodec.strippedJPEGWithPreview(data, info: info) else { return nil }
        let thumbnail = try encode(
            copy.preview.scaledDown(toFit: thumbnailMaxSide), as: .jpeg, quality: thumbnailQuality, keepAlpha: false)
        return ProcessedImage(
            full: EncodedImage(data: copy.data, format: .jpeg, width: info.width, height: info.height),
            thumbnail: thumbnail)
    }

    /// A smaller upright JPEG copied losslessly while its thumbnail is decoded at 1/2 or 1/4 scale:
    /// both read the whole compressed image, and on two cores take the time of one.
    private func copiedBesideThumbnail(_ data: Data, info: ImageInfo) throws(ImagingError) -> ProcessedImage? {
        let (stripped, thumbnail) = Self.inParallel(
            { () throws(ImagingError) in try ImageCodec.strippedJPEG(data) },
            { () throws(ImagingError) in try jpegThumbnail(data, info: info) })
        guard let full = try stripped.get() else { return nil }
        return ProcessedImage(
            full: EncodedImage(data: full, format: .jpeg, width: info.width, height: info.height),
            thumbnail: try thumbnail.get())
    }

    /// The thumbnail of an upright JPEG, decoded at the smallest DCT scale that keeps its size.
    private func jpegThumbnail(_ data: Data, info: ImageInfo) throws(ImagingError) -> EncodedImage {
        let source = try ImageCodec.decode(
            data, maxDimension: maxDimension,
            scaleDenominator: ImageCodec.scaleDenominator(for: info, keeping: thumbnailMaxSide))
        return try encode(
            source.scaledDown(toFit: thumbnailMaxSide), as: .jpeg, quality: thumbnailQuality, keepAlpha: false)
    }

    /// The results of `first` and `second`, run at the same time on two threads.
    private static func inParallel<A: Sendable, B: Sendable>(
        _ first: @Sendable () throws(ImagingError) -> A, _ second: @Sendable () throws(ImagingError) -> B
    ) -> (Result<A, ImagingError>, Result<B, ImagingError>) {
        let results = Locked<(Result<A, ImagingError>?, Result<B, ImagingError>?)>((nil, nil))
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let result = Result { () throws(ImagingError) in try first() }
                results.withLock { $0.0 = result }
            } else {
                let result = Result { () throws(ImagingError) in try second() }
                results.withLock { $0.1 = result }
            }
        }
        let missing = ImagingError.encodingFailed(reason: "a worker did not run")
        return results.withLock { ($0.0 ?? .failure(missing), $0.1 ?? .failure(missing)) }
    }

    /// What the thumbnail is scaled from. A JPEG is decoded again at 1/2, 1/4 or 1/8 of its size —
    /// libjpeg's DCT scaling averages as it skips most of the work — keeping at least the
    /// thumbnail's size for the final, filtered step; a PNG has no such shortcut.
    private func thumbnailSource(_ data: Data, info: ImageInfo, decoded: Bitmap) throws(ImagingError) -> Bitmap {
        let denominator = ImageCodec.scaleDenominator(for: info, keeping: thumbnailMaxSide)
        guard denominator > 1 else { return decoded }
        return try ImageCodec.decode(data, maxDimension: maxDimension, scaleDenominator: denominator)
            .oriented(info.orientation)
    }

    private func encode(_ bitmap: Bitmap, as format: ImageFormat, quality: Int, keepAlpha: Bool) throws(ImagingError)
        -> EncodedImage
    {
        let data =
            switch format {
            case .jpeg: try ImageCodec.encodeJPEG(bitmap, quality: quality)
            case .png: try ImageCodec.encodePNG(bitmap, keepAlpha: keepAlpha)
            }
        return EncodedImage(data: data, format: format, width: bitmap.width, height: bitmap.height)
    }
}
