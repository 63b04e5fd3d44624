import Hummingbird
import MyBizAPI
import ServerSupport

/// What every logged-in person reads: announcements, employees, events and products.
struct CompanyController: Sendable {
    let company: any CompanyRepository

    /// The four lists: `api` must be behind a login.
    func addRoutes(to api: RouterGroup<MyBizRequestContext>) {
        api.get(RouterPath(MyBizPath.announcements)) { _, _ in try await company.announcements() }
        api.get(RouterPath(MyBizPath.employees)) { _, _ in try await company.employees() }
        api.get(RouterPath(MyBizPath.events)) { _, _ in try await company.events() }
        api.get(RouterPath(MyBizPath.products)) { _, _ in try await company.products() }
    }
}
