/// Why an image was refused or could not be made.
public enum ImagingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are neither a JPEG nor a PNG.
    case notAnImage
    /// The image is wider or taller than `limit` pixels.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The bytes start like an image but cannot be read; `reason` is the codec's.
    case unreadable(reason: String)
    /// The codec could not write the image.
    case encodingFailed(reason: String)

    /// A sentence for the person who sent the image.
    public var description: String {
        switch self {
        case .notAnImage:
            "The file is not a JPEG or PNG image."
        case .tooLarge(let width, let height, let limit):
            "The image is \(width) × \(height) pixels; images may be at most \(limit) × \(limit)."
        case .unreadable(let reason):
            "The image could not be read (\(reason))."
        case .encodingFailed(let reason):
            "The image could not be saved (\(reason))."
        }
    }
}
