/// Where a JSON text first breaks JSON's grammar (RFC 8259) or what Foundation's decoder also
/// refuses (a number a `Double` cannot hold, half a surrogate pair, nesting deeper than 512), said for
/// a person: the decoder itself only says that "the given data was not valid JSON".
package enum JSONSyntax {
    /// How deep Foundation's decoder lets arrays and objects nest.
    package static let maxDepth = 512

    /// A sentence about `subject` ("The request body") saying what is first wrong with `json`, such as
    /// "The request body is not valid JSON: an unexpected “}”, at line 1, column 12."; nil when there
    /// is nothing this knows of.
    package static func firstProblem(in json: some Collection<UInt8>, subject: String) -> String? {
        let bytes = Array(json)
        guard String(validating: bytes, as: UTF8.self) != nil else { return "\(subject) is not UTF-8 text." }
        var scanner = Scanner(bytes: bytes)
        switch scanner.problem() {
        case nil: return nil
        case .invalid(let detail): return "\(subject) is not valid JSON: \(detail)."
        case .numberOutOfRange(let number, let place):
            return "\(subject) holds the number \(number) (\(place)), too large or too small to be read."
        case .tooDeep(let place):
            return "\(subject) nests arrays and objects more than \(maxDepth) deep (\(place))."
        }
    }

    private enum Problem {
        case invalid(String)
        case numberOutOfRange(String, place: String)
        case tooDeep(place: String)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        private enum Container {
            case array, object

            var closing: UInt8 { self == .array ? UInt8(ascii: "]") : UInt8(ascii: "}") }
        }

        mutating func problem() -> Problem? {
            // A stack, not recursion: a body may nest arrays a million deep.
            var open: [Container] = []
            var expectingValue = true
            while true {
                skipWhitespace()
                if expectingValue {
                    guard let byte = current else { return endedTooSoon() }
                    switch byte {
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        guard open.count < JSONSyntax.maxDepth else { return .tooDeep(place: place) }
                        let container: Container = byte == UInt8(ascii: "{") ? .object : .array
                        position += 1
                        skipWhitespace()
                        if current == container.closing {
                            position += 1
                            expectingValue = false
                        } else {
                            open.append(container)
                            if container == .object, let problem = key() { return problem }
                        }
                    case UInt8(ascii: "\""):
                        if let problem = string() { return problem }
                        expectingValue = false
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        if let problem = number() { return problem }
                        expectingValue = false
                    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                        if let problem = literal() { return problem }
                        expectingValue = false
                    default:
                        return unexpected()
                    }
                } else {
                    guard let container = open.last else {
                        return current == nil ? nil : .invalid("more text after the end of the JSON value, \(place)")
                    }
                    guard let byte = current else { return endedTooSoon() }
                    switch (byte, container) {
                    case (UInt8(ascii: ","), .array):
                        position += 1
                        expectingValue = true
                    case (UInt8(ascii: ","), .object):
                        position += 1
                        skipWhitespace()
                        if let problem = key() { return problem }
                        expectingValue = true
                    case (container.closing, _):
                        position += 1
                        open.removeLast()
                    default:
                        return unexpected()
                    }
                }
            }
        }

        private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        /// A member's name and its colon.
        private mutating func key() -> Problem? {
            guard current == UInt8(ascii: "\"") else { return current == nil ? endedTooSoon() : unexpected() }
            if let problem = string() { return problem }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { return current == nil ? endedTooSoon() : unexpected() }
            position += 1
            return nil
        }

        private mutating func string() -> Problem? {
            position += 1
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    return nil
                case UInt8(ascii: "\\"):
                    let escape = position
                    position += 1
                    guard let escaped = current else { return endedTooSoon() }
                    if escaped == UInt8(ascii: "u") {
                        guard let unit = hexEscape(at: escape) else {
                            return .invalid(
                                "an escape that is not \\u and four hexadecimal digits, \(place(of: escape))")
                        }
                        position = escape + 6
                        // Half of a surrogate pair stands only before its other half.
                        if (0xD800...0xDBFF).contains(unit), let low = hexEscape(at: position),
                            (0xDC00...0xDFFF).contains(low)
                        {
                            position += 6
                        } else if (0xD800...0xDFFF).contains(unit) {
                            return .invalid("half of a surrogate pair without its other half, \(place(of: escape))")
                        }
                    } else {
                        guard Array("\"\\/bfnrt".utf8).contains(escaped) else {
                            return .invalid("an escape JSON does not have, \(place(of: escape))")
                        }
                        position += 1
                    }
                case ..<0x20:
                    return .invalid("a control character inside a string (it must be escaped), \(place)")
                default:
                    position += 1
                }
            }
            return endedTooSoon()
        }

        private mutating func number() -> Problem? {
            let start = position
            if current == UInt8(ascii: "-") { position += 1 }
            if current == UInt8(ascii: "0") {
                position += 1
            } else {
                guard digits() > 0 else { return unexpected() }
            }
            let mantissaEnd: Int
            if current == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { return current == nil ? endedTooSoon() : unexpected() }
            }
            mantissaEnd = position
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard digits() > 0 else { return current == nil ? endedTooSoon() : unexpected() }
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            let number = Double(text) ?? .infinity
            let underflows =
                number == 0
                && bytes[start..<mantissaEnd].contains { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) }
            guard number.isFinite, !underflows else {
                return .numberOutOfRange(
                    text.count > 40 ? String(text.prefix(40)) + "…" : text, place: place(of: start))
            }
            return nil
        }

        private mutating func digits() -> Int {
            let start = position
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            return position - start
        }

        private mutating func literal() -> Problem? {
            for word in ["true", "false", "null"] where bytes[position...].starts(with: word.utf8) {
                position += word.utf8.count
                return nil
            }
            return unexpected()
        }

        private mutating func skipWhitespace() {
            while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { position += 1 }
        }

        private static func isHexDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }

        /// The code unit of `\uXXXX` starting at `offset`; nil when there is none there.
        private func hexEscape(at offset: Int) -> Int? {
            guard offset + 6 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
            else { return nil }
            let digits = bytes[offset + 2..<offset + 6]
            guard digits.allSatisfy(Self.isHexDigit) else { return nil }
            return Int(String(decoding: digits, as: UTF8.self), radix: 16)
        }

        private func endedTooSoon() -> Problem { .invalid("it ends too soon") }

        private func unexpected() -> Problem {
            guard let byte = current else { return endedTooSoon() }
            var rest = bytes[position...].makeIterator()
            var decoder = UTF8()
            let shown: String =
                switch decoder.decode(&rest) {
                case .scalarValue(let scalar) where scalar.properties.generalCategory == .control:
                    "control character U+\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4))"
                case .scalarValue(let scalar): "“\(Character(scalar))”"
                default: "byte"
                }
            return .invalid("an unexpected \(shown), \(place)")
        }

        private var place: String { place(of: position) }

        /// "at line 2, column 7", counting characters, not bytes.
        private func place(of offset: Int) -> String {
            let before = bytes[..<offset]
            let line = before.count { $0 == 0x0A } + 1
            let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
            return "at line \(line), column \(column)"
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
