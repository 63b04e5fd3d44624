import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("A person's profile: role, manager and reports, place and its time, e-mail")
struct ProfilePageTests {
    @Test("Given the org chart, then each person links to a profile with their manager, reports, local time and e-mail")
    func profile() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let people = fixture.company.employees
            _ = try await client.call(
                MyBizPath.employeeAccount(people[1].id), .put, token: admin,
                body: EmployeeAccount(accountId: fixture.member.id, approvalLimit: 2_500))
            let member = try await MyBizApp.signedIn(client, fixture.member)
            let chart = try await member.get("/app/org")
            #expect(chart.text.contains(#"href="/app/people/\#(people[1].id.uuidString)""#))
            let page = try await member.get("/app/people/\(people[1].id.uuidString)")
            #expect(page.status == .ok)
            let text = page.text
            #expect(text.contains("<h1>Bruno Okafor</h1>"))
            #expect(text.contains(#"<a href="/app/people/\#(people[0].id.uuidString)">Ada Lindqvist</a>"#))
            #expect(text.contains(#"<a href="/app/people/\#(people[3].id.uuidString)">Emeka Nwosu</a>"#))
            #expect(text.contains("(Europe/Stockholm)"))
            #expect(text.contains(#"<a href="mailto:member@example.com">member@example.com</a>"#))
            #expect(text.contains("$2,500.00"))
            #expect(
                try await member.get("/app/people/\(UUID().uuidString)", headers: [.accept: "text/html"]).status
                    == .notFound)
        }
    }

    @Test(
        "a place names its time zone when a zone is named after it",
        arguments: [
            ("Stockholm", "Europe/Stockholm"), ("new york", "America/New_York"), ("Seoul", "Asia/Seoul"),
            ("Atlantis", nil),
        ])
    func zones(place: String, zone: String?) {
        #expect(ProfileView.zone(of: place)?.identifier == zone)
    }
}
