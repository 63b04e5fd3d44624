import Foundation
import OpenMarketAPI
import TestSupport
import Testing

@Suite("Open Market wire models")
struct WireFormatTests {
    @Test("items-page.json decodes and re-encodes to the same JSON")
    func pageRoundTrip() throws {
        try expectRoundTrip(ItemPage.self, fixture: "items-page.json")
    }

    @Test("item-detail.json decodes and re-encodes to the same JSON")
    func detailRoundTrip() throws {
        try expectRoundTrip(ItemDetail.self, fixture: "item-detail.json")
    }

    @Test("error.json decodes and re-encodes to the same JSON")
    func errorRoundTrip() throws {
        try expectRoundTrip(ErrorBody.self, fixture: "error.json")
    }

    /// Given a fixture, when it is decoded as `type` and encoded again, then the JSON means the same.
    private func expectRoundTrip<T: Codable>(_ type: T.Type, fixture: String) throws {
        let original = try OpenMarketFixtures.data(fixture)
        let reencoded = try JSONEncoder().encode(try JSONDecoder().decode(T.self, from: original))
        let before = try JSONDecoder().decode(JSONValue.self, from: original)
        let after = try JSONDecoder().decode(JSONValue.self, from: reencoded)
        #expect(after == before)
    }

    @Test("a summary has exactly the spec's keys, and discounted_price only when there is a discount")
    func summaryKeys() throws {
        let page = try JSONDecoder().decode(ItemPage.self, from: OpenMarketFixtures.data("items-page.json"))
        let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(page))
        guard case .array(let items) = encoded["items"] else {
            Issue.record("no items array in \(encoded)")
            return
        }
        let keys: Set = ["id", "title", "price", "currency", "stock", "thumbnails", "registration_date"]
        for (item, summary) in zip(items, page.items) {
            let expected = summary.discountedPrice == nil ? keys : keys.union(["discounted_price"])
            #expect(item.keys == expected)
        }
        #expect(page.items.contains { $0.discountedPrice == 89000 })
        #expect(page.items.contains { $0.discountedPrice == nil })
    }

    @Test("a detail carries descriptions (a string) and images besides the summary's keys")
    func detailKeys() throws {
        let detail = try JSONDecoder().decode(ItemDetail.self, from: OpenMarketFixtures.data("item-detail.json"))
        let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(detail))
        #expect(
            encoded.keys == [
                "id", "title", "descriptions", "price", "currency", "stock", "thumbnails", "images",
                "registration_date",
            ])
        #expect(detail.stock == 1_000_000_000_000)
        #expect(detail.registrationDate == 1_611_523_563.719116)
        #expect(detail.summary.thumbnails == detail.thumbnails)
    }

    @Test("registration_date is a JSON number with its fraction, not a date string")
    func registrationDateIsADouble() throws {
        let summary = ItemSummary(
            id: 1, title: "Lamp", price: 10, currency: "USD", stock: 1, thumbnails: [],
            registrationDate: 1_700_000_000.25)
        let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(summary))
        #expect(encoded["registration_date"] == .number(1_700_000_000.25))
    }

    @Test("a delete request ignores the id older clients send")
    func deleteIgnoresID() throws {
        let request = try JSONDecoder().decode(DeleteItemRequest.self, from: Data(#"{"id": 3, "password": "pw"}"#.utf8))
        #expect(request.password == "pw")
    }

    @Test("an error body is {\"error\": true, \"reason\": …}")
    func errorBody() throws {
        let encoded = try JSONDecoder().decode(
            JSONValue.self, from: JSONEncoder().encode(ErrorBody(reason: "Not Found")))
        #expect(encoded == .object(["error": .bool(true), "reason": .string("Not Found")]))
    }
}
