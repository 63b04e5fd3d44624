import Money
import Testing

@Suite("TypedAmount: a price typed into a form, read for its currency or refused with a sentence")
struct TypedAmountTests {
    static let usd = ISOCurrency.named("USD")!
    static let krw = ISOCurrency.named("KRW")!
    static let bhd = ISOCurrency.named("BHD")!

    @Test(
        "Given an amount written as people write prices, when parsed, then it is that amount",
        arguments: [
            ("19.99", usd, 19.99), (" 19.99 ", usd, 19.99), ("1250", usd, 1250), ("1,250", usd, 1250),
            ("12,500.50", usd, 12500.5), ("1,234,567.89", usd, 1_234_567.89), ("0.1", usd, 0.1), ("5.", usd, 5),
            ("12000", krw, 12000), ("12,000", krw, 12000), ("1,000,000,000,000", krw, TypedAmount.maxAmount),
            ("19.999", bhd, 19.999), ("12,500", bhd, 12500),
        ])
    func parses(text: String, currency: ISOCurrency, amount: Double) {
        #expect(TypedAmount.parse(text, in: currency, field: "price") == .success(amount))
    }

    @Test("Given every amount of cents below 100 dollars, when parsed, then it is the Double closest to it")
    func exactToCents() {
        for cents in 0..<10_000 {
            let text = "\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
            #expect(TypedAmount.parse(text, in: Self.usd, field: "price") == .success(Double(text)!))
        }
    }

    @Test(
        "Given an amount that cannot be a price, when parsed, then the problem names the field and says why",
        arguments: [
            ("19.99", krw, "KRW has no cents: write a whole number of won, such as 12000."),
            ("19.999", usd, "USD has at most 2 decimals: 19.99."),
            ("1.2345", bhd, "BHD has at most 3 decimals: 19.999."),
            ("12,50", usd, "Write 12.50 with a point for the cents, or 1,250 for a whole amount."),
            ("1,234,56", usd, "Write 1,234.56 with a point for the cents, or 123,456 for a whole amount."),
            ("12,50", krw, "KRW has no cents: write a whole number of won, such as 1,250."),
            (
                "1,25,0", usd,
                "Put commas only between groups of three digits before the point, as in 1,250 or 12,500.50."
            ),
            (
                "1.250.000", krw,
                "Group thousands with commas, not points, as in 1,250,000: one point starts the decimals."
            ),
            ("-5", usd, "An amount cannot be negative: write it without the minus sign."),
            ("abc", usd, "Write the amount in digits only, such as 19.99: “abc” has letters."),
            ("NaN", usd, "Write the amount in digits only, such as 19.99: “NaN” has letters."),
            ("1e5", usd, "Write the amount in full, such as 19.99, not with an exponent as in “1e5”."),
            ("", usd, "The amount is empty: write one, such as 19.99."),
            ("   ", krw, "The amount is empty: write one, such as 12000."),
            ("$12", usd, "Write the amount without a currency sign, such as 19.99: the currency is chosen on its own."),
            ("12 500", usd, "Write the amount without spaces inside it, such as 12500 or 12,500."),
            ("1234567890123456", krw, "An amount has at most 15 digits; this one has 16."),
            ("1000000000001", krw, "An amount is at most 1,000,000,000,000 KRW."),
        ])
    func refuses(text: String, currency: ISOCurrency, sentence: String) {
        let result = TypedAmount.parse(text, in: currency, field: "discounted_price")
        #expect(result == .failure(AmountProblem(field: "discounted_price", sentence: sentence)))
    }

    @Test(
        "Given an amount, when written for a form's input, then it has the currency's decimals or none",
        arguments: [
            (19.99, usd, "19.99"), (5.5, usd, "5.50"), (12000, krw, "12000"), (12000, usd, "12000"),
            (0.05, usd, "0.05"), (1.005, bhd, "1.005"), (1_250_000, usd, "1250000"), (0.1 + 0.2, usd, "0.30"),
        ])
    func writes(amount: Double, currency: ISOCurrency, text: String) {
        #expect(TypedAmount.text(amount, in: currency) == text)
    }
}
