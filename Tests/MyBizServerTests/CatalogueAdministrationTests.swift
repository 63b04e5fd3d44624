import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("Administrators keep the catalogue: add, change and retire products; retired ones stay on old orders")
struct CatalogueAdministrationTests {
    @Test(
        "Given a new product ordered once, when it is retired, then it is no longer listed or orderable, and the order keeps it",
        arguments: TestDatabase.available)
    func addOrderRetire(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let member = try await client.token(for: fixture.member)
            _ = try await client.call(MyBizPath.products, token: member)  // cached now
            let added = try await client.call(
                MyBizPath.catalogue, token: admin, body: ProductDraft(name: " Standing desk ", unitPrice: 450))
            #expect(added.status == .created)
            let desk = try added.myBizDecoded(Product.self)
            #expect(desk.name == "Standing desk")
            #expect(
                try await client.call(MyBizPath.products, token: member).myBizDecoded([Product].self).contains(desk))
            let order = NewPurchaseOrder(
                poNumber: "PO-DESK", dueDate: nil, purchases: [PurchaseLine(productId: desk.id, quantity: 2)])
            #expect(try await client.call(MyBizPath.purchases, token: member, body: order).status == .ok)

            let changed = try await client.call(
                MyBizPath.catalogueProduct(desk.id), .put, token: admin,
                body: ProductDraft(name: "Standing desk, oak", unitPrice: 480))
            #expect(try changed.myBizDecoded(Product.self).unitPrice == 480)
            #expect(
                try await client.call(MyBizPath.catalogueProduct(desk.id), .delete, token: admin).status == .noContent)
            let listed = try await client.call(MyBizPath.products, token: member).myBizDecoded([Product].self)
            #expect(!listed.contains { $0.id == desk.id })
            let again = NewPurchaseOrder(
                poNumber: "PO-DESK-2", dueDate: nil, purchases: [PurchaseLine(productId: desk.id, quantity: 1)])
            #expect(try await client.call(MyBizPath.purchases, token: member, body: again).status == .badRequest)
            let page = try await MyBizApp.signedIn(client, fixture.member).get("/app/purchases")
            #expect(page.text.contains("Standing desk, oak"), "the old order keeps the retired product's name")
        }
    }

    @Test("Given a member or a bad product, then the catalogue does not change and the answer says why")
    func refusals() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let member = try await client.token(for: fixture.member)
            let before = try await client.call(MyBizPath.products, token: admin).myBizDecoded([Product].self)
            let byMember = try await client.call(
                MyBizPath.catalogue, token: member, body: ProductDraft(name: "Chair", unitPrice: 10))
            #expect(byMember.status == .forbidden)
            let free = try await client.call(
                MyBizPath.catalogue, token: admin, body: ProductDraft(name: "Air", unitPrice: 0))
            #expect(free.errorReason == "unitPrice must be more than 0 and at most 1,000,000,000.")
            #expect(try await client.call(MyBizPath.products, token: admin).myBizDecoded([Product].self) == before)
        }
    }

    @Test("Given the catalogue page, then an admin adds a product members can order, and members cannot open it")
    func onThePages() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let page = try await admin.get("/app/catalogue")
            #expect(page.status == .ok)
            let blank = try await admin.post("/app/catalogue", from: page, [("name", " "), ("unit-price", "12")])
            #expect(blank.status == .badRequest && blank.text.contains("Name must not be blank."))
            let ambiguous = try await admin.post(
                "/app/catalogue", from: page, [("name", " "), ("unit-price", "12,50")])
            #expect(ambiguous.status == .badRequest)
            #expect(
                ambiguous.text.contains(
                    "Name must not be blank. Unit price: Write 12.50 with a point for the cents, or 1,250 for a whole amount."
                ))
            let grouped = try await admin.post(
                "/app/catalogue", from: page, [("name", "Desk"), ("unit-price", "1,250")])
            #expect(grouped.status == .seeOther)
            #expect(try await admin.get("/app/catalogue").text.contains(#"value="1250""#))
            let added = try await admin.post("/app/catalogue", from: page, [("name", "Lamp"), ("unit-price", "35.5")])
            #expect(added.headers[.location] == "/app/catalogue?notice=added")
            let member = try await MyBizApp.signedIn(client, fixture.member)
            #expect(try await member.get("/app/purchases/new").text.contains("Lamp — $35.50"))
            #expect(try await member.get("/app/catalogue", headers: [.accept: "text/html"]).status == .forbidden)
        }
    }
}
