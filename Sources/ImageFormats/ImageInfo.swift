import Foundation

/// What an image's headers say, read without decoding its pixels.
public struct ImageInfo: Sendable, Equatable {
    /// The format, judged by the bytes.
    public let format: ImageFormat
    /// Width in pixels as stored (before any EXIF rotation).
    public let width: Int
    /// Height in pixels as stored.
    public let height: Int
    /// The EXIF orientation (1–8) of a JPEG; 1, upright, when there is none.
    public let orientation: Int

    /// Reads format, size and orientation from the first bytes of `data`.
    ///
    /// - Throws: `ImagingError.notAnImage` for anything but JPEG or PNG; `.unreadable` when the
    ///   headers are cut short or malformed.
    public init(reading data: Data) throws(ImagingError) {
        guard let format = ImageFormat(sniffing: data) else { throw .notAnImage }
        self.format = format
        switch format {
        case .png:
            (width, height) = try Self.pngSize(data)
            orientation = 1
        case .jpeg:
            var reader = JPEGHeaderReader(data)
            (width, height, orientation) = try reader.read()
        }
    }

    /// PNG: the IHDR chunk must come first; width and height are its first 8 bytes (big-endian).
    private static func pngSize(_ data: Data) throws(ImagingError) -> (Int, Int) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw .unreadable(reason: "the PNG has no IHDR header")
        }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        guard width > 0, height > 0 else { throw .unreadable(reason: "the PNG says it is \(width) × \(height)") }
        return (width, height)
    }
}
