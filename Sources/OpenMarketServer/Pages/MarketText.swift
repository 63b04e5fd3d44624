import Foundation
import Money
import OpenMarketAPI
import WebPages

/// How the market's pages write prices, discounts, stock and dates, for the reader's locale.
enum MarketText {
    /// `2190000` `KRW` as "₩2,190,000" and `499` `USD` as "$499.00" (for `en_US`); a currency that
    /// is not an ISO 4217 code keeps its name after the amount ("5 XYZ"). An amount with cents keeps
    /// them, as many as the currency has (two where it has none: an app's price may have them).
    static func price(_ amount: Double, _ currency: String, locale: Locale) -> String {
        let hasCents = amount != amount.rounded(.down)
        guard let iso = ISOCurrency.named(currency), iso.code == currency else {
            let number = amount.formatted(
                .number.locale(locale).precision(.fractionLength(hasCents ? 2 : 0)))
            return "\(number) \(currency)"
        }
        let style = Decimal.FormatStyle.Currency(code: currency, locale: locale)
        let decimal = Decimal(string: String(amount)) ?? Decimal(amount)
        let digits = max(iso.minorUnits, 2)
        return hasCents
            ? decimal.formatted(style.precision(.fractionLength(digits...digits))) : decimal.formatted(style)
    }

    /// "−25%" for what a buyer saves, rounded to a whole percent; `nil` when nothing is saved.
    static func discount(price: Double, discounted: Double?) -> String? {
        guard let discounted, price > 0, discounted < price else { return nil }
        let percent = Int(((price - discounted) / price * 100).rounded())
        return percent >= 1 ? "−\(percent)%" : nil
    }

    /// "Sold out" at 0, "Only 3 left" at 5 or fewer, else nothing: the stock worth a badge.
    static func stockBadge(_ stock: Int64) -> String? {
        switch stock {
        case 0: "Sold out"
        case 1...fewLeft: "Only \(stock) left"
        default: nil
        }
    }

    /// The stock at which "Only N left" is shown.
    static let fewLeft: Int64 = 5

    /// "12 in stock", or "Sold out".
    static func stock(_ stock: Int64) -> String {
        stock == 0 ? "Sold out" : "\(PageText.grouped(stock)) in stock"
    }

    /// "3 days ago", "yesterday", "2 months ago" for seconds since 1970, as of `now`: in English,
    /// as the sentence around it is. The largest whole unit that fits, as people say it.
    static func relative(_ seconds: Double, now: Date) -> String {
        let elapsed = max(0, now.timeIntervalSince1970 - seconds)
        let minute = 60.0
        let hour = 60 * minute
        let day = 24 * hour
        func count(_ value: Double, _ unit: String) -> String {
            let whole = Int(value)
            return "\(whole) \(unit)\(whole == 1 ? "" : "s") ago"
        }
        switch elapsed {
        case ..<minute: return "just now"
        case ..<hour: return count(elapsed / minute, "minute")
        case ..<day: return count(elapsed / hour, "hour")
        case ..<(2 * day): return "yesterday"
        case ..<(7 * day): return count(elapsed / day, "day")
        case ..<(14 * day): return "last week"
        case ..<(30 * day): return count(elapsed / (7 * day), "week")
        case ..<(60 * day): return "last month"
        case ..<(365 * day): return count(elapsed / (30 * day), "month")
        case ..<(730 * day): return "last year"
        default: return count(elapsed / (365 * day), "year")
        }
    }

    /// "23 November 2026 at 15:01 UTC", the exact moment behind a relative date.
    static func exact(_ seconds: Double, locale: Locale) -> String {
        let style = Date.FormatStyle(date: .long, time: .shortened, locale: locale, timeZone: .gmt)
        return Date(timeIntervalSince1970: seconds).formatted(style) + " UTC"
    }

    /// The ISO 8601 moment, for `<time datetime>`.
    static func machine(_ seconds: Double) -> String {
        Date(timeIntervalSince1970: seconds).formatted(.iso8601)
    }
}
