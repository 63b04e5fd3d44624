import Money
import Testing

@Suite("ISOCurrency: the currencies a price can be in, as ISO 4217 lists them")
struct ISOCurrencyTests {
    @Test(
        "Given a code typed in any case or with spaces, when named, then it is that currency",
        arguments: [("usd", "USD"), ("USD", "USD"), (" krw ", "KRW"), ("Eur", "EUR"), ("xof", "XOF")])
    func namesByCode(text: String, code: String) {
        #expect(ISOCurrency.named(text)?.code == code)
    }

    @Test(
        "Given text that is no active currency's code, when named, then there is none",
        arguments: [
            "Won", "dollar", "", "US", "USDX", "XAU", "XAG", "XPT", "XPD", "XTS", "XXX", "XDR", "BOV", "CLF", "USN",
            "ANG",
        ])
    func refusesOtherText(text: String) {
        #expect(ISOCurrency.named(text) == nil)
    }

    @Test(
        "Given a currency, when its minor units are read, then they are ISO 4217's, not Foundation's",
        arguments: [
            ("KRW", 0), ("JPY", 0), ("CLP", 0), ("ISK", 0), ("VND", 0), ("XAF", 0), ("USD", 2), ("EUR", 2),
            ("GBP", 2), ("CNY", 2), ("BHD", 3), ("KWD", 3), ("IQD", 3),
        ])
    func minorUnits(code: String, minorUnits: Int) {
        #expect(ISOCurrency.named(code)?.minorUnits == minorUnits)
    }

    @Test("Given USD and KRW, when their names are read, then they are the English ones")
    func names() {
        #expect(ISOCurrency.named("USD")?.name == "US Dollar")
        #expect(ISOCurrency.named("KRW")?.name == "South Korean Won")
    }

    @Test("Given every currency, then each code is three capital letters, once, in order")
    func codes() {
        let codes = ISOCurrency.all.map(\.code)
        #expect((150...180).contains(codes.count))
        #expect(codes.allSatisfy { $0.count == 3 && $0.allSatisfy { $0.isASCII && $0.isUppercase } })
        #expect(Set(codes).count == codes.count)
        #expect(codes == codes.sorted())
        #expect(ISOCurrency.all.map(\.id) == codes)
    }

    @Test("Given the currencies a form lists first, then each is one of all")
    func popular() {
        #expect(ISOCurrency.popular == ["KRW", "USD", "EUR", "JPY", "GBP", "CNY"])
        #expect(ISOCurrency.popular.allSatisfy { ISOCurrency.named($0) != nil })
    }
}
