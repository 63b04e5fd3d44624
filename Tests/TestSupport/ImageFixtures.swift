import Foundation

/// Real image files from `Tests/Fixtures/images`, read from the source tree, for every test target.
public enum ImageFixtures {
    /// The folder the files are in.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/images")

    /// A 64 × 48 JPEG photo made with libjpeg.
    public static var jpeg: Data {
        get throws { try Data(contentsOf: folder.appendingPathComponent("photo.jpg")) }
    }

    /// A 32 × 32 RGBA PNG with transparency made with libpng.
    public static var png: Data {
        get throws { try Data(contentsOf: folder.appendingPathComponent("badge.png")) }
    }

    /// Every byte value, then line breaks and dashes that look like multipart syntax.
    public static let everyByte = Data((0...255).map(UInt8.init)) + Data("\r\n--\r\n\r\n--boundary--\r\n".utf8)

    /// A PNG of only its signature and header, saying it is `width` × `height`: refused from its header,
    /// it shows that nothing was decoded.
    public static func headerOnlyPNG(width: Int, height: Int) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        data += Data("IHDR".utf8)
        for value in [width, height] { data += withUnsafeBytes(of: UInt32(value).bigEndian) { Data($0) } }
        data += Data([8, 6, 0, 0, 0, 0, 0, 0, 0])
        return data
    }
}
