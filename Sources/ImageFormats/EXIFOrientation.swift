/// The orientation tag (0x0112) of an EXIF block: how a camera's pixels must be turned to stand
/// upright. Re-encoding drops EXIF, so the turn is applied to the pixels instead.
enum EXIFOrientation {
    /// The orientation in an APP1 segment's payload (`Exif\0\0` then a TIFF header), if it has one.
    static func read(_ segment: ArraySlice<UInt8>) -> Int? {
        let bytes = Array(segment)
        guard bytes.count >= 14, bytes[0..<6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        let tiff = 6
        let littleEndian: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func integer(at position: Int, size: Int) -> Int? {
            guard position >= 0, position + size <= bytes.count else { return nil }
            let field = bytes[position..<(position + size)]
            return (littleEndian ? field.reversed() : Array(field)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let firstIFD = integer(at: tiff + 4, size: 4), let count = integer(at: tiff + firstIFD, size: 2)
        else { return nil }
        for index in 0..<count {
            let entry = tiff + firstIFD + 2 + index * 12
            guard let tag = integer(at: entry, size: 2) else { return nil }
            if tag == 0x0112, let value = integer(at: entry + 8, size: 2), (1...8).contains(value) {
                return value
            }
        }
        return nil
    }
}
