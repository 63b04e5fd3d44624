import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import NIOFoundationCompat
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite(
    "Administrators add, change and remove people; the org chart and birthdays follow; nobody reports to their own report"
)
struct EmployeeAdministrationTests {
    /// The employee model of the book's iOS client: the contract's keys, nothing more.
    struct BookClientEmployee: Decodable {
        let id: UUID
        let givenName: String
        let familyName: String
        let location: String
        let manager: UUID?
        let directReports: [UUID]
        let birthday: String?
    }

    @Test(
        "Given an admin's new colleague, then a member reads them under their manager, and old clients decode the list",
        arguments: TestDatabase.available)
    func addAndRead(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let member = try await client.token(for: fixture.member)
            let head = try #require(fixture.company.employees.first)
            _ = try await client.call(MyBizPath.employees, token: member)  // cached now
            let draft = EmployeeDraft(
                givenName: "Ana", familyName: "Lee", roleTitle: "Designer", department: "Design", location: "Seoul",
                manager: head.id, birthday: "03-14-1990")
            let added = try await client.call(MyBizPath.employees, token: admin, body: draft)
            #expect(added.status == .created)
            let ana = try added.myBizDecoded(Employee.self)
            let read = try await client.call(MyBizPath.employees, token: member)
            let list = try read.myBizDecoded([Employee].self)
            #expect(list.last?.id == ana.id && list.last?.roleTitle == "Designer")
            #expect(list.first?.directReports.contains(ana.id) == true, "the org chart follows at once")
            let old = try MyBizJSON.decoder().decode([BookClientEmployee].self, from: Data(buffer: read.body))
            #expect(old.count == list.count)
        }
    }

    @Test(
        "Given a chain head → Bo → Cy, then Bo cannot report to Cy, the head keeps no manager, Bo cannot leave with a report",
        arguments: TestDatabase.available)
    func orgRules(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let head = try #require(fixture.company.employees.first)
            let bo = try await client.call(
                MyBizPath.employees, token: admin,
                body: EmployeeDraft(givenName: "Bo", familyName: "Park", location: "Seoul", manager: head.id)
            ).myBizDecoded(Employee.self)
            let cy = try await client.call(
                MyBizPath.employees, token: admin,
                body: EmployeeDraft(givenName: "Cy", familyName: "Kim", location: "Seoul", manager: bo.id)
            ).myBizDecoded(Employee.self)
            let renamed = try await client.call(
                MyBizPath.employee(bo.id), .put, token: admin,
                body: EmployeeDraft(givenName: "Bo", familyName: "Parker", location: "Seoul", manager: head.id)
            ).myBizDecoded(Employee.self)
            #expect(
                renamed.familyName == "Parker" && renamed.directReports == [cy.id], "a change answers with the reports")
            let loop = try await client.call(
                MyBizPath.employee(bo.id), .put, token: admin,
                body: EmployeeDraft(givenName: "Bo", familyName: "Park", location: "Seoul", manager: cy.id))
            #expect(
                loop.status == .badRequest
                    && loop.errorReason == "Bo Parker cannot report to Cy Kim, who reports to them.")
            let orphan = try await client.call(
                MyBizPath.employees, token: admin,
                body: EmployeeDraft(givenName: "Di", familyName: "Oh", location: "Seoul", manager: nil))
            #expect(orphan.errorReason?.hasPrefix("manager is required: only the head of the company") == true)
            let leaving = try await client.call(MyBizPath.employee(bo.id), .delete, token: admin)
            #expect(
                leaving.status == .badRequest
                    && leaving.errorReason == "Move Bo Parker's 1 report to another manager first.")
            #expect(try await client.call(MyBizPath.employee(cy.id), .delete, token: admin).status == .noContent)
            #expect(try await client.call(MyBizPath.employee(bo.id), .delete, token: admin).status == .noContent)
            let member = try await client.token(for: fixture.member)
            let byMember = try await client.call(
                MyBizPath.employees, token: member,
                body: EmployeeDraft(givenName: "Ed", familyName: "No", location: "Seoul", manager: head.id))
            #expect(byMember.status == .forbidden)
            let bad = try await client.call(
                MyBizPath.employees, token: admin,
                body: EmployeeDraft(
                    givenName: "Ed", familyName: "No", location: "Seoul", manager: head.id, birthday: "02-30-1990"))
            #expect(bad.errorReason == "birthday must be a real date written MM-dd-yyyy, such as 03-14-1990.")
        }
    }

    @Test(
        "Given siblings Bo and Cy, when two admins at once put each under the other, then one wins and no loop is stored",
        arguments: TestDatabase.available)
    func simultaneousMovesMakeNoLoop(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let head = try #require(fixture.company.employees.first)
            for round in 1...6 {
                let bo = try await client.call(
                    MyBizPath.employees, token: admin,
                    body: EmployeeDraft(
                        givenName: "Bo\(round)", familyName: "Park", location: "Seoul", manager: head.id)
                ).myBizDecoded(Employee.self)
                let cy = try await client.call(
                    MyBizPath.employees, token: admin,
                    body: EmployeeDraft(givenName: "Cy\(round)", familyName: "Kim", location: "Seoul", manager: head.id)
                ).myBizDecoded(Employee.self)
                async let boUnderCy = client.call(
                    MyBizPath.employee(bo.id), .put, token: admin,
                    body: EmployeeDraft(givenName: "Bo\(round)", familyName: "Park", location: "Seoul", manager: cy.id))
                async let cyUnderBo = client.call(
                    MyBizPath.employee(cy.id), .put, token: admin,
                    body: EmployeeDraft(givenName: "Cy\(round)", familyName: "Kim", location: "Seoul", manager: bo.id))
                let statuses = [try await boUnderCy.status, try await cyUnderBo.status]
                #expect(statuses.sorted { $0.code < $1.code } == [.ok, .badRequest], "round \(round): \(statuses)")
                let stored = try await client.call(MyBizPath.employees, token: admin).myBizDecoded([Employee].self)
                let managers = Dictionary(uniqueKeysWithValues: stored.map { ($0.id, $0.manager) })
                #expect(!(managers[bo.id] == cy.id && managers[cy.id] == bo.id), "round \(round) stored a loop")
            }
        }
    }

    @Test("Given the org chart's form, then an admin adds a colleague who shows in the chart with their role")
    func onThePages() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let head = try #require(fixture.company.employees.first)
            let form = try await admin.get("/app/org/new")
            #expect(form.status == .ok)
            let noManager = try await admin.post(
                "/app/org", from: form,
                [
                    ("given-name", "Ana"), ("family-name", "Lee"), ("role-title", ""), ("department", ""),
                    ("location", "Seoul"), ("manager", ""), ("birthday", ""),
                ])
            #expect(noManager.status == .badRequest && noManager.text.contains("Manager is required"))
            let added = try await admin.post(
                "/app/org", from: form,
                [
                    ("given-name", "Ana"), ("family-name", "Lee"), ("role-title", "Designer"), ("department", "Design"),
                    ("location", "Seoul"), ("manager", head.id.uuidString), ("birthday", "1990-03-14"),
                ])
            #expect(added.headers[.location] == "/app/org?notice=added")
            let chart = try await member.get("/app/org")
            #expect(chart.text.contains("Ana Lee") && chart.text.contains("Designer · Design"))
            #expect(!chart.text.contains("/app/org/new"))
            #expect(try await member.get("/app/org/new", headers: [.accept: "text/html"]).status == .forbidden)
        }
    }

    @Test(
        "Given a person's form, then an admin links the account they sign in with and an approval limit; an ambiguous limit is refused with every other problem"
    )
    func accountAndLimitOnThePages() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let person = fixture.company.employees[1]
            let form = try await admin.get("/app/org/\(person.id.uuidString)/edit")
            #expect(
                form.text.contains(
                    #"<option value="\#(fixture.member.id.uuidString)">Mia Member (member@example.com)</option>"#))
            let fields = [
                ("given-name", person.givenName), ("family-name", person.familyName), ("role-title", ""),
                ("department", ""), ("location", person.location), ("manager", person.manager?.uuidString ?? ""),
                ("birthday", ""), ("account", fixture.member.id.uuidString),
            ]
            let ambiguous = try await admin.post(
                "/app/org/\(person.id.uuidString)", from: form,
                fields.map { $0.0.hasSuffix("-name") ? ($0.0, " ") : $0 } + [("approval-limit", "12,50")])
            #expect(ambiguous.status == .badRequest)
            let document = try XHTMLDocument(ambiguous.text)
            #expect(
                document.element(id: "approval-limit-error")?.allText
                    == "Write 12.50 with a point for the cents, or 1,250 for a whole amount.")
            #expect(document.element(id: "family-name-error")?.allText.isEmpty == false)
            let saved = try await admin.post(
                "/app/org/\(person.id.uuidString)", from: form, fields + [("approval-limit", "1,500")])
            #expect(saved.headers[.location] == "/app/org?notice=saved")
            let token = try await client.token(for: fixture.admin)
            let employees = try await client.call(MyBizPath.employees, token: token).myBizDecoded([Employee].self)
            let linked = try #require(employees.first { $0.id == person.id })
            #expect(linked.accountId == fixture.member.id && linked.approvalLimit == 1_500)
            let again = try await admin.get("/app/org/\(person.id.uuidString)/edit")
            #expect(again.text.contains(#"value="1500""#))
        }
    }
}
