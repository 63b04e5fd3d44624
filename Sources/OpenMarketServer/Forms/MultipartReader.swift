import NIOCore

/// Reads a `multipart/form-data` body (RFC 2046, RFC 7578) into its parts: each part's headers and
/// the bytes of its body, sliced from the request's buffer without a copy. Ours, rather than a
/// library's, because the one we used crashed the process on a header name holding a byte over
/// 0x7F — found by `ParserFuzzTests` — and a server must refuse such a body, not die of it.
///
/// What clients send is taken as they send it: a preamble before the first delimiter, spaces after
/// a delimiter, a closing delimiter with or without its line break, spaces around header values.
struct MultipartReader {
    /// One part: its headers (names as sent) and its body.
    struct Part {
        let headers: [(name: String, value: String)]
        let body: ByteBuffer
    }

    /// Why a body could not be read, as the end of a sentence.
    struct Malformed: Error, Equatable {
        let reason: String
    }

    /// The most header lines one part may have.
    static let maxHeadersPerPart = 16
    /// The most bytes one header line may have.
    static let maxHeaderLineBytes = 8 * 1024

    private let boundary: [UInt8]

    /// A reader for parts separated by `boundary` (1 to 200 bytes of it).
    init(boundary: String) throws(Malformed) {
        self.boundary = Array(boundary.utf8)
        guard (1...200).contains(self.boundary.count) else {
            throw Malformed(reason: "its boundary must be 1 to 200 characters long")
        }
    }

    /// The parts of `body`, at most `maxParts` of them (more are counted, not kept), and how many
    /// there were.
    func parts(of body: ByteBuffer, maxParts: Int) throws(Malformed) -> (parts: [Part], count: Int) {
        let result = body.withUnsafeReadableBytes { bytes in
            Result { () throws(Malformed) in try read(bytes, of: body, maxParts: maxParts) }
        }
        return try result.get()
    }

    private func read(_ bytes: UnsafeRawBufferPointer, of body: ByteBuffer, maxParts: Int) throws(Malformed) -> (
        parts: [Part], count: Int
    ) {
        let delimiter = Array("--".utf8) + boundary
        let nextDelimiter = [0x0D, 0x0A] + delimiter
        // The first delimiter starts the body or a line; what comes before it is a preamble.
        var position: Int
        if Self.matches(delimiter, in: bytes, at: 0) {
            position = delimiter.count
        } else if let found = Self.find(nextDelimiter, in: bytes, from: 0) {
            position = found + nextDelimiter.count
        } else {
            throw Malformed(reason: "it does not contain its boundary")
        }
        var parts: [Part] = []
        var count = 0
        while true {
            // After a delimiter: "--" closes the body; otherwise spaces, then a line break.
            if Self.matches([0x2D, 0x2D], in: bytes, at: position) { return (parts, count) }
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
            guard Self.matches([0x0D, 0x0A], in: bytes, at: position) else {
                throw Malformed(reason: "a boundary is not followed by a line break")
            }
            position += 2
            let headers = try readHeaders(bytes, from: &position)
            guard let end = Self.find(nextDelimiter, in: bytes, from: position) else {
                throw Malformed(reason: "a part is not closed by the boundary")
            }
            count += 1
            if parts.count < maxParts {
                let slice = body.getSlice(at: body.readerIndex + position, length: end - position) ?? ByteBuffer()
                parts.append(Part(headers: headers, body: slice))
            }
            position = end + nextDelimiter.count
        }
    }

    /// The header lines from `position` up to and past the empty line that ends them.
    private func readHeaders(_ bytes: UnsafeRawBufferPointer, from position: inout Int) throws(Malformed) -> [(
        name: String, value: String
    )] {
        var headers: [(name: String, value: String)] = []
        while true {
            guard let lineEnd = Self.find([0x0D, 0x0A], in: bytes, from: position) else {
                throw Malformed(reason: "a part's headers do not end")
            }
            let line = bytes[position..<lineEnd]
            position = lineEnd + 2
            if line.isEmpty { return headers }
            guard line.count <= Self.maxHeaderLineBytes, headers.count < Self.maxHeadersPerPart else {
                throw Malformed(reason: "a part's headers are too large")
            }
            guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex,
                line[line.startIndex..<colon].allSatisfy(Self.isTokenByte)
            else {
                throw Malformed(reason: "a part has a header that is not “Name: value”")
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self)
            headers.append((name, value.trimmingSpacesAndTabs()))
        }
    }

    /// Whether `byte` may be in a header name: an RFC 9110 token character.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// Whether `needle` is in `bytes` at `position`.
    private static func matches(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer, at position: Int) -> Bool {
        guard position >= 0, position + needle.count <= bytes.count else { return false }
        return needle.indices.allSatisfy { bytes[position + $0] == needle[$0] }
    }

    /// Where `needle` first occurs in `bytes` at or after `start`.
    static func find(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let first = needle.first, start >= 0, start <= bytes.count - needle.count else { return nil }
        let last = bytes.count - needle.count
        var index = start
        while index <= last {
            guard let candidate = bytes[index...last].firstIndex(of: first) else { return nil }
            if matches(needle, in: bytes, at: candidate) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    fileprivate func trimmingSpacesAndTabs() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
