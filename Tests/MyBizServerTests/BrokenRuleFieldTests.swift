import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import NIOFoundationCompat
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("A broken rule's answer names its field beside its sentence; old clients see only added keys")
struct BrokenRuleFieldTests {
    @Test("Given a person put under themselves, when saved, then the 400 names the manager field")
    func orgChartRuleNamesManager() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let head = try #require(fixture.company.employees.first)
            let bo = try await client.call(
                MyBizPath.employees, token: admin,
                body: EmployeeDraft(givenName: "Bo", familyName: "Park", location: "Seoul", manager: head.id)
            ).myBizDecoded(Employee.self)
            let loop = try await client.call(
                MyBizPath.employee(bo.id), .put, token: admin,
                body: EmployeeDraft(givenName: "Bo", familyName: "Park", location: "Seoul", manager: bo.id))
            #expect(loop.status == .badRequest)
            #expect(loop.errorReason == "Someone cannot report to themselves.")
            #expect(loop.errorField == "manager")
            let birthday = try await client.call(
                MyBizPath.employees, token: admin,
                body: EmployeeDraft(
                    givenName: "Ed", familyName: "No", location: "Seoul", manager: head.id, birthday: "02-30-1990"))
            #expect(birthday.errorField == "birthday")
        }
    }

    @Test("Given an order whose second line has no quantity, when placed, then the 400 names that line's quantity")
    func purchaseOrderProblemNamesItsLine() async throws {
        try await MyBizApp.test { client, fixture in
            let token = try await client.token(for: fixture.member)
            let product = fixture.company.products[0].id
            let order = NewPurchaseOrder(
                poNumber: "PO-9", comment: nil, dueDate: Date().addingTimeInterval(86_400),
                purchases: [
                    PurchaseLine(productId: product, quantity: 1), PurchaseLine(productId: product, quantity: 0),
                ])
            let refused = try await client.call("/api/purchases", token: token, body: order)
            #expect(refused.status == .badRequest)
            #expect(refused.errorReason == "purchases[1].quantity must be more than 0.")
            #expect(refused.errorField == "purchases[1].quantity")
            var first = order
            first.purchases = [PurchaseLine(productId: product, quantity: 1)]
            #expect(try await client.call("/api/purchases", token: token, body: first).status == .ok)
            let again = try await client.call("/api/purchases", token: token, body: first)
            #expect(again.status == .conflict && again.errorField == "poNumber")
        }
    }

    @Test("Given a refused login, when answered, then the body is exactly the contract's, with no field key")
    func unauthorizedBodyIsUnchanged() async throws {
        try await MyBizApp.test { client, _ in
            let refused = try await client.call(MyBizPath.employees, .get, token: "not-a-token")
            #expect(refused.status == .unauthorized)
            #expect(refused.text == #"{"error":true,"reason":"Unauthorized"}"#)
        }
    }
}
