import Foundation
import Testing

@testable import OpenMarketServer

@Suite("MarketText: prices, discounts, stock and dates as the market's pages write them")
struct MarketTextTests {
    static let english = Locale(identifier: "en_US")

    @Test(
        "Given an amount and a currency, then it is written for the reader's locale, cents kept",
        arguments: [
            (2_190_000.0, "KRW", "en_US", "₩2,190,000"), (499.0, "USD", "en_US", "$499.00"),
            (12.5, "KRW", "en_US", "₩12.50"), (2_190_000.0, "KRW", "ko_KR", "₩2,190,000"),
            (499.0, "USD", "de_DE", "499,00\u{A0}$"), (5.0, "XYZ", "en_US", "5 XYZ"),
            (1234.5, "points", "en_US", "1,234.50 points"),
        ] as [(Double, String, String, String)])
    func price(amount: Double, currency: String, locale: String, text: String) {
        #expect(MarketText.price(amount, currency, locale: Locale(identifier: locale)) == text)
    }

    @Test("Given a discount, then the share off is a whole percent; none when nothing is saved")
    func discount() {
        #expect(MarketText.discount(price: 12_000, discounted: 9_900) == "−18%")
        #expect(MarketText.discount(price: 100, discounted: 100) == nil)
        #expect(MarketText.discount(price: 100, discounted: nil) == nil)
        #expect(MarketText.discount(price: 100_000, discounted: 99_900) == nil)
    }

    @Test("Given a stock, then a badge says sold out or only a few left")
    func stock() {
        #expect(MarketText.stockBadge(0) == "Sold out")
        #expect(MarketText.stockBadge(1) == "Only 1 left")
        #expect(MarketText.stockBadge(5) == "Only 5 left")
        #expect(MarketText.stockBadge(6) == nil)
    }

    @Test(
        "Given a time before now, then it is said as people say it",
        arguments: [
            (10.0, "just now"), (120, "2 minutes ago"), (3600, "1 hour ago"), (30 * 3600, "yesterday"),
            (3 * 86400 + 100, "3 days ago"), (9 * 86400, "last week"), (20 * 86400, "2 weeks ago"),
            (45 * 86400, "last month"), (100 * 86400, "3 months ago"), (400 * 86400, "last year"),
            (3 * 366 * 86400, "3 years ago"), (-50, "just now"),
        ] as [(Double, String)])
    func relative(before: Double, text: String) {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(MarketText.relative(now.timeIntervalSince1970 - before, now: now) == text)
    }
}
