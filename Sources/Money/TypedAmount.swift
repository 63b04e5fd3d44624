import Foundation

/// Why an amount typed into a form cannot be a price: the field it was typed in, so a page can mark
/// that input, and a sentence to show beside it.
public struct AmountProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The form field the amount was typed in, e.g. `price` or `discounted_price`.
    public let field: String
    /// What is wrong and how to write it instead, e.g. "USD has at most 2 decimals: 19.99."
    public let sentence: String

    /// A problem with the amount typed in `field`, told by `sentence`.
    public init(field: String, sentence: String) {
        self.field = field
        self.sentence = sentence
    }

    /// The sentence.
    public var description: String { sentence }
}

/// A price as a person types it into a form, read for a given currency, and written back for the
/// form's input.
///
/// An amount is digits with an optional point before the decimals and commas between groups of three
/// digits: "1250", "1,250", "19.99", "12,500.50". Anything a reader could take two ways is refused
/// rather than guessed: "12,50" could be twelve and a half or one thousand two hundred and fifty.
public enum TypedAmount {
    /// The largest amount a price can have, in any currency.
    public static let maxAmount: Double = 1_000_000_000_000

    /// More digits than this do not survive a `Double` exactly.
    private static let maxSignificantDigits = 15

    /// The amount `text` says in `currency`, exact to the currency's minor units (19.99 is the
    /// `Double` closest to 19.99), or the problem with it, naming `field`.
    ///
    /// Spaces around the amount are ignored. Refused: an empty text, letters ("NaN", "12 USD"),
    /// exponents ("1e5"), a sign, a currency sign, other characters, commas anywhere but between
    /// groups of three digits before the point, a comma before two digits at the end ("12,50"), more
    /// decimals than `currency` has, more than 15 significant digits, and more than `maxAmount`.
    public static func parse(_ text: String, in currency: ISOCurrency, field: String) -> Result<Double, AmountProblem> {
        do {
            return .success(try amount(text, in: currency))
        } catch {
            return .failure(AmountProblem(field: field, sentence: error.sentence))
        }
    }

    /// `amount` as a form's input shows it: with exactly `currency`'s minor units when it has a
    /// fractional part ("19.99", "5.50"), as a whole number otherwise ("12000"), never grouped.
    /// Amounts too large for a price (beyond 9×10¹⁵ minor units) and non-finite ones are written as
    /// Swift writes a `Double`.
    public static func text(_ amount: Double, in currency: ISOCurrency) -> String {
        let scale = scale(currency.minorUnits)
        let scaled = (amount * scale).rounded()
        guard scaled.isFinite, scaled.magnitude <= 9e15 else { return String(amount) }
        let units = Int64(scaled)
        let perWhole = UInt64(scale)
        let whole = units.magnitude / perWhole
        let fraction = units.magnitude % perWhole
        let sign = units < 0 ? "-" : ""
        guard fraction > 0 else { return "\(sign)\(whole)" }
        let digits = String(fraction)
        let padding = String(repeating: "0", count: currency.minorUnits - digits.count)
        return "\(sign)\(whole).\(padding)\(digits)"
    }

    private struct Refusal: Error {
        let sentence: String
        init(_ sentence: String) { self.sentence = sentence }
    }

    private static func amount(_ typed: String, in currency: ISOCurrency) throws(Refusal) -> Double {
        let text = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        let code = currency.code
        let minorUnits = currency.minorUnits
        let example = example(minorUnits)
        guard !text.isEmpty else { throw Refusal("The amount is empty: write one, such as \(example).") }
        try refuseCharacters(text, example: example)

        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else {
            throw Refusal("Group thousands with commas, not points, as in 1,250,000: one point starts the decimals.")
        }
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        guard whole.contains(where: \.isNumber) || fraction.contains(where: \.isNumber) else {
            throw Refusal("“\(text)” has no digits: write an amount such as \(example).")
        }
        let misplacedCommas = Refusal(
            "Put commas only between groups of three digits before the point, as in 1,250 or "
                + "\(groupedExample(minorUnits)).")
        guard !fraction.contains(",") else { throw misplacedCommas }

        var wholeDigits = String(whole)
        if whole.contains(",") {
            let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
            let last = groups[groups.count - 1]
            let before = Array(groups.dropLast())
            let beforeIsNumber = before.count == 1 ? !before[0].isEmpty : isGrouped(before)
            // A comma before the last one or two digits is how much of the world writes decimals; taking it
            // for grouping would store 12,50 as 1250.
            if parts.count == 1, beforeIsNumber, last.count == 2 || (last.count == 1 && before.count == 1) {
                let asDecimals = before.joined(separator: ",") + "." + last
                let asWhole = grouped(groups.joined())
                guard minorUnits > 0 else { throw noCents(currency, example: asWhole) }
                let pointFor = "Write \(asDecimals) with a point for the \(minorUnits == 2 ? "cents" : "decimals")"
                if last.count == 1 { throw Refusal("\(pointFor): commas only group thousands, as in 1,250.") }
                throw Refusal("\(pointFor), or \(asWhole) for a whole amount.")
            }
            guard isGrouped(groups) else { throw misplacedCommas }
            wholeDigits = groups.joined()
        }

        guard fraction.count <= minorUnits else {
            if minorUnits == 0 { throw noCents(currency, example: example) }
            throw Refusal("\(code) has at most \(minorUnits) decimals: \(example).")
        }
        let significant = (wholeDigits + fraction).drop { $0 == "0" }.count
        guard significant <= maxSignificantDigits else {
            throw Refusal("An amount has at most \(maxSignificantDigits) digits; this one has \(significant).")
        }
        let padding = String(repeating: "0", count: minorUnits - fraction.count)
        guard let units = Int64(wholeDigits + fraction + padding) else {
            throw Refusal("“\(text)” is not an amount: write one such as \(example).")
        }
        // Whole minor units divided by a power of ten give the Double closest to the decimal written.
        let value = Double(units) / scale(minorUnits)
        guard value <= maxAmount else {
            throw Refusal("An amount is at most 1,000,000,000,000 \(code).")
        }
        return value
    }

