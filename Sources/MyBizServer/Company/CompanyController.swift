import Hummingbird
import MyBizAPI
import ServerSupport

/// What every logged-in person reads: announcements, employees, events and products.
struct CompanyController: Sendable {
    let company: any CompanyRepository

    /// The four lists: `api` must be behind a login.
    func addRoutes(to api: RouterGroup<MyBizRequestContext>) {
        api.get("/announcements") { _, _ in try await company.announcements() }
        api.get("/employees") { _, _ in try await company.employees() }
        api.get("/events") { _, _ in try await company.events() }
        api.get("/products") { _, _ in try await company.products() }
    }
}
