import Foundation

/// How the market's pages write prices, stock and dates.
enum MarketText {
    /// `1200000` in `KRW` as "KRW 1,200,000".
    static func price(_ amount: Int, _ currency: String) -> String {
        "\(currency) \(grouped(Int64(amount)))"
    }

    /// "12 in stock", or "Sold out".
    static func stock(_ stock: Int64) -> String {
        stock == 0 ? "Sold out" : "\(grouped(stock)) in stock"
    }

    /// "24 Nov 2026" for seconds since 1970.
    static func date(_ seconds: Double) -> String {
        Date(timeIntervalSince1970: seconds).formatted(
            Date.FormatStyle(
                date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_GB"),
                timeZone: TimeZone(identifier: "UTC")!))
    }

    /// A whole number with thousands separated by commas.
    static func grouped(_ value: Int64) -> String {
        value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    }
}
