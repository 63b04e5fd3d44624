import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("MyBiz purchase orders: the list and every rule of a new order")
struct MyBizPurchaseTests {
    /// A valid order of `quantity` of the fixture's first product (289.0 each).
    static func order(
        _ fixture: MyBizApp.Fixture, number: String = "PO-1", quantity: Double = 2, dueIn: TimeInterval? = 86_400
    ) -> NewPurchaseOrder {
        NewPurchaseOrder(
            poNumber: number, comment: "For the lab", dueDate: dueIn.map { Date().addingTimeInterval($0) },
            purchases: [PurchaseLine(productId: fixture.company.products[0].id, quantity: quantity)])
    }

    @Test("a valid order is saved with the caller as purchaser and now as its date", arguments: TestDatabase.available)
    func create(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let token = try await client.token(for: fixture.member)
            let sent = Self.order(fixture)
            let response = try await client.call("/api/purchases", token: token, body: sent)
            #expect(response.status == .ok)
            let saved = try response.myBizDecoded(PurchaseOrder.self)
            #expect(saved.purchaser == fixture.member.id)
            #expect(abs(saved.purchaseDate.timeIntervalSinceNow) < 60)
            #expect(
                saved.poNumber == sent.poNumber && saved.comment == sent.comment && saved.purchases == sent.purchases)
            #expect(
                saved.dueDate.map { Int($0.timeIntervalSince1970) }
                    == sent.dueDate.map { Int($0.timeIntervalSince1970) })
            let listed = try await client.call("/api/purchases", token: token).myBizDecoded([PurchaseOrder].self)
            #expect(listed == [saved])
        }
    }

    @Test(
        "a number an order has already, in any case, is 409 naming it, and stores nothing",
        arguments: TestDatabase.available)
    func numberTaken(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let token = try await client.token(for: fixture.member)
            #expect(try await client.call("/api/purchases", token: token, body: Self.order(fixture)).status == .ok)
            let again = try await client.call(
                "/api/purchases", token: token, body: Self.order(fixture, number: "po-1", quantity: 1))
            #expect(again.status == .conflict)
            #expect(
                again.errorReason == "There is already a purchase order numbered “po-1”; give this one another number.")
            let listed = try await client.call("/api/purchases", token: token).myBizDecoded([PurchaseOrder].self)
            #expect(listed.map(\.poNumber) == ["PO-1"])
        }
    }

    @Test("id, purchaser and purchaseDate sent by the client are ignored")
    func serverSetsFields() async throws {
        try await MyBizApp.test { client, fixture in
            let token = try await client.token(for: fixture.member)
            let product = fixture.company.products[0].id
            let json = """
                {"id": "00000000-0000-0000-0000-000000000001", "purchaser": "\(fixture.admin.id)",
                 "purchaseDate": "2001-01-01T00:00:00Z", "poNumber": "PO-7", "comment": null,
                 "purchases": [{"productId": "\(product)", "quantity": 1.5}]}
                """
            let saved = try await client.call("/api/purchases", .post, token: token, json: json)
                .myBizDecoded(PurchaseOrder.self)
            #expect(saved.id.uuidString != "00000000-0000-0000-0000-000000000001")
            #expect(saved.purchaser == fixture.member.id)
            #expect(saved.purchaseDate.timeIntervalSinceNow > -60)
            #expect(saved.dueDate == nil && saved.comment == nil)
        }
    }

    @Test("every rule is its own 400 reason, and a refused order stores nothing", arguments: TestDatabase.available)
    func rules(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database, maxExpense: 10_000) { client, fixture in
            let token = try await client.token(for: fixture.member)
            let unknown = UUID()
            var noLines = Self.order(fixture)
            noLines.purchases = []
            var unknownProduct = Self.order(fixture)
            unknownProduct.purchases.append(PurchaseLine(productId: unknown, quantity: 1))
            let cases: [(NewPurchaseOrder, String)] = [
                (Self.order(fixture, number: "  "), "poNumber must not be blank."),
                (noLines, "A purchase order needs at least one line in purchases."),
                (Self.order(fixture, quantity: 0), "purchases[0].quantity must be more than 0."),
                (Self.order(fixture, quantity: -3), "purchases[0].quantity must be more than 0."),
                (unknownProduct, "purchases[1].productId \(unknown.uuidString) is not a known product."),
                (
                    Self.order(fixture, quantity: 35),
                    "The order's total, 10,115.00, is more than the maximum expense of 10,000.00."
                ),
                (Self.order(fixture, dueIn: -60), "dueDate must be in the future."),
            ]
            for (order, reason) in cases {
                let response = try await client.call("/api/purchases", token: token, body: order)
                #expect(response.status == .badRequest, "\(reason)")
                #expect(response.errorReason == reason)
            }
            #expect(try await client.call("/api/purchases", token: token).text == "[]")
            // The total may reach the maximum: 34 × 289 = 9,826.
            #expect(
                try await client.call("/api/purchases", token: token, body: Self.order(fixture, quantity: 34)).status
                    == .ok)
        }
    }

    @Test("a body over 256 KB is a 413 and stores nothing")
    func tooLarge() async throws {
        try await MyBizApp.test { client, fixture in
            let token = try await client.token(for: fixture.member)
            var order = Self.order(fixture)
            order.comment = String(repeating: "x", count: 300_000)
            let response = try await client.call("/api/purchases", token: token, body: order)
            #expect(response.status == .contentTooLarge)
            #expect(response.errorReason == "The request body must be 256 KB or smaller.")
            #expect(try await client.call("/api/purchases", token: token).text == "[]")
        }
    }

    @Test(
        "a body that does not fit is a 400 naming the field",
        arguments: [
            ("", "The request needs a JSON body."),
            ("{", "The request body is not valid JSON: it ends too soon."),
            (
                #"{"poNumber": "A", "purchases": [{"productId": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "quantity": 1e400}]}"#,
                "The request body holds the number 1e400 (at line 1, column 99), too large or too small to be read."
            ),
            (#"{"purchases": []}"#, "poNumber is missing."),
            (#"{"poNumber": "A", "purchases": [{"quantity": 1}]}"#, "purchases[0].productId is missing."),
            (#"{"poNumber": "A", "purchases": [{"productId": "x", "quantity": 1}]}"#, nil),
            (#"{"poNumber": 7, "purchases": []}"#, "poNumber must be a string."),
            (#"{"poNumber": "A", "dueDate": "tomorrow", "purchases": []}"#, nil),
        ] as [(String, String?)])
    func malformed(json: String, reason: String?) async throws {
        try await MyBizApp.test { client, fixture in
            let token = try await client.token(for: fixture.member)
            let response = try await client.call("/api/purchases", .post, token: token, json: json)
            #expect(response.status == .badRequest)
            if let reason {
                #expect(response.errorReason == reason)
            } else {
                #expect(response.errorReason?.isEmpty == false)
            }
        }
    }
}
