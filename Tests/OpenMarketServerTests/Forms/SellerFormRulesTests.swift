import Foundation
import NIOCore
import OpenMarketAPI
import ServerTestSupport
import Testing

@testable import OpenMarketServer

@Suite("A seller's edit form: only what differs from the product is a change")
struct SellerFormRulesTests {
    static let lamp = ItemRecord(
        id: 7,
        fields: ItemFields(
            title: "Brass desk lamp", descriptions: "Warm light.", price: 19.99, currency: "USD", stock: 1,
            discountedPrice: nil),
        registrationDate: 1_700_000_000, passwordHash: nil, vendor: nil, deleteSecret: nil, images: [],
        category: .furniture)

    /// The edit form as the page sends it, `changed` replacing its fields.
    static func form(_ changed: [String: String] = [:]) throws -> ItemForm {
        var fields = [
            "title": "Brass desk lamp", "descriptions": "Warm light.", "price": "19.99", "currency": "usd",
            "stock": "1", "discounted_price": "", "category": "furniture",
        ]
        fields.merge(changed) { _, new in new }
        var multipart = RawMultipart()
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) { multipart.text(name, value) }
        return try ItemForm(body: ByteBuffer(bytes: multipart.body), contentType: multipart.contentType)
    }

    @Test("Given the form sent as it was shown, then nothing changes")
    func unchanged() throws {
        #expect(try SellerFormRules.changes(try Self.form(), to: Self.lamp).isEmpty)
    }

    @Test("Given a new price and a discount, then only those change")
    func someFields() throws {
        let changes = try SellerFormRules.changes(
            try Self.form(["price": "24.50", "discounted_price": "19.99"]), to: Self.lamp)
        #expect(changes.price == 24.5 && changes.discountedPrice == .some(19.99))
        #expect(changes.title == nil && changes.descriptions == nil && changes.currency == nil && changes.stock == nil)
        #expect(changes.category == nil)
    }
}
