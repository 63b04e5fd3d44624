import Foundation
import NIOCore
import ServerSecurity

/// Writes one flat JSON object straight into a buffer, byte for byte as `JSONAnswer`'s encoder
/// writes it (slashes unescaped, control characters as Foundation escapes them, whole numbers without
/// `.0`), for the hottest answers, where Foundation's `JSONEncoder` went through Codable's generic
/// containers for every field. The caller gives the keys in sorted order, as the encoder sorts them.
package struct JSONObjectWriter {
    private var buffer: ByteBuffer
    private var empty = true

    /// Starts an object in a buffer of `capacity` bytes.
    package init(capacity: Int = 256) {
        buffer = ByteBufferAllocator().buffer(capacity: capacity)
        buffer.writeInteger(UInt8(ascii: "{"))
    }

    /// A text field; `null` when `value` is nil.
    package mutating func field(_ key: StaticString, _ value: String?) {
        write(key)
        if let value { writeString(value) } else { buffer.writeStaticString("null") }
    }

    /// A number field, written as Foundation writes a `Double`; `null` when `value` is nil. A value
    /// that is not finite has no JSON form: `null` too (the API's rules never store one).
    package mutating func field(_ key: StaticString, _ value: Double?) {
        write(key)
        guard let value, value.isFinite else {
            buffer.writeStaticString("null")
            return
        }
        let text = value.description
        buffer.writeString(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    /// A UUID field, written as `uuidString` writes it.
    package mutating func field(_ key: StaticString, _ value: UUID) {
        field(key, value.uppercaseText)
    }

    /// The object, closed.
    package mutating func finish() -> ByteBuffer {
        buffer.writeInteger(UInt8(ascii: "}"))
        return buffer
    }

    private mutating func write(_ key: StaticString) {
        if !empty { buffer.writeInteger(UInt8(ascii: ",")) }
        empty = false
        buffer.writeInteger(UInt8(ascii: "\""))
        buffer.writeStaticString(key)
        buffer.writeStaticString("\":")
    }

    private mutating func writeString(_ value: String) {
        buffer.writeInteger(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var plain = 0
            for (index, byte) in bytes.enumerated()
            where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                buffer.writeBytes(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[plain..<index]))
                writeEscape(byte)
                plain = index + 1
            }
            buffer.writeBytes(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[plain...]))
        }
        buffer.writeInteger(UInt8(ascii: "\""))
    }

    private mutating func writeEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): buffer.writeStaticString("\\\"")
        case UInt8(ascii: "\\"): buffer.writeStaticString("\\\\")
        case 0x08: buffer.writeStaticString("\\b")
        case 0x0C: buffer.writeStaticString("\\f")
        case UInt8(ascii: "\n"): buffer.writeStaticString("\\n")
        case UInt8(ascii: "\r"): buffer.writeStaticString("\\r")
        case UInt8(ascii: "\t"): buffer.writeStaticString("\\t")
        default:
            let digits: StaticString = "0123456789abcdef"
            buffer.writeStaticString("\\u00")
            buffer.writeInteger(digits.utf8Start[Int(byte >> 4)])
            buffer.writeInteger(digits.utf8Start[Int(byte & 0x0F)])
        }
    }
}
