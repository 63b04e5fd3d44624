import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite(
    "Purchase-order approvals: submitted to the first manager up whose limit covers it, decided, cancelled, resubmitted"
)
struct PurchaseApprovalTests {
    /// The fixture's member as Emeka (who reports to Bruno, who reports to Ada), Bruno and Ada invited
    /// and linked with limits of 1,000 and 100,000, and their tokens.
    struct Company {
        let member: String
        let bruno: String
        let brunoID: UUID
        let ada: String
        let adaID: UUID
        let admin: String
        let chair: Product
    }

    static func company(_ client: any TestClientProtocol, _ fixture: MyBizApp.Fixture) async throws -> Company {
        let admin = try await client.token(for: fixture.admin)
        let people = fixture.company.employees
        func invite(_ username: String, _ name: String) async throws -> (UUID, String) {
            let invited = try await client.call(
                MyBizPath.users, token: admin, body: Invitation(username: username, name: name)
            ).myBizDecoded(InvitedAccount.self)
            let token = try await client.token(username, invited.temporaryPassword)
            let chosen = try await client.call(
                MyBizPath.password, token: token,
                body: PasswordChange(currentPassword: invited.temporaryPassword, newPassword: "\(name)'s own"))
            try #require(chosen.status == .noContent)
            return (invited.account.id, token)
        }
        func link(_ person: Employee, _ account: UUID, _ limit: Double?) async throws {
            let linked = try await client.call(
                MyBizPath.employeeAccount(person.id), .put, token: admin,
                body: EmployeeAccount(accountId: account, approvalLimit: limit))
            try #require(linked.status == .ok, "\(linked.text)")
        }
        let (brunoID, bruno) = try await invite("bruno@example.com", "Bruno Okafor")
        let (adaID, ada) = try await invite("ada@example.com", "Ada Lindqvist")
        try await link(people[3], fixture.member.id, nil)
        try await link(people[1], brunoID, 1_000)
        try await link(people[0], adaID, 100_000)
        return Company(
            member: try await client.token(for: fixture.member), bruno: bruno, brunoID: brunoID, ada: ada, adaID: adaID,
            admin: admin, chair: fixture.company.products[0])
    }

    static func order(_ number: String, chairs: Double, _ company: Company) -> NewPurchaseOrder {
        NewPurchaseOrder(poNumber: number, purchases: [PurchaseLine(productId: company.chair.id, quantity: chairs)])
    }

    @Test(
        "Given Emeka's order of two chairs, then Bruno decides it; he rejects with a reason, Emeka resubmits four, Ada approves",
        arguments: TestDatabase.available)
    func rejectedThenApprovedUpTheLine(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let company = try await Self.company(client, fixture)
            // Given an order of 578.00, within Bruno's 1,000
            let placed = try await client.call(
                MyBizPath.purchases, token: company.member, body: Self.order("PO-7", chairs: 2, company)
            ).myBizDecoded(PurchaseOrder.self)
            #expect(placed.status == .submitted && placed.approver == company.brunoID)
            #expect(placed.history.map(\.step) == [.submit])
            let waiting = try await client.call(MyBizPath.purchasesWaiting, token: company.bruno)
                .myBizDecoded([PurchaseOrder].self)
            #expect(waiting.map(\.id) == [placed.id])
            #expect(
                try await client.call(MyBizPath.purchasesWaiting, token: company.ada).myBizDecoded([PurchaseOrder].self)
                    .isEmpty)

