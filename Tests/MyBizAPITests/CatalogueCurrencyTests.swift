import MyBizAPI
import Testing

@Suite("The catalogue's currency: known ISO 4217 codes only, amounts written with their symbol and decimals")
struct CatalogueCurrencyTests {
    @Test("Given a code in any case, then it names a currency; a made-up code names none")
    func codes() {
        #expect(CatalogueCurrency(code: "eur")?.code == "EUR")
        #expect(CatalogueCurrency(code: "XYZ") == nil)
        #expect(CatalogueCurrency(code: "") == nil)
        #expect(CatalogueCurrency.usDollar.code == "USD")
    }

    @Test("Given amounts, then each currency writes them with its symbol and its usual decimals")
    func amounts() throws {
        #expect(CatalogueCurrency.usDollar.text(1249) == "$1,249.00")
        #expect(try #require(CatalogueCurrency(code: "EUR")).text(0.5) == "€0.50")
        #expect(try #require(CatalogueCurrency(code: "KRW")).text(12000) == "₩12,000")
    }

    @Test("Given a product from a server without currencies, then its amount is a plain number with two decimals")
    func unknown() {
        #expect(CatalogueCurrency.text(1249, code: nil) == "1,249.00")
        #expect(CatalogueCurrency.text(1249, code: "GBP") == "£1,249.00")
    }
}
