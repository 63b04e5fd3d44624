/// Where a JSON text first breaks JSON's grammar (RFC 8259), or holds a number a `Double` cannot,
/// said for a person: Foundation's decoder only says that "the given data was not valid JSON".
package enum JSONSyntax {
    /// What is first wrong with `json`, such as "an unexpected “}” at line 1, column 12"; nil when
    /// it is a JSON text whose numbers all fit a `Double`.
    package static func firstProblem(in json: some Collection<UInt8>) -> String? {
        let bytes = Array(json)
        guard String(validating: bytes, as: UTF8.self) != nil else { return "text that is not UTF-8" }
        var scanner = Scanner(bytes: bytes)
        return scanner.problem()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        private enum Container { case array, object }

        mutating func problem() -> String? {
            // A stack, not recursion: a body may nest arrays a million deep.
            var open: [Container] = []
            var expectingValue = true
            while true {
                skipWhitespace()
                if expectingValue {
                    guard let byte = current else { return endedTooSoon() }
                    switch byte {
                    case UInt8(ascii: "{"):
                        position += 1
                        skipWhitespace()
                        if current == UInt8(ascii: "}") {
                            position += 1
                            expectingValue = false
                        } else {
                            open.append(.object)
                            if let problem = key() { return problem }
                        }
                    case UInt8(ascii: "["):
                        position += 1
                        skipWhitespace()
                        if current == UInt8(ascii: "]") {
                            position += 1
                            expectingValue = false
                        } else {
                            open.append(.array)
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
                        return current == nil ? nil : "more text after the end of the JSON value, \(place)"
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
                    case (UInt8(ascii: "]"), .array), (UInt8(ascii: "}"), .object):
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
        private mutating func key() -> String? {
            guard current == UInt8(ascii: "\"") else { return current == nil ? endedTooSoon() : unexpected() }
            if let problem = string() { return problem }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { return current == nil ? endedTooSoon() : unexpected() }
            position += 1
            return nil
        }

        private mutating func string() -> String? {
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
                        let digits = bytes[min(position + 1, bytes.count)..<min(position + 5, bytes.count)]
                        guard digits.count == 4, digits.allSatisfy(Self.isHexDigit) else {
                            return "an escape that is not \\u and four hexadecimal digits, \(place(of: escape))"
                        }
                        position += 5
                    } else {
                        guard Array("\"\\/bfnrt".utf8).contains(escaped) else {
                            return "an escape JSON does not have, \(place(of: escape))"
                        }
                        position += 1
                    }
                case ..<0x20:
                    return "a control character inside a string (it must be escaped), \(place)"
                default:
                    position += 1
                }
            }
            return endedTooSoon()
        }

        private mutating func number() -> String? {
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
                return "the number \(text.count > 40 ? String(text.prefix(40)) + "…" : text), \(place(of: start)), "
                    + "is too large or too small to be read"
            }
            return nil
        }

        private mutating func digits() -> Int {
            let start = position
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            return position - start
        }

        private mutating func literal() -> String? {
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

        private func endedTooSoon() -> String { "the body ends before its JSON does" }

        private func unexpected() -> String {
            guard let byte = current else { return endedTooSoon() }
            let shown =
                (0x21...0x7E).contains(byte)
                ? "“\(Character(Unicode.Scalar(byte)))”" : byte < 0x80 ? "character \(byte)" : "character"
            return "an unexpected \(shown), \(place)"
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
