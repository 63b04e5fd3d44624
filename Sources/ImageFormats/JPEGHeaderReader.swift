import Foundation

/// Walks a JPEG's marker segments up to its frame header, for the size, and its EXIF segment, for
/// the orientation — without decoding any image data.
struct JPEGHeaderReader {
    private let bytes: [UInt8]
    private var offset = 2  // after SOI

    init(_ data: Data) {
        // Headers sit at the front; EXIF may hold a 64 KB thumbnail, so read a little more than that.
        bytes = [UInt8](data.prefix(256 * 1024))
    }

    /// Width, height and EXIF orientation.
    mutating func read() throws(ImagingError) -> (width: Int, height: Int, orientation: Int) {
        var orientation = 1
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { throw .unreadable(reason: "the JPEG's segments are malformed") }
            let marker = bytes[offset + 1]
            if marker == 0xFF {  // fill byte
                offset += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // no length
                offset += 2
                continue
            }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let segment = offset + 4
            guard length >= 2, offset + 2 + length <= bytes.count else { break }
            if Self.isFrameHeader(marker), length >= 7 {
                let height = Int(bytes[segment + 1]) << 8 | Int(bytes[segment + 2])
                let width = Int(bytes[segment + 3]) << 8 | Int(bytes[segment + 4])
                guard width > 0, height > 0 else {
                    throw .unreadable(reason: "the JPEG says it is \(width) × \(height)")
                }
                return (width, height, orientation)
            }
            if marker == 0xE1 {
                orientation = EXIFOrientation.read(bytes[segment..<(offset + 2 + length)]) ?? orientation
            }
            if marker == 0xDA { break }  // image data starts; no frame header came before it
            offset += 2 + length
        }
        throw .unreadable(reason: "the JPEG has no frame header")
    }

    /// SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isFrameHeader(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
    }
}
