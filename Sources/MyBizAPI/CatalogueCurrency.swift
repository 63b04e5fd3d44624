import Foundation

/// The currency of the company's catalogue — its prices, its orders' amounts and their limit — and
/// how an amount in it is written, the same on every machine: "$1,249.00", "€1,249.00", "₩12,000".
/// The server is set up with one (`mybiz serve --currency`) and names it on every product.
public struct CatalogueCurrency: Hashable, Sendable {
    /// Its ISO 4217 code, e.g. USD.
    public let code: String

    /// The currency with ISO 4217 code `code` (any case), or `nil` for a code that names none.
    public init?(code: String) {
        let code = code.uppercased()
        guard Self.codes.contains(code) else { return nil }
        self.code = code
    }

    /// The United States dollar, the catalogue's currency unless the server is set up with another.
    public static let usDollar = CatalogueCurrency(checkedCode: "USD")

    private init(checkedCode: String) { code = checkedCode }

    private static let codes = Set(Locale.commonISOCurrencyCodes)

    /// `amount` in this currency, with its symbol and its usual decimals.
    public func text(_ amount: Double) -> String {
        amount.formatted(.currency(code: code).locale(Self.writing))
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
