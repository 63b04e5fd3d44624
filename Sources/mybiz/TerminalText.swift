/// Text laid out for a terminal, where East Asian wide characters and emoji take two columns.
enum TerminalText {
    /// How many terminal columns `text` takes.
    static func width(of text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` padded with spaces to `columns`, aligned left or right. Text aligned left (a title)
    /// is cut with “…” to fit; text aligned right (a number) is never cut, so no digit is hidden.
    static func fit(_ text: String, to columns: Int, alignRight: Bool = false) -> String {
        var text = text
        if !alignRight, width(of: text) > columns {
            var cut = ""
            for character in text where width(of: cut) + width(of: String(character)) <= columns - 1 {
                cut.append(character)
            }
            text = cut + "…"
        }
        let padding = String(repeating: " ", count: max(0, columns - width(of: text)))
        return alignRight ? padding + text : text + padding
    }

    /// `number` with thousands separators: 1,000,000.
    static func grouped(_ number: some BinaryInteger) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// A byte count a person reads at a glance: 870 bytes, 12 KB, 4.2 MB.
    static func bytes(_ count: Int) -> String {
        switch count {
        case ..<1000: "\(count) bytes"
        case ..<1_000_000: "\(count / 1000) KB"
        default: "\((Double(count) / 1_000_000 * 10).rounded() / 10) MB"
        }
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            2
        default: 1
        }
    }
}
