import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("The company's accounts are its people: an invitation places them in the org chart, and one list shows both")
struct PeopleAreAccountsTests {
    @Test(
        "Given an invitation with a place in the org chart, then the person is there, signing in with the new account",
        arguments: TestDatabase.available)
    func invitationPlacesThePerson(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let head = try #require(fixture.company.employees.first)
            let invitation = Invitation(
                username: "ana@example.com", name: "Someone", role: .member,
                person: EmployeeDraft(
                    givenName: " Ana ", familyName: "Lee", roleTitle: "Designer", department: "Design",
                    location: "Seoul", manager: head.id))
            let response = try await client.call(MyBizPath.users, token: admin, body: invitation)
            #expect(response.status == .created)
            let invited = try response.myBizDecoded(InvitedAccount.self)
            let person = try #require(invited.person)
            #expect(person.givenName == "Ana" && person.accountId == invited.account.id && person.manager == head.id)
            #expect(invited.account.person == person.id)
            #expect(invited.account.name == "Ana Lee", "the person's name, trimmed")

            let people = try await client.call(MyBizPath.employees, token: admin).myBizDecoded([Employee].self)
            #expect(people.contains { $0.id == person.id && $0.accountId == invited.account.id })
            let accounts = try await client.call(MyBizPath.users, token: admin).myBizDecoded([AccountSummary].self)
            #expect(accounts.first { $0.id == invited.account.id }?.person == person.id)
            #expect(
                accounts.first { $0.id == fixture.admin.id }?.person == nil,
                "an account no one in the chart signs in with names no person")
        }
    }

    @Test(
        "Given an invitation the org chart refuses, or a username taken, then neither an account nor a person is made",
        arguments: TestDatabase.available)
    func refusedInvitationMakesNothing(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let head = try #require(fixture.company.employees.first)
            let before = try await client.call(MyBizPath.employees, token: admin).myBizDecoded([Employee].self)

            let secondHead = try await client.call(
                MyBizPath.users, token: admin,
                body: Invitation(
                    username: "bo@example.com", name: "Bo Park",
                    person: EmployeeDraft(givenName: "Bo", familyName: "Park", location: "Seoul", manager: nil)))
            #expect(secondHead.status == .badRequest)
            #expect(secondHead.errorReason?.hasPrefix("manager is required") == true)
            #expect(try await client.login("bo@example.com", "anything").status == .unauthorized)

            let taken = try await client.call(
                MyBizPath.users, token: admin,
                body: Invitation(
                    username: fixture.member.username, name: "Cy Kim",
                    person: EmployeeDraft(givenName: "Cy", familyName: "Kim", location: "Seoul", manager: head.id)))
            #expect(
                taken.status == .badRequest && taken.errorReason == "The username \(fixture.member.username) is taken.")

            let noPlace = try await client.call(
                MyBizPath.users, token: admin,
                body: Invitation(
                    username: "di@example.com", name: "Di Oh",
                    person: EmployeeDraft(givenName: "Di", familyName: "Oh", location: "Seoul", manager: UUID())))
            #expect(noPlace.status == .badRequest)

            let after = try await client.call(MyBizPath.employees, token: admin).myBizDecoded([Employee].self)
            #expect(after == before, "no person was added for a refused invitation")
            let accounts = try await client.call(MyBizPath.users, token: admin).myBizDecoded([AccountSummary].self)
            #expect(!accounts.contains { ["bo@example.com", "di@example.com"].contains($0.username) })
        }
    }

    @Test(
        "Given a person signing in with an account, then renaming the person renames the account, and taking the account out of the company leaves the person without it",
        arguments: TestDatabase.available)
    func personAndAccountStayOne(database: TestDatabase) async throws {
        try await MyBizApp.test(database: database) { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let head = try #require(fixture.company.employees.first)
            let invited = try await client.call(
                MyBizPath.users, token: admin,
                body: Invitation(
                    username: "ana@example.com", name: "Ana Lee",
                    person: EmployeeDraft(givenName: "Ana", familyName: "Lee", location: "Seoul", manager: head.id))
            ).myBizDecoded(InvitedAccount.self)
            let person = try #require(invited.person)

            let renamed = try await client.call(
                MyBizPath.employee(person.id), .put, token: admin,
                body: EmployeeDraft(givenName: "Ana", familyName: "Lee-Park", location: "Seoul", manager: head.id))
            #expect(renamed.status == .ok)
            var accounts = try await client.call(MyBizPath.users, token: admin).myBizDecoded([AccountSummary].self)
            #expect(accounts.first { $0.id == invited.account.id }?.name == "Ana Lee-Park")

            let linked = try await client.call(
                MyBizPath.employeeAccount(head.id), .put, token: admin,
                body: EmployeeAccount(accountId: fixture.member.id, approvalLimit: nil))
            #expect(linked.status == .ok)
            accounts = try await client.call(MyBizPath.users, token: admin).myBizDecoded([AccountSummary].self)
            #expect(
                accounts.first { $0.id == fixture.member.id }?.name == OrgChart.displayName(of: head),
                "an account linked to a person takes the person's name")

            let out = try await client.call(
                MyBizPath.user(invited.account.id), .patch, token: admin, body: AccountChange(companyMember: false))
            #expect(out.status == .ok)
            #expect(try out.myBizDecoded(AccountSummary.self).person == nil)
            let people = try await client.call(MyBizPath.employees, token: admin).myBizDecoded([Employee].self)
            #expect(people.first { $0.id == person.id }?.accountId == nil, "the person stays, without the account")
        }
    }
}

