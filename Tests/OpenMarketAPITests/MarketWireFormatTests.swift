import Foundation
import OpenMarketAPI
import TestSupport
import Testing

@Suite("Open Market 2022 wire models: the servers' captures and the apps' samples")
struct MarketWireFormatTests {
    @Test(
        "every page fixture decodes, and our encoding holds every key and value it has",
        arguments: MarketV2Fixtures.pages)
    func pages(fixture: String) throws {
        // Given a captured or sample page
        let original = try MarketV2Fixtures.data(fixture)
        let profile: MarketProfile = String(decoding: original, as: UTF8.self).contains("\"page_no\"") ? .early : .late
        // When it is decoded and encoded in its casing's profile
        let page = try JSONDecoder().decode(MarketProductPage.self, from: original)
        let encoded = page.json(in: profile)
        // Then nothing it had is lost or changed
        try expectSuperset(of: original, in: encoded, profile: profile, where: fixture)
    }

    @Test(
        "every detail fixture decodes, and our encoding holds every key and value it has",
        arguments: MarketV2Fixtures.details)
    func details(fixture: String) throws {
        let original = try MarketV2Fixtures.data(fixture)
        let profile: MarketProfile = String(decoding: original, as: UTF8.self).contains(":00\",") ? .late : .early
        let product = try JSONDecoder().decode(MarketProduct.self, from: original)
        try expectSuperset(of: original, in: product.json(in: profile), profile: profile, where: fixture)
    }

    @Test("prices are written as floats, as the servers wrote them, and dates in each profile's form")
    func floatsAndDates() throws {
        let product = MarketProduct(
            id: 7, vendorID: 1, vendorName: "Demo", name: "Lamp", description: "A lamp.", thumbnail: "http://x/t.jpg",
            currency: "USD", price: 2.36, bargainPrice: 2, discountedPrice: 0.36, stock: 3,
            createdAt: Date(timeIntervalSince1970: 1_668_556_800.25),
            issuedAt: Date(timeIntervalSince1970: 1_668_556_800))
        let late = String(decoding: product.json(in: .late), as: UTF8.self)
        let early = String(decoding: product.json(in: .early), as: UTF8.self)
        #expect(late.contains(#""price":2.36,"bargain_price":2.0,"discounted_price":0.36,"stock":3"#))
        #expect(late.contains(#""created_at":"2022-11-16T00:00:00","issued_at":"2022-11-16T00:00:00""#))
        #expect(early.contains(#""created_at":"2022-11-16T00:00:00.25","issued_at":"2022-11-16T00:00:00.00""#))
        #expect(late.hasPrefix(#"{"id":7,"vendor_id":1,"vendorName":"Demo","name":"Lamp","description":"A lamp.""#))
    }

    @Test("a page's metadata is worked out as the servers did: offset, last page, next and previous")
    func pageMetadata() {
        let page = MarketProductPage(pageNumber: 2, itemsPerPage: 15, totalCount: 1387, products: [])
        #expect(page.offset == 15 && page.limit == 15 && page.lastPage == 93 && page.hasNext && page.hasPrevious)
        let last = MarketProductPage(pageNumber: 14, itemsPerPage: 100, totalCount: 1339, products: [])
        #expect(last.lastPage == 14 && !last.hasNext)
        let early = String(decoding: last.json(in: .early), as: UTF8.self)
        #expect(early.hasPrefix(#"{"page_no":14,"items_per_page":100,"total_count":1339,"offset":1300,"limit":100"#))
    }

    @Test("strings are escaped as JSON needs and decode back to themselves")
    func escaping() throws {
        let name = "say \"hi\"\\ / 팥빙수 😗\n\t\u{1}"
        let product = MarketProduct(
            id: 1, vendorID: 1, vendorName: nil, name: name, description: nil, thumbnail: "", currency: "KRW",
            price: 1, bargainPrice: 1, discountedPrice: 0, stock: 0, createdAt: Date(), issuedAt: Date())
        #expect(try JSONDecoder().decode(MarketProduct.self, from: product.json(in: .late)).name == name)
    }

    @Test("the date forms of both profiles and of the oldest samples are read; others are not")
    func dates() {
        #expect(MarketProfile.date(from: "2022-05-14T00:00:00.00")?.timeIntervalSince1970 == 1_652_486_400)
        #expect(MarketProfile.date(from: "2022-11-16T00:00:00")?.timeIntervalSince1970 == 1_668_556_800)
        #expect(MarketProfile.date(from: "2021-12-29 00:00:00.000")?.timeIntervalSince1970 == 1_640_736_000)
        #expect(MarketProfile.date(from: "2022-13-01T00:00:00") == nil)
        #expect(MarketProfile.date(from: "yesterday") == nil)
    }

    /// Checks that every key of `original` is in `encoded` with the same value: numbers compared as
    /// numbers, dates as instants unless `original` writes them in `profile`'s own form.
    private func expectSuperset(of original: Data, in encoded: Data, profile: MarketProfile, where fixture: String)
        throws
    {
        let before = try JSONDecoder().decode(JSONValue.self, from: original)
        let after = try JSONDecoder().decode(JSONValue.self, from: encoded)
        var problems: [String] = []
        compare(before, after, path: "$", profile: profile, problems: &problems)
        #expect(problems.isEmpty, "\(fixture): \(problems.prefix(5))")
    }

    private func compare(
        _ expected: JSONValue, _ actual: JSONValue, path: String, profile: MarketProfile, problems: inout [String]
    ) {
        switch (expected, actual) {
        case (.object(let members), .object(let ours)):
            for (key, value) in members {
                guard let mine = ours[key] else {
                    problems.append("\(path).\(key) is missing")
                    continue
                }
                compare(value, mine, path: "\(path).\(key)", profile: profile, problems: &problems)
            }
        case (.array(let items), .array(let ours)):
            guard items.count == ours.count else { return problems.append("\(path) has \(ours.count) items") }
            for (index, pair) in zip(items, ours).enumerated() {
                compare(pair.0, pair.1, path: "\(path)[\(index)]", profile: profile, problems: &problems)
            }
        case (.string(let text), .string(let mine)) where text != mine:
            let sameInstant = MarketProfile.date(from: text).map { $0 == MarketProfile.date(from: mine) } ?? false
            let ownForm = MarketProfile.date(from: text).map { profile.string(from: $0) == text } ?? false
            if !sameInstant || ownForm { problems.append("\(path): \(mine) for \(text)") }
        default:
            if Self.number(expected) != Self.number(actual) || (Self.number(expected) == nil && expected != actual) {
                problems.append("\(path): \(actual) for \(expected)")
            }
        }
    }

    private static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .integer(let integer): Double(integer)
        case .number(let number): number
        default: nil
        }
    }
}
