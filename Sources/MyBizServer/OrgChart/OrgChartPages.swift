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

    /// The screen for everyone logged in; the form and its posts for administrators only.
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        app.get("/org") { request, context in try await chart(request, context) }
        let staffing = app.administrators(refusing: EmployeeDesk.forbidden)
        staffing.get("/org/new") { request, context in
            let frame = try screens.frame(nil, request, context)
            return try await screens.renderedPages.page(frame.pageKey("app-person-form")) {
                let chart = OrgChart(employees: try await company.employees())
                return try screens.library.answer(
                    "app-person-form", EmployeeForm.empty.view(frame: frame, chart: chart))
            }
        }
        staffing.post("/org") { request, context in try await save(nil, request, context) }
        staffing.get("/org/{id}/edit") { request, context in
            let id = try AppScreens.id(context)
            let frame = try screens.frame(nil, request, context)
            return try await screens.renderedPages.page(frame.pageKey("app-person-form", id.uuidString)) {
                let chart = OrgChart(employees: try await company.employees())
                guard let person = chart.employee(id) else { throw EmployeeDesk.notFound(id) }
                return try screens.library.answer(
                    "app-person-form", EmployeeForm(person).view(frame: frame, chart: chart, id: id))
            }
        }
        staffing.post("/org/{id}") { request, context in
            try await save(try AppScreens.id(context), request, context)
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

    /// Adds a person (`id` nil) or changes one from the form; a problem is shown beside its field.
    private func save(_ id: UUID?, _ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        var form = EmployeeForm(try await screens.form(request))
        if let draft = form.draft() {
            do {
                if let id {
                    _ = try await people.replace(id, with: draft, by: try context.account())
                    return HTMLPage.redirect(to: "/app/org?notice=saved")
                }
                _ = try await people.add(draft, by: try context.account())
                return HTMLPage.redirect(to: "/app/org?notice=added")
            } catch let problem as RuleProblem {
                form.note(problem)
            }
        }
        let chart = OrgChart(employees: try await company.employees())
        return try screens.library.page(
            "app-person-form", form.view(frame: try screens.frame(nil, request, context), chart: chart, id: id),
            status: .badRequest)
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
            var form = EmployeeForm(person)
            form.note(problem)
            return try screens.library.page(
                "app-person-form", form.view(frame: try screens.frame(nil, request, context), chart: chart, id: id),
                status: .badRequest)
        }
        return HTMLPage.redirect(to: "/app/org?notice=removed")
    }
}