@Suite(
    "The accounts page is the company's people: invite into the org chart, every problem at once, place the unplaced")
struct PeopleAreAccountsPageTests {
    @Test(
        "Given the invitation form sent wrong in every way, then every problem is beside its field and nothing is made")
    func everyProblemAtOnce() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let page = try await admin.get("/app/accounts")
            let refused = try await admin.post(
                "/app/accounts", from: page,
                [
                    ("given-name", " "), ("family-name", ""), ("username", fixture.member.username),
                    ("role", "member"), ("location", "Seoul"), ("manager", ""),
                ])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("A person needs a given name or a family name."))
            #expect(refused.text.contains("The username \(fixture.member.username) is taken."))
            #expect(refused.text.contains("Manager is required: only the head of the company"))
            #expect(refused.text.contains(#"value="Seoul""#), "what was typed stays")
            let people = try await admin.get("/app/org")
            #expect(!people.text.contains("Seoul"))
        }
    }

    @Test(
        "Given an account no one in the org chart signs in with, then its row offers to place it, and the person form comes filled"
    )
    func placeTheUnplaced() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await MyBizApp.signedIn(client, fixture.admin)
            let page = try await admin.get("/app/accounts")
            let place = "/app/org/new?account=\(fixture.member.id.uuidString)"
            #expect(page.text.contains(#"href="\#(place)""#))
            let form = try await admin.get(place)
            #expect(form.status == .ok)
            #expect(form.text.contains(#"<option value="\#(fixture.member.id.uuidString)" selected="selected">"#))
            let names = EmployeeForm.names(of: fixture.member.name)
            #expect(form.text.contains(#"value="\#(names.family)""#))

            let head = try #require(fixture.company.employees.first)
            let saved = try await admin.post(
                "/app/org", from: form,
                [
                    ("given-name", names.given), ("family-name", names.family), ("location", "Seoul"),
                    ("manager", head.id.uuidString), ("account", fixture.member.id.uuidString),
                ])
            #expect(saved.status == .seeOther)
            let after = try await admin.get("/app/accounts")
            #expect(!after.text.contains(#"href="\#(place)""#), "placed now")
            #expect(after.text.contains(#"<li id="account-\#(fixture.member.id.uuidString)">"#))
        }
    }

    @Test("Given a name, then the person form takes the last word as the family name")
    func names() {
        let mary = EmployeeForm.names(of: " Mary Ann  Lee ")
        #expect(mary.given == "Mary Ann" && mary.family == "Lee")
        let gupta = EmployeeForm.names(of: "Gupta")
        #expect(gupta.given == "" && gupta.family == "Gupta")
        let blank = EmployeeForm.names(of: " ")
        #expect(blank.given == "" && blank.family == "")
    }
}
