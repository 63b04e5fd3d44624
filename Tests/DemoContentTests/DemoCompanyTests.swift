import Foundation
import MyBizAPI
import MyBizServer
import Testing

@testable import DemoContent

@Suite("The demo company's people")
struct DemoCompanyTests {
    @Test("every demo person has a role and a department, so the org chart's search finds people by them")
    func rolesAndDepartments() {
        // Given the demo company's people
        let people = DemoCompany.employees()

        // Then each has both, and the departments are a handful, not one each
        #expect(people.count == 14)
        #expect(people.allSatisfy { $0.roleTitle?.isEmpty == false && $0.department?.isEmpty == false })
        #expect(Set(people.compactMap(\.department)) == ["Leadership", "Engineering", "Operations", "Finance", "IT"])
        #expect(people.filter { $0.department == "Finance" }.count == 3)
    }

    @Test("every demo login of the company is a person in its org chart, the administrator too")
    func loginsArePeople() {
        // Given the demo company
        let seed = DemoCompany.seed(now: .now)

        // Then each of its logins names a person of it
        let people = Set(seed.employees.map(\.id))
        #expect(seed.logins.count == 4)
        #expect(seed.logins.allSatisfy { $0.person.map(people.contains) == true })
    }
}
