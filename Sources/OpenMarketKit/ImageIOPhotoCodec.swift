#if canImport(ImageIO) && canImport(CoreGraphics)
    public import CoreGraphics
    import Foundation
    public import ImageFormats
    import ImageIO

    /// `PhotoCodec` through Apple's ImageIO and Core Graphics, for apps on iOS, macOS, tvOS, watchOS
    /// and visionOS: decoding upright and already at the size asked for (ImageIO's thumbnail path,
    /// which reads only what it needs of a large photo), drawing smaller, and encoding without
    /// metadata.
    ///
    /// Written for Apple platforms and not yet compiled there (the project's CI runs on Linux); on
    /// Linux, `ImagingPhotoCodec` (the `OpenMarketKitImaging` product) does the same with libjpeg and
    /// libpng. Photos must be JPEG or PNG: ask the photo library for JPEG, or convert a HEIC photo
    /// (`UIImage.jpegData`) first.
    public struct ImageIOPhotoCodec: PhotoCodec {
        /// The codec.
        public init() {}

        /// `data` decoded (at a smaller scale where it can), turned upright and brought within `maxSide`.
        public func decode(_ data: Data, info: ImageInfo, fittingIn maxSide: Int) throws(ImagingError) -> CGImage {
            guard let source = CGImageSourceCreateWithData(data as CFData, nil) else {
                throw .unreadable(reason: "ImageIO cannot read it")
            }
            let options: [CFString: Any] = [
                kCGImageSourceCreateThumbnailFromImageAlways: true,
                // Turns the picture upright by its EXIF orientation, as re-encoding drops the tag.
                kCGImageSourceCreateThumbnailWithTransform: true,
                kCGImageSourceThumbnailMaxPixelSize: max(1, min(maxSide, max(info.width, info.height))),
                kCGImageSourceShouldCacheImmediately: true,
            ]
            guard let picture = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else {
                throw .unreadable(reason: "ImageIO could not decode it")
            }
            return picture
        }

        /// The picture's width and height in pixels.
        public func size(of picture: CGImage) -> (width: Int, height: Int) {
            (picture.width, picture.height)
        }

        /// `picture` with its longer side at most `maxSide`.
        public func scaled(_ picture: CGImage, toFit maxSide: Int) throws(ImagingError) -> CGImage {
            let longest = max(picture.width, picture.height)
            guard longest > maxSide else { return picture }
            let factor = Double(maxSide) / Double(longest)
            let width = max(1, Int((Double(picture.width) * factor).rounded()))
            let height = max(1, Int((Double(picture.height) * factor).rounded()))
            guard let context = Self.context(width: width, height: height, data: nil, space: picture.colorSpace) else {
                throw .encodingFailed(reason: "no drawing context of \(width) × \(height)")
            }
            context.interpolationQuality = .high
            context.draw(picture, in: CGRect(x: 0, y: 0, width: width, height: height))
            guard let scaled = context.makeImage() else {
                throw .encodingFailed(reason: "the picture could not be drawn smaller")
            }
            return scaled
        }

        /// Whether a pixel of `picture` is not fully opaque.
        public func hasTransparency(_ picture: CGImage) -> Bool {
            switch picture.alphaInfo {
            case .none, .noneSkipFirst, .noneSkipLast: return false
            default: break
            }
            // An alpha channel may still be opaque everywhere: look at the pixels, copied (not blended)
            // into a buffer that starts fully transparent.
            let (width, height) = (picture.width, picture.height)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
                guard let context = Self.context(width: width, height: height, data: buffer.baseAddress, space: nil)
                else { return false }
                context.setBlendMode(.copy)
                context.draw(picture, in: CGRect(x: 0, y: 0, width: width, height: height))
                return true
            }
            return drawn && stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] != 255 }
        }

        /// `picture` as a JPEG of `quality` (1 to 100), without metadata.
        public func encodeJPEG(_ picture: CGImage, quality: Int) throws(ImagingError) -> Data {
            try Self.encode(picture, type: "public.jpeg", quality: Double(quality) / 100)
        }

        /// `picture` as a PNG, without metadata.
        public func encodePNG(_ picture: CGImage) throws(ImagingError) -> Data {
            try Self.encode(picture, type: "public.png", quality: nil)
        }

        private static func encode(_ picture: CGImage, type: String, quality: Double?) throws(ImagingError) -> Data {
            let output = NSMutableData()
            guard let destination = CGImageDestinationCreateWithData(output as CFMutableData, type as CFString, 1, nil)
            else { throw .encodingFailed(reason: "ImageIO cannot write \(type)") }
            let properties: [CFString: Any] =
                quality.map { [kCGImageDestinationLossyCompressionQuality: $0] } ?? [:]
            CGImageDestinationAddImage(destination, picture, properties as CFDictionary)
            guard CGImageDestinationFinalize(destination) else {
                throw .encodingFailed(reason: "ImageIO could not finish the \(type) file")
            }
            return output as Data
        }

        /// An 8-bit RGBA drawing context over `data` when given, in `space` when it is an RGB one (a
        /// Display P3 photo keeps its colours), else sRGB.
        private static func context(width: Int, height: Int, data: UnsafeMutableRawPointer?, space: CGColorSpace?)
            -> CGContext?
        {
            let rgb = space.flatMap { $0.model == .rgb ? $0 : nil }
            return CGContext(
                data: data, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: rgb ?? CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
    }
#endif
