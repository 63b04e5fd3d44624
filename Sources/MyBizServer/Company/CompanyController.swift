import Hummingbird
import ServerSupport

/// What every logged-in person reads: announcements, employees, events and products.
struct CompanyController: Sendable {
    let company: any CompanyRepository
    let authenticator: Authenticator

    func addRoutes(to router: Router<some RequestContext>) {
        router.get("/api/announcements") { request, _ in try await answer(request) { try await company.announcements() }
        }
        router.get("/api/employees") { request, _ in try await answer(request) { try await company.employees() } }
        router.get("/api/events") { request, _ in try await answer(request) { try await company.events() } }
        router.get("/api/products") { request, _ in try await answer(request) { try await company.products() } }
    }

    /// What `read` returns, for a caller with a valid token.
    private func answer(_ request: Request, _ read: () async throws -> some Encodable) async throws -> Response {
        _ = try await authenticator.account(request)
        return try MyBizJSONBody.response(try await read())
    }
}
