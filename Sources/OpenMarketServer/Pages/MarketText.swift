import Foundation
import ServerSupport
import WebPages

/// How the market's pages write prices, stock and dates.
enum MarketText {
    /// `1200000` in `KRW` as "KRW 1,200,000"; `2.5` in `USD` as "USD 2.50".
    static func price(_ amount: Double, _ currency: String) -> String {
        let whole = amount.rounded(.down)
        let grouped = PageText.grouped(Int64(whole))
        guard amount != whole else { return "\(currency) \(grouped)" }
        return "\(currency) \(grouped).\(String(format: "%02d", Int(((amount - whole) * 100).rounded())))"
    }

    /// "12 in stock", or "Sold out".
    static func stock(_ stock: Int64) -> String {
        stock == 0 ? "Sold out" : "\(PageText.grouped(stock)) in stock"
    }

    /// "24 Nov 2026" for seconds since 1970.
    static func date(_ seconds: Double) -> String {
        PageText.date(Date(timeIntervalSince1970: seconds))
    }
}
