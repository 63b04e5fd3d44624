import MyBizAPI
import Testing

@testable import DemoContent

@Suite("The demo company's people")
struct DemoCompanyTests {
    @Test("every demo person has a role and a department, so the org chart's search finds people by them")
    func rolesAndDepartments() {
        // Given the demo company's people
        let people = DemoCompany.employees()

        // Then each has both, and the departments are a handful, not one each
        #expect(people.count == 13)
        #expect(people.allSatisfy { $0.roleTitle?.isEmpty == false && $0.department?.isEmpty == false })
        #expect(Set(people.compactMap(\.department)) == ["Leadership", "Engineering", "Operations", "Finance"])
        #expect(people.filter { $0.department == "Finance" }.count == 3)
    }
}
