import Foundation
import TestSupport

/// Turns valid inputs into nearly valid ones, the way a fuzzer does: flipped bits, bytes that
/// parsers treat specially, numbers written over length fields, cut, repeated and spliced ranges.
struct Mutator {
    var random: SeededGenerator

    /// Bytes parsers often treat specially.
    private static let interesting: [UInt8] = [0x00, 0x01, 0x0A, 0x0D, 0x20, 0x22, 0x2D, 0x3B, 0x7F, 0x80, 0xFE, 0xFF]
    /// Numbers that sit on the edges of lengths and sizes.
    private static let interestingNumbers: [UInt32] = [
        0, 1, 2, 0x7F, 0x80, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFF, 0x1_0000,
        0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF,
    ]

    /// One to four mutations of `input`; `other` may be spliced in.
    mutating func mutate(_ input: [UInt8], other: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...Int.random(in: 0...3, using: &random) {
            bytes = mutateOnce(bytes, other: other)
        }
        return bytes
    }

    private mutating func mutateOnce(_ input: [UInt8], other: [UInt8]) -> [UInt8] {
        var bytes = input
        guard !bytes.isEmpty else { return [UInt8.random(in: 0...255, using: &random)] }
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &random)
        case 1:
            bytes[position] = Self.interesting.randomElement(using: &random)!
        case 2:
            bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 3:
            let count = Int.random(in: 1...16, using: &random)
            bytes.insert(contentsOf: (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }, at: position)
        case 4:
            let end = min(bytes.count, position + Int.random(in: 1...64, using: &random))
            bytes.removeSubrange(position..<end)
        case 5:
            let end = min(bytes.count, position + Int.random(in: 1...64, using: &random))
            bytes.insert(contentsOf: bytes[position..<end], at: end)
        case 6:
            bytes = Array(bytes.prefix(position))
        case 7:
            let number = Self.interestingNumbers.randomElement(using: &random)!
            let wide = Bool.random(using: &random)
            let written: [UInt8] =
                wide
                ? [UInt8(number >> 24), UInt8(number >> 16 & 0xFF), UInt8(number >> 8 & 0xFF), UInt8(number & 0xFF)]
                : [UInt8(number >> 8 & 0xFF), UInt8(number & 0xFF)]
            for (offset, byte) in written.enumerated() where position + offset < bytes.count {
                bytes[position + offset] = byte
            }
        default:
            guard !other.isEmpty else { break }
            let start = Int.random(in: 0..<other.count, using: &random)
            let end = min(other.count, start + Int.random(in: 1...256, using: &random))
            bytes.replaceSubrange(position..<min(bytes.count, position + (end - start)), with: other[start..<end])
        }
        return bytes
    }
}