            // Neither its purchaser nor someone else decides it
            let own = try await client.call(
                MyBizPath.purchase(placed.id, .approve), .post, token: company.member, json: "{}")
            #expect(own.status == .forbidden && own.errorReason == "You placed this order: someone else decides it.")
            let other = try await client.call(
                MyBizPath.purchase(placed.id, .approve), .post, token: company.ada, json: "{}")
            #expect(other.status == .forbidden)
            // A rejection needs a reason
            let bare = try await client.call(
                MyBizPath.purchase(placed.id, .reject), token: company.bruno, body: PurchaseDecision(reason: "  "))
            #expect(
                bare.status == .badRequest
                    && bare.errorReason == "Say why the order is rejected: the purchaser reads it.")

            // When Bruno rejects it
            let rejected = try await client.call(
                MyBizPath.purchase(placed.id, .reject), token: company.bruno,
                body: PurchaseDecision(reason: "We need four, one for each new hire.")
            ).myBizDecoded(PurchaseOrder.self)
            #expect(rejected.status == .rejected && rejected.approver == nil)
            #expect(rejected.history.last?.reason == "We need four, one for each new hire.")
            #expect(rejected.history.last?.by == company.brunoID)
            let cancelRejected = try await client.call(
                MyBizPath.purchase(placed.id, .cancel), .post, token: company.member, json: "")
            #expect(cancelRejected.status == .conflict)

            // Then Emeka resubmits four chairs, 1,156.00: over Bruno's limit, so Ada decides
            let resubmitted = try await client.call(
                MyBizPath.purchase(placed.id, .resubmit), token: company.member,
                body: Self.order("PO-7", chairs: 4, company)
            ).myBizDecoded(PurchaseOrder.self)
            #expect(resubmitted.status == .submitted && resubmitted.approver == company.adaID)
            #expect(resubmitted.purchases.map(\.quantity) == [4])
            #expect(
                try await client.call(MyBizPath.purchasesWaiting, token: company.bruno).myBizDecoded(
                    [PurchaseOrder].self
                )
                .isEmpty)
            let approved = try await client.call(
                MyBizPath.purchase(placed.id, .approve), .post, token: company.ada, json: ""
            )
            .myBizDecoded(PurchaseOrder.self)
            #expect(approved.status == .approved)
            #expect(approved.history.map(\.step) == [.submit, .reject, .resubmit, .approve])
            let again = try await client.call(
                MyBizPath.purchase(placed.id, .approve), .post, token: company.ada, json: "")
            #expect(again.status == .conflict)
            // The list everyone reads says so
            let list = try await client.call(MyBizPath.purchases, token: company.member).myBizDecoded(
                [PurchaseOrder].self)
            #expect(list.first { $0.id == placed.id }?.status == .approved)
        }
    }

    @Test("Given an order waiting, then its purchaser cancels it and nobody decides it after")
    func cancelling() async throws {
        try await MyBizApp.test { client, fixture in
            let company = try await Self.company(client, fixture)
            let placed = try await client.call(
                MyBizPath.purchases, token: company.member, body: Self.order("PO-8", chairs: 1, company)
            ).myBizDecoded(PurchaseOrder.self)
            let stranger = try await client.call(
                MyBizPath.purchase(placed.id, .cancel), .post, token: company.bruno, json: "")
            #expect(stranger.status == .forbidden)
            let cancelled = try await client.call(
                MyBizPath.purchase(placed.id, .cancel), .post, token: company.member, json: ""
            )
            .myBizDecoded(PurchaseOrder.self)
            #expect(cancelled.status == .cancelled)
            let late = try await client.call(
                MyBizPath.purchase(placed.id, .approve), .post, token: company.bruno, json: "")
            #expect(late.status == .conflict)
            let missing = try await client.call(MyBizPath.purchase(UUID(), .cancel), token: company.member, json: "")
            #expect(missing.status == .notFound)
        }
    }

    @Test("Given a purchaser no one in the org chart, then any administrator but the purchaser decides")
    func administratorsDecideTheRest() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await client.token(for: fixture.member)
            let admin = try await client.token(for: fixture.admin)
            let chair = fixture.company.products[0]
            let placed = try await client.call(
                MyBizPath.purchases, token: member,
                body: NewPurchaseOrder(poNumber: "PO-9", purchases: [PurchaseLine(productId: chair.id, quantity: 1)])
            ).myBizDecoded(PurchaseOrder.self)
            #expect(placed.status == .submitted && placed.approver == nil)
            let waiting = try await client.call(MyBizPath.purchasesWaiting, token: admin).myBizDecoded(
                [PurchaseOrder].self)
            #expect(waiting.map(\.id) == [placed.id])
            #expect(
                try await client.call(MyBizPath.purchasesWaiting, token: member).myBizDecoded([PurchaseOrder].self)
                    .isEmpty)
            let approved = try await client.call(MyBizPath.purchase(placed.id, .approve), .post, token: admin, json: "")
            #expect(try approved.myBizDecoded(PurchaseOrder.self).status == .approved)
        }
    }

    @Test("the server suggests the year's next number; the book client's own numbers and its 409 still work")
    func numbers() async throws {
        try await MyBizApp.test { client, fixture in
            let member = try await client.token(for: fixture.member)
            let year = Calendar(identifier: .gregorian).component(.year, from: Date())
            let first = try await client.call(MyBizPath.purchaseNextNumber, token: member)
                .myBizDecoded(SuggestedPurchaseOrderNumber.self)
            #expect(first.poNumber == "PO-\(year)-0001")
            let chair = fixture.company.products[0]
            let line = [PurchaseLine(productId: chair.id, quantity: 1)]
            for number in ["PO-\(year)-0007", "my-own-42"] {
                let placed = try await client.call(
                    MyBizPath.purchases, token: member, body: NewPurchaseOrder(poNumber: number, purchases: line))
                #expect(placed.status == .ok)
            }
            let next = try await client.call(MyBizPath.purchaseNextNumber, token: member)
                .myBizDecoded(SuggestedPurchaseOrderNumber.self)
            #expect(next.poNumber == "PO-\(year)-0008")
            let duplicate = try await client.call(
                MyBizPath.purchases, token: member, body: NewPurchaseOrder(poNumber: "MY-OWN-42", purchases: line))
            #expect(duplicate.status == .conflict)
        }
    }

    @Test(
        "Given an account linked to one person, then linking it to another is refused; a market account cannot be linked"
    )
    func links() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let people = fixture.company.employees
            let first = try await client.call(
                MyBizPath.employeeAccount(people[1].id), .put, token: admin,
                body: EmployeeAccount(accountId: fixture.member.id, approvalLimit: 500))
            #expect(try first.myBizDecoded(Employee.self).accountId == fixture.member.id)
            let second = try await client.call(
                MyBizPath.employeeAccount(people[2].id), .put, token: admin,
                body: EmployeeAccount(accountId: fixture.member.id, approvalLimit: nil))
            #expect(second.status == .badRequest)
            #expect(second.errorReason == "That account is already another person's in the org chart.")
            let negative = try await client.call(
                MyBizPath.employeeAccount(people[2].id), .put, token: admin,
                body: EmployeeAccount(accountId: nil, approvalLimit: -1))
            #expect(negative.status == .badRequest)
            let member = try await client.token(for: fixture.member)
            let byMember = try await client.call(
                MyBizPath.employeeAccount(people[2].id), .put, token: member,
                body: EmployeeAccount(accountId: nil, approvalLimit: 5))
            #expect(byMember.status == .forbidden)
            let employees = try await client.call(MyBizPath.employees, token: member).myBizDecoded([Employee].self)
            #expect(employees.first { $0.id == people[1].id }?.approvalLimit == 500)
        }
    }

    @Test(
        "Given Bruno disabled, then a new order skips him for Ada, and an administrator decides the one that waited for him"
    )
    func approverWhoCannotSignIn() async throws {
        try await MyBizApp.test { client, fixture in
            let company = try await Self.company(client, fixture)
            let waiting = try await client.call(
                MyBizPath.purchases, token: company.member, body: Self.order("PO-10", chairs: 1, company)
            ).myBizDecoded(PurchaseOrder.self)
            #expect(waiting.approver == company.brunoID)
            _ = try await client.call(
                MyBizPath.user(company.brunoID), .patch, token: company.admin, body: AccountChange(disabled: true))
            let next = try await client.call(
                MyBizPath.purchases, token: company.member, body: Self.order("PO-11", chairs: 1, company)
            ).myBizDecoded(PurchaseOrder.self)
            #expect(next.approver == company.adaID)
            let decided = try await client.call(
                MyBizPath.purchase(waiting.id, .approve), .post, token: company.admin, json: "")
            #expect(try decided.myBizDecoded(PurchaseOrder.self).status == .approved)
            #expect(try decided.myBizDecoded(PurchaseOrder.self).history.last?.by == fixture.admin.id)
        }
    }
}
