import Foundation
import ImageFormats

/// A photo to upload with an item: its bytes, the file name it is sent under, and its media type.
public struct ItemImage: Sendable, Equatable {
    /// The encoded image (JPEG or PNG).
    public var data: Data
    /// The file name sent with the part, e.g. `photo.jpg`.
    public var filename: String
    /// The part's Content-Type, e.g. `image/jpeg`.
    public var mediaType: String

    /// Creates an image from its parts.
    public init(data: Data, filename: String, mediaType: String) {
        self.data = data
        self.filename = filename
        self.mediaType = mediaType
    }

    /// Creates an image whose media type is judged from its bytes; `nil` when they are not a JPEG or PNG.
    public init?(data: Data, filename: String) {
        guard let format = ImageFormat(sniffing: data) else { return nil }
        self.init(data: data, filename: filename, mediaType: format.mediaType)
    }
}
