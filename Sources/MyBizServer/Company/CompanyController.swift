import Hummingbird
import MyBizAPI
import ServerSupport

/// What every logged-in person reads: announcements, employees, events and products.
struct CompanyController: Sendable {
    let company: any CompanyRepository
    /// Where the lists are kept encoded.
    let lists: ListAnswers

    /// The four lists: `api` must be behind a login.
    func addRoutes(to api: RouterGroup<MyBizRequestContext>) {
        api.get(RouterPath(MyBizPath.announcements)) { _, _ in
            try await lists.response("announcements") { try await company.announcements() }
        }
        api.get(RouterPath(MyBizPath.employees)) { _, _ in
            try await lists.response("employees") { try await company.employees() }
        }
        api.get(RouterPath(MyBizPath.events)) { _, _ in
            try await lists.response("events") { try await company.events() }
        }
        api.get(RouterPath(MyBizPath.products)) { _, _ in
            try await lists.response("products") { try await company.products() }
        }
    }
}
