import Foundation
import Hummingbird
import MyBizAPI
import ServerHTTP
import WebPages

/// The Org chart screen at `/app/org`, and its form for administrators: add, change and remove
/// people through `EmployeeDesk`, a broken rule shown beside its field.
struct OrgChartPages: Sendable {
    let screens: AppScreens
    let company: any CompanyRepository
    let people: EmployeeDesk
    /// Whose accounts a person may sign in with.
    let accounts: any AccountRepository
    /// The currency of approval limits.
    let currency: CatalogueCurrency

    /// The screen for everyone logged in; the form and its posts for administrators only.
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        app.get("/org") { request, context in try await chart(request, context) }
        app.get("/people/{id}") { request, context in
            let id = try AppScreens.id(context)
            let employees = try await company.employees()
            guard let person = employees.first(where: { $0.id == id }) else { throw EmployeeDesk.notFound(id) }
            var account: Account?
            if let linked = person.accountId { account = try await accounts.account(id: linked) }
            return try screens.library.page(
                "app-profile",
                ProfileView(
                    frame: try screens.frame(nil, request, context), person: person,
                    chart: OrgChart(employees: employees), account: account, currency: currency, now: Date()))
        }
        let staffing = app.administrators(refusing: EmployeeDesk.forbidden)
        // The forms list the accounts, which change without the company's version: never kept.
        staffing.get("/org/new") { request, context in
            let frame = try screens.frame(nil, request, context)
            var form = EmployeeForm.empty
            // From the accounts page: the person an account of the company's is, named as the account.
            if let id = request.uri.queryParameters["account"].flatMap({ UUID(uuidString: String($0)) }),
                let account = try await accounts.account(id: id), account.isCompanyMember
            {
                form.account = id.uuidString
                (form.givenName, form.familyName) = EmployeeForm.names(of: account.name)
            }
            return try await formPage(form, frame, id: nil, status: .ok)
        }
        staffing.post("/org") { request, context in try await save(nil, request, context) }
        staffing.get("/org/{id}/edit") { request, context in
            let id = try AppScreens.id(context)
            let frame = try screens.frame(nil, request, context)
            guard let person = try await company.employees().first(where: { $0.id == id }) else {
                throw EmployeeDesk.notFound(id)
            }
            return try await formPage(EmployeeForm(person, currency: currency), frame, id: id, status: .ok)
        }
        staffing.post("/org/{id}") { request, context in
            try await save(try AppScreens.id(context), request, context)
        }
        staffing.get("/org/{id}/delete") { request, context in
            let id = try AppScreens.id(context)
            guard let person = try await company.employees().first(where: { $0.id == id }) else {
                throw EmployeeDesk.notFound(id)
            }
            let name = OrgChart.displayName(of: person)
            return try screens.library.page(
                "app-confirm",
                ConfirmationView(
                    frame: try screens.frame(nil, request, context), question: "Remove \(name) from the company?",
                    consequence:
                        "They leave the org chart and the birthdays at once; their account, if they have one, stays.",
                    action: "/app/org/\(id.uuidString)/delete", button: "Remove \(name)",
                    back: "/app/org/\(id.uuidString)/edit"))
        }
        staffing.post("/org/{id}/delete") { request, context in try await remove(request, context) }
    }

    /// The company's people by whom they report to.
    private func chart(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let notice = AppScreens.notice(
            request,
            [
                "added": "The person is in the company.", "saved": "Your changes are saved.",
                "removed": "The person is no longer in the company.",
            ])
        let frame = try screens.frame(.orgChart, request, context)
        return try await screens.renderedPages.page(frame.pageKey("app-org", notice ?? "")) {
            try screens.library.answer(
                "app-org", OrgChartView(frame: frame, employees: try await company.employees(), notice: notice)
            )
            .notKept(if: notice != nil)
        }
    }

    /// The person form, with the company's accounts to choose from.
    private func formPage(_ form: EmployeeForm, _ frame: AppFrame, id: UUID?, status: HTTPResponse.Status)
        async throws -> Response
    {
        let chart = OrgChart(employees: try await company.employees())
        return try screens.library.page(
            "app-person-form",
            form.view(frame: frame, chart: chart, accounts: try await accounts.all(), currency: currency, id: id),
            status: status)
    }

    /// Adds a person (`id` nil) or changes one from the form, with the account they sign in with and
    /// their approval limit; every problem is shown beside its field.
    private func save(_ id: UUID?, _ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        var form = EmployeeForm(try await screens.form(request))
        let draft = form.draft()
        var link = form.link(currency: currency)
        // An account another person has is said before anything is saved, so a new person is never added
        // twice (once with the refusal, once more when the form is sent again).
        if let account = link?.accountId,
            try await company.employees().contains(where: { $0.accountId == account && $0.id != id })
        {
            form.note(RuleProblem("accountId", "That account is already another person's in the org chart."))
            link = nil
        }
        if let draft, let link {
            do {
                let admin = try context.account()
                let saved =
                    if let id {
                        try await people.replace(id, with: draft, by: admin)
                    } else {
                        try await people.add(draft, by: admin)
                    }
                if link != EmployeeAccount(accountId: saved.accountId, approvalLimit: saved.approvalLimit) {
                    _ = try await people.link(saved.id, link, by: admin)
                }
                return HTMLPage.redirect(to: "/app/org?notice=\(id == nil ? "added" : "saved")")
            } catch let problem as RuleProblem {
                form.note(problem)
            }
        }
        return try await formPage(form, try screens.frame(nil, request, context), id: id, status: .badRequest)
    }

    /// Removes the person; one who still has reports stays, and their form says why.
    private func remove(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        _ = try await screens.form(request)
        let id = try AppScreens.id(context)
        do {
            try await people.remove(id, by: try context.account())
        } catch let problem as RuleProblem {
            let chart = OrgChart(employees: try await company.employees())
            guard let person = chart.employee(id) else { throw problem }
            var form = EmployeeForm(person, currency: currency)
            form.note(problem)
            return try await formPage(form, try screens.frame(nil, request, context), id: id, status: .badRequest)
        }
        return HTMLPage.redirect(to: "/app/org?notice=removed")
    }
}
