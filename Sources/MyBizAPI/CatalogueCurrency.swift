import Foundation
import Money

/// The currency of the company's catalogue — its prices, its orders' amounts and their limit — and
/// how an amount in it is written, the same on every machine: "$1,249.00", "€1,249.00", "₩12,000".
/// The server is set up with one (`mybiz serve --currency`) and names it on every product.
public struct CatalogueCurrency: Hashable, Sendable {
    /// Its ISO 4217 code, e.g. USD.
    public let code: String

    /// The currency with ISO 4217 code `code` (any case), or `nil` for a code that names no currency
    /// in use (`ISOCurrency`, the list the market keeps too).
    public init?(code: String) {
        guard let currency = ISOCurrency.named(code) else { return nil }
        self.init(currency)
    }

    /// The United States dollar, the catalogue's currency unless the server is set up with another.
    public static let usDollar = CatalogueCurrency(code: "USD")!

    private init(_ currency: ISOCurrency) {
        code = currency.code
        iso = currency
    }

    private let iso: ISOCurrency

    /// How many decimals its amounts have (ISO 4217's minor unit): USD 2, KRW 0.
    public var minorUnits: Int { iso.minorUnits }

    /// `amount` in this currency, with its symbol and its decimals: "$1,249.00", "₩12,000".
    public func text(_ amount: Double) -> String {
        amount.formatted(
            .currency(code: code).locale(Self.writing).precision(.fractionLength(minorUnits)))
    }

    /// The amount `typed` into a form's `field` says in this currency, read by the one rule every form
    /// keeps (`TypedAmount`): "1,250" and "19.99" are amounts, an ambiguous "12,50" is refused with a
    /// sentence, as are more decimals than the currency has.
    public func amount(typed: String, field: String) -> Result<Double, AmountProblem> {
        TypedAmount.parse(typed, in: iso, field: field)
    }

    /// `amount` as a form's input shows it, never grouped: "19.99", "12000".
    public func inputText(_ amount: Double) -> String {
        TypedAmount.text(amount, in: iso)
    }

    /// `amount` in the currency with code `code` — the one a product names — or, when there is no
    /// known code (a server from before currencies), as a plain amount with two decimals.
    public static func text(_ amount: Double, code: String?) -> String {
        if let code, let currency = CatalogueCurrency(code: code) { return currency.text(amount) }
        return plainText(amount)
    }

    /// `amount` with two decimals and grouped thousands, "1,249.00": an amount whose currency is unknown.
    public static func plainText(_ amount: Double) -> String {
        amount.formatted(.number.precision(.fractionLength(2)).locale(writing).grouping(.automatic))
    }

    /// Amounts are written the same way wherever the server or the terminal runs.
    private static let writing = Locale(identifier: "en_US")
}
