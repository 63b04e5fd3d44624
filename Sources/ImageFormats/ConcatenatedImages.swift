import Foundation

/// The whole images one run of bytes holds, one after another — as an app that appends its photos
/// into one multipart part sends them — so none is dropped unseen.
///
/// An image ends where its format says (a JPEG at the end-of-image marker after its scans, a PNG at
/// its `IEND` chunk). What follows is another photo only when it starts like a JPEG or PNG; other
/// trailing bytes stay with the image, as decoders ignore them. A JPEG that declares the
/// Multi-Picture Format (an `MPF` APP2 segment: the gain map or depth map a phone appends) keeps
/// what follows as its own.
public enum ConcatenatedImages {
    /// The images in `data`, in order: `[data]` when it is one image. At most `maxCount`: the last
    /// then holds everything left, which is enough for a caller to refuse that many.
    ///
    /// - Throws: `ImagingError.unreadable` when bytes after an image start like an image but end
    ///   before it does — a photo cut short, which would otherwise be lost.
    public static func split(_ data: Data, maxCount: Int = .max) throws(ImagingError) -> [Data] {
        let bytes = [UInt8](data)
        var images: [Data] = []
        var start = 0
        while start < bytes.count {
            guard let end = end(of: bytes, from: start) else {
                if images.isEmpty { return [data] }
                throw ImagingError.unreadable(reason: "a second image in the same part is cut short")
            }
            let isMultiPicture = isJPEG(bytes, at: start) && declaresMultiPicture(bytes, from: start)
            let isLast = images.count + 1 >= maxCount
            guard !isMultiPicture, !isLast, end < bytes.count, startsImage(bytes, at: end) else {
                images.append(data.subdata(in: data.startIndex + start..<data.endIndex))
                return images
            }
            images.append(data.subdata(in: data.startIndex + start..<data.startIndex + end))
            start = end
        }
        return images.isEmpty ? [data] : images
    }

    /// Whether the bytes at `offset` begin a JPEG or a PNG.
    private static func startsImage(_ bytes: [UInt8], at offset: Int) -> Bool {
        isJPEG(bytes, at: offset) || isPNG(bytes, at: offset)
    }

    private static func isJPEG(_ bytes: [UInt8], at offset: Int) -> Bool {
        bytes.count >= offset + 3 && bytes[offset] == 0xFF && bytes[offset + 1] == 0xD8 && bytes[offset + 2] == 0xFF
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func isPNG(_ bytes: [UInt8], at offset: Int) -> Bool {
        bytes.count >= offset + 8 && bytes[offset..<offset + 8].elementsEqual(pngSignature)
    }

    /// Where the image starting at `start` ends (the offset after its last byte), or `nil` when it
    /// does not end within the bytes.
    private static func end(of bytes: [UInt8], from start: Int) -> Int? {
        if isJPEG(bytes, at: start) { return jpegEnd(bytes, from: start) }
        if isPNG(bytes, at: start) { return pngEnd(bytes, from: start) }
        return nil
    }

    /// After the JPEG's end-of-image marker: segments are walked by their lengths, and entropy-coded
    /// data after a start-of-scan up to the next marker that is not a stuffed byte or a restart.
    private static func jpegEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var offset = start + 2
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            switch marker {
            case 0xFF:
                offset += 1  // fill byte
            case 0xD9:
                return offset + 2
            case 0x01, 0xD0...0xD7:
                offset += 2
            default:
                guard offset + 3 < bytes.count else { return nil }
                let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                guard length >= 2 else { return nil }
                offset += 2 + length
                if marker == 0xDA { offset = entropyDataEnd(bytes, from: offset) }
            }
        }
        return nil
    }

    /// The offset of the first marker after entropy-coded data starting at `offset`.
    private static func entropyDataEnd(_ bytes: [UInt8], from offset: Int) -> Int {
        var index = offset
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                if next != 0x00, !(0xD0...0xD7).contains(next), next != 0xFF { return index }
            }
            index += 1
        }
        return bytes.count
    }

    /// After the PNG's `IEND` chunk.
    private static func pngEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var offset = start + 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = bytes[offset + 4..<offset + 8]
            let next = offset + 12 + length
            guard length >= 0, next <= bytes.count else { return nil }
            if type.elementsEqual("IEND".utf8) { return next }
            offset = next
        }
        return nil
    }

    /// Whether the JPEG at `start` has an APP2 segment beginning `MPF\0`, before its first scan.
    private static func declaresMultiPicture(_ bytes: [UInt8], from start: Int) -> Bool {
        var offset = start + 2
        while offset + 3 < bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xDA || marker == 0xD9 { return false }
            if marker == 0xFF || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                offset += marker == 0xFF ? 1 : 2
                continue
            }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if marker == 0xE2, offset + 8 <= bytes.count,
                bytes[offset + 4..<offset + 8].elementsEqual([0x4D, 0x50, 0x46, 0x00])
            {
                return true
            }
            guard length >= 2 else { return false }
            offset += 2 + length
        }
        return false
    }
}