    /// Refuses anything but digits, points and commas, saying what the text has instead.
    private static func refuseCharacters(_ text: String, example: String) throws(Refusal) {
        if isExponent(text) {
            throw Refusal("Write the amount in full, such as \(example), not with an exponent as in “\(text)”.")
        }
        if text.contains(where: \.isLetter) {
            throw Refusal("Write the amount in digits only, such as \(example): “\(text)” has letters.")
        }
        if let first = text.first, "-−–".contains(first) {
            throw Refusal("An amount cannot be negative: write it without the minus sign.")
        }
        if text.first == "+" {
            throw Refusal("Write the amount without a plus sign, such as \(example).")
        }
        if text.contains(where: \.isCurrencySymbol) {
            throw Refusal(
                "Write the amount without a currency sign, such as \(example): the currency is chosen on its own.")
        }
        if text.contains(where: \.isWhitespace) {
            throw Refusal("Write the amount without spaces inside it, such as 12500 or 12,500.")
        }
        if let other = text.first(where: { !isDigit($0) && $0 != "." && $0 != "," }) {
            throw Refusal(
                "Write the amount with digits, a point and commas only, such as 12,500: “\(other)” is not one of them."
            )
        }
    }

    /// Whether `text` is a number written with an exponent, such as 1e5 or 2.5E-3.
    private static func isExponent(_ text: String) -> Bool {
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return false }
        let mantissa = text[..<e]
        var exponent = text[text.index(after: e)...]
        if let sign = exponent.first, sign == "+" || sign == "-" { exponent = exponent.dropFirst() }
        return mantissa.contains(where: isDigit) && mantissa.allSatisfy { isDigit($0) || $0 == "." || $0 == "," }
            && !exponent.isEmpty && exponent.allSatisfy(isDigit)
    }

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    /// Whether `groups` (the text between commas) are grouped as in 1,250,000: one to three digits
    /// without a leading zero, then groups of exactly three.
    private static func isGrouped(_ groups: [Substring]) -> Bool {
        guard let first = groups.first, (1...3).contains(first.count), first.first != "0" else { return false }
        return groups.allSatisfy { $0.allSatisfy(isDigit) } && groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    /// `digits` without leading zeros and with a comma between groups of three, as in 1,250.
    private static func grouped(_ digits: String) -> String {
        let trimmed = String(digits.drop { $0 == "0" })
        guard !trimmed.isEmpty else { return "0" }
        var text = ""
        for (index, digit) in trimmed.enumerated() {
            if index > 0, (trimmed.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }

    private static func noCents(_ currency: ISOCurrency, example: String) -> Refusal {
        let unit = wholeUnits[currency.code].map { " of \($0)" } ?? ""
        return Refusal("\(currency.code) has no cents: write a whole number\(unit), such as \(example).")
    }

    /// What a whole number of each currency without minor units is called, in the plural.
    private static let wholeUnits: [String: String] = [
        "BIF": "francs", "CLP": "pesos", "DJF": "francs", "GNF": "francs", "ISK": "krónur", "JPY": "yen",
        "KMF": "francs", "KRW": "won", "PYG": "guaraníes", "RWF": "francs", "UGX": "shillings", "VND": "dong",
        "VUV": "vatu", "XAF": "francs", "XOF": "francs", "XPF": "francs",
    ]

    private static func example(_ minorUnits: Int) -> String {
        minorUnits == 0 ? "12000" : "19." + String(repeating: "9", count: minorUnits)
    }

    private static func groupedExample(_ minorUnits: Int) -> String {
        minorUnits == 0 ? "1,250,000" : "12,500." + "50".padding(toLength: minorUnits, withPad: "0", startingAt: 0)
    }

    private static func scale(_ minorUnits: Int) -> Double {
        (0..<minorUnits).reduce(1.0) { scale, _ in scale * 10 }
    }
}
