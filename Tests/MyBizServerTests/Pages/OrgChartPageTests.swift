import Foundation
import Hummingbird
import HummingbirdTesting
import MyBizAPI
import MyBizTestSupport
import ServerTestSupport
import Testing

@testable import MyBizServer

@Suite("The org chart page shows each person as they are")
struct OrgChartPageTests {
    @Test(
        "Given a person with no role under a manager with one, then the chart shows no role for them, not their manager's"
    )
    func noBorrowedRole() async throws {
        try await MyBizApp.test { client, fixture in
            let admin = try await client.token(for: fixture.admin)
            let head = try #require(fixture.company.employees.first)
            _ = try await client.call(
                MyBizPath.employee(head.id), .put, token: admin,
                body: EmployeeDraft(
                    givenName: head.givenName, familyName: head.familyName, roleTitle: "Chief Executive",
                    location: head.location, manager: nil))
            _ = try await client.call(
                MyBizPath.employees, token: admin,
                body: EmployeeDraft(givenName: "Pia", familyName: "Placed", location: "Madrid", manager: head.id))
            let page = try await MyBizApp.signedIn(client, fixture.admin).get("/app/org")
            let pia = try #require(page.text.range(of: "Pia Placed</strong></a>"))
            let after = page.text[pia.upperBound...].prefix(60)
            #expect(after.hasPrefix(#"<span class="where">Madrid</span>"#), "\(after)")
        }
    }
}
