import Foundation

/// The image formats MyBiz stores: recognised by their bytes, never by a file name or a part's
/// content type.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// JPEG (JFIF or EXIF).
    case jpeg
    /// PNG.
    case png

    /// The format the bytes start with, or `nil` when they are neither JPEG nor PNG.
    public init?(sniffing data: Data) {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else {
            return nil
        }
    }

    /// The media type to serve the format with.
    public var mediaType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        }
    }

    /// The usual file name extension.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        }
    }
}
