import Foundation
import OpenMarketAPI
import Testing

@Suite("MarketQuery: one definition of search, sort, currency and seller for the APIs, the pages and the kit")
struct MarketQueryTests {
    @Test("Given no parameters, when read, then the query lists everything, newest first")
    func defaults() throws {
        let query = try MarketQuery(parameters: [:], names: .api2021)
        #expect(query == MarketQuery())
        #expect(query.sort == .newest && query.terms.isEmpty && query.currency == nil && query.seller == nil)
        #expect(query.parameters(names: .api2021).isEmpty)
        // What a form sends for its "any" choices: empty values.
        let form = ["search": "", "sort": "", "currency": "", "vendor": ""]
        #expect(try MarketQuery(parameters: form, names: .api2021) == MarketQuery())
    }

    @Test("Given every parameter, when read and written back, then nothing is lost")
    func roundTrip() throws {
        let given = ["search": "Desk  LAMP", "sort": "price-low", "currency": "KRW", "vendor": "3"]
        let query = try MarketQuery(parameters: given, names: .api2021)
        #expect(query.search == "Desk  LAMP")
        #expect(query.terms == ["desk", "lamp"])
        #expect(query.sort == .priceLowToHigh && query.currency == "KRW" && query.seller == .vendor(3))
        #expect(
            Dictionary(uniqueKeysWithValues: query.parameters(names: .api2021).map { ($0.name, $0.value) }) == given)
    }

    @Test("Given the 2022 API's names, when read, then vendor_id names the seller and open-market-2021 means no vendor")
    func api2022Names() throws {
        let query = try MarketQuery(parameters: ["vendor_id": "open-market-2021", "sort": "discount"], names: .api2022)
        #expect(query.seller == .openMarket2021 && query.sort == .biggestDiscount)
        #expect(try MarketQuery(parameters: ["vendor": "3"], names: .api2022).seller == nil)
    }

    @Test(
        "Given a bad parameter, when read, then the error names it and what it may be",
        arguments: [
            (
                ["sort": "cheapest"],
                "sort must be one of newest, price-low, price-high, discount, relevance, not “cheapest”."
            ),
            (["currency": "K W"], "currency must be 1 to 16 letters or symbols without spaces, not “K W”."),
            (
                ["vendor": "x"],
                "vendor must be a vendor's number or open-market-2021 (the products registered without one), not “x”."
            ),
            (
                ["vendor": "0"],
                "vendor must be a vendor's number or open-market-2021 (the products registered without one), not “0”."
            ),
            (["search": String(repeating: "a", count: 201)], "search must be at most 200 characters long."),
            (["search": "a\u{0}b"], "search must not contain the NUL character."),
        ])
    func refusals(parameters: [String: String], sentence: String) {
        #expect(throws: MarketQueryError.self) { try MarketQuery(parameters: parameters, names: .api2021) }
        do {
            _ = try MarketQuery(parameters: parameters, names: .api2021)
        } catch {
            #expect(error.description == sentence)
        }
    }

    @Test("Given a search, then a product matches when each word starts one of its words")
    func wordStarts() {
        let text = MarketSearch.folded("Clamp-on LAMPS (brass), 東京の机")
        #expect(text == " clamp on lamps brass 東 京 の 机")
        #expect(MarketSearch.matches(text, terms: MarketSearch.terms(of: "lamp brass")))
        #expect(MarketSearch.matches(text, terms: MarketSearch.terms(of: "東京")))
        #expect(MarketSearch.matches(text, terms: MarketSearch.terms(of: "clamp-on")))
        #expect(!MarketSearch.matches(text, terms: MarketSearch.terms(of: "amp")))
        #expect(!MarketSearch.matches(MarketSearch.folded("Clamp"), terms: ["lamp"]))
    }

    @Test("Given text in any language and case, when folded, then case and width no longer count")
    func folding() {
        #expect(MarketSearch.folded("Brass DESK Lamp") == " brass desk lamp")
        #expect(MarketSearch.folded("ÄPFEL Straße") == MarketSearch.folded("äpfel STRASSE"))
        #expect(MarketSearch.folded("ＬＡＭＰ") == " lamp")
        #expect(MarketSearch.folded("무선 키보드") == " 무선 키보드")
        #expect(MarketQuery(search: "  무선\t키보드 ").terms == ["무선", "키보드"])
    }

    @Test("Given a sort, then it says in words what it does")
    func sortLabels() {
        #expect(
            MarketSort.allCases.map(\.label) == [
                "Newest", "Price: low to high", "Price: high to low", "Biggest discount", "Best match",
            ])
    }
}
