import Foundation

/// An image as stored: its encoded bytes and what they are.
public struct EncodedImage: Sendable, Equatable {
    /// The encoded bytes.
    public let data: Data
    /// Their format.
    public let format: ImageFormat
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// Describes encoded bytes.
    public init(data: Data, format: ImageFormat, width: Int, height: Int) {
        self.data = data
        self.format = format
        self.width = width
        self.height = height
    }
}
