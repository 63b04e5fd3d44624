import Foundation
import Hummingbird
import Logging
import MyBizAPI
import ServerSupport
import WebPages

/// The company app as web pages at `/app`: its login (`WebLoginController`), then the app's five
/// screens behind the web session — Announcements, Calendar, Org chart, Purchase orders (with a
/// new-order form checked by the contract's rules) and Settings. Each screen's script reports it
/// shown through `POST /api/analytics`, as the apps do.
struct WebAppController: Sendable {
    let authenticator: Authenticator
    let accounts: any AccountRepository
    let company: any CompanyRepository
    /// Where administrators change the announcements.
    let desk: AnnouncementDesk
    /// Where administrators change the calendar.
    let events: EventDesk
    /// Where administrators change who is in the company.
    let people: EmployeeDesk
    /// Where administrators invite people and change accounts.
    let accountDesk: AccountDesk
    /// Where administrators keep the catalogue.
    let catalogue: CatalogueDesk
    let ordering: PurchaseOrdering
    let library: PageLibrary
    /// The screens kept rendered per reader until the company's data changes.
    let renderedPages: RenderedPages
    /// The address clients use (`--public-url`), for cookies and form origins.
    let publicURL: String?
    /// The version the pages report in their analytics, the server's.
    let appVersion: String

    /// How the company app's browser sessions start and end.
    private var login: BrowserLogin {
        BrowserLogin(authenticator: authenticator, session: .webApps, kind: .webSession, publicURL: publicURL)
    }

    /// The login form, open to anyone; the screens, for a logged-in account only (others are sent
    /// to the login form and brought back).
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        let pages = app.add(middleware: WebSessionAuthenticator(authenticator: authenticator))
        WebLoginController(login: login, library: library).addRoutes(to: pages)
        let screens = pages.group().add(middleware: RequireWebSession())
        // The administrators' screens and forms: a member is refused before a form is read.
        let announcing = screens.administrators(refusing: AnnouncementDesk.forbidden)
        let scheduling = screens.administrators(refusing: EventDesk.forbidden)
        let staffing = screens.administrators(refusing: EmployeeDesk.forbidden)
        let cataloguing = screens.administrators(refusing: CatalogueDesk.forbidden)
        let administering = screens.administrators(refusing: AccountDesk.forbidden)
        screens.get { _, _ in HTMLPage.redirect(to: "/app/announcements") }
        screens.get("/announcements") { request, context in try await announcements(request, context) }
        announcing.get("/announcements/new") { request, context in
            let frame = try frame(nil, request, context)
            return try await renderedPages.page(frame.pageKey("app-announcement-form")) {
                try library.answer("app-announcement-form", AnnouncementForm.empty.view(frame: frame))
            }
        }
        announcing.post("/announcements") { request, context in try await saveAnnouncement(nil, request, context) }
        announcing.get("/announcements/{id}/edit") { request, context in
            let id = try Self.pathID(context)
            let frame = try frame(nil, request, context)
            return try await renderedPages.page(frame.pageKey("app-announcement-form", id.uuidString)) {
                guard let announcement = try await company.announcements().first(where: { $0.id == id }) else {
                    throw AnnouncementDesk.notFound(id)
                }
                return try library.answer(
                    "app-announcement-form", AnnouncementForm(announcement).view(frame: frame, id: id))
            }
        }
        announcing.post("/announcements/{id}") { request, context in
            try await saveAnnouncement(try Self.pathID(context), request, context)
        }
        announcing.post("/announcements/{id}/delete") { request, context in
            _ = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            try await desk.remove(try Self.pathID(context), by: try context.account())
            return HTMLPage.redirect(to: "/app/announcements?notice=deleted")
        }
        screens.get("/calendar") { request, context in
            let notices = [
                "added": "The event is in the calendar.", "saved": "Your changes are saved.",
                "deleted": "The event is deleted.",
            ]
            let notice = request.uri.queryParameters["notice"].flatMap { notices[String($0)] }
            let frame = try frame(.calendar, request, context)
            let now = authenticator.now()
            return try await renderedPages.page(frame.pageKey("app-calendar", notice ?? "")) {
                async let events = company.events()
                async let employees = company.employees()
                let view = CalendarView(
                    frame: frame, events: try await events, employees: try await employees, now: now, notice: notice)
                return try library.answer("app-calendar", view).valid(until: CalendarView.nextDay(after: now))
                    .notKept(if: notice != nil)
            }
        }
        scheduling.get("/calendar/new") { request, context in
            let frame = try frame(nil, request, context)
            return try await renderedPages.page(frame.pageKey("app-event-form")) {
                try library.answer("app-event-form", EventForm.empty.view(frame: frame))
            }
        }
        scheduling.post("/calendar") { request, context in try await saveEvent(nil, request, context) }
        scheduling.get("/calendar/{id}/edit") { request, context in
            let id = try Self.pathID(context)
            let frame = try frame(nil, request, context)
            return try await renderedPages.page(frame.pageKey("app-event-form", id.uuidString)) {
                guard let event = try await company.events().first(where: { $0.id == id }) else {
                    throw EventDesk.notFound(id)
                }
                return try library.answer("app-event-form", EventForm(event).view(frame: frame, id: id))
            }
        }
        scheduling.post("/calendar/{id}") { request, context in
            try await saveEvent(try Self.pathID(context), request, context)
        }
        scheduling.post("/calendar/{id}/delete") { request, context in
            _ = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            try await events.remove(try Self.pathID(context), by: try context.account())
            return HTMLPage.redirect(to: "/app/calendar?notice=deleted")
        }
        staffing.get("/org/new") { request, context in
            let frame = try frame(nil, request, context)
            return try await renderedPages.page(frame.pageKey("app-person-form")) {
                let chart = OrgChart(employees: try await company.employees())
                return try library.answer("app-person-form", EmployeeForm.empty.view(frame: frame, chart: chart))
            }
        }
        staffing.post("/org") { request, context in try await savePerson(nil, request, context) }
        staffing.get("/org/{id}/edit") { request, context in
            let id = try Self.pathID(context)
            let frame = try frame(nil, request, context)
            return try await renderedPages.page(frame.pageKey("app-person-form", id.uuidString)) {
                let chart = OrgChart(employees: try await company.employees())
                guard let person = chart.employee(id) else { throw EmployeeDesk.notFound(id) }
                return try library.answer(
                    "app-person-form", EmployeeForm(person).view(frame: frame, chart: chart, id: id))
            }
        }
        staffing.post("/org/{id}") { request, context in
            try await savePerson(try Self.pathID(context), request, context)
        }
        staffing.post("/org/{id}/delete") { request, context in
            _ = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            let id = try Self.pathID(context)
            do {
                try await people.remove(id, by: try context.account())
            } catch let error as APIError where error.status == .badRequest {
                let chart = OrgChart(employees: try await company.employees())
                guard let person = chart.employee(id) else { throw error }
                var form = EmployeeForm(person)
                form.errors["manager"] = error.reason
                return try library.page(
                    "app-person-form", form.view(frame: try frame(nil, request, context), chart: chart, id: id),
                    status: .badRequest)
            }
            return HTMLPage.redirect(to: "/app/org?notice=removed")
        }
        screens.get("/org") { request, context in
            let notices = [
                "added": "The person is in the company.", "saved": "Your changes are saved.",
                "removed": "The person is no longer in the company.",
            ]
            let notice = request.uri.queryParameters["notice"].flatMap { notices[String($0)] }
            let frame = try frame(.orgChart, request, context)
            return try await renderedPages.page(frame.pageKey("app-org", notice ?? "")) {
                try library.answer(
                    "app-org", OrgChartView(frame: frame, employees: try await company.employees(), notice: notice)
                )
                .notKept(if: notice != nil)
            }
        }
        screens.get("/purchases") { request, context in try await purchases(request, context) }
        screens.get("/purchases/new") { request, context in
            let frame = try frame(nil, request, context)
            let now = authenticator.now()
            return try await renderedPages.page(frame.pageKey("app-purchase-new")) {
                try library.answer("app-purchase-new", try await orderFormView(.empty, refusal: nil, frame, now: now))
                    .valid(until: CalendarView.nextDay(after: now))
            }
        }
        screens.post("/purchases") { request, context in try await placeOrder(request, context) }
        screens.get("/settings") { request, context in
            let notice = request.uri.queryParameters["notice"] == "password" ? "Your password is changed." : nil
            let account = try context.account()
            let frame = try frame(.settings, request, context)
            return try await renderedPages.page(frame.pageKey("app-settings", account.name, notice ?? "")) {
                try library.answer("app-settings", settingsView(PasswordChangeForm(notice: notice), account, frame))
                    .notKept(if: notice != nil)
            }
        }
        cataloguing.get("/catalogue") { request, context in
            let notices = [
                "added": "The product is in the catalogue.", "saved": "Your changes are saved.",
                "retired": "The product is retired.",
            ]
            let notice = request.uri.queryParameters["notice"].flatMap { notices[String($0)] }
            let frame = try frame(nil, request, context)
            return try await renderedPages.page(frame.pageKey("app-catalogue", notice ?? "")) {
                try library.answer("app-catalogue", try await catalogueView(notice: notice, frame))
                    .notKept(if: notice != nil)
            }
        }
        cataloguing.post("/catalogue") { request, context in
            let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            let draft = ProductDraft(
                name: fields["name"] ?? "", unitPrice: Double(fields["unit-price"] ?? "") ?? .nan)
            do {
                _ = try await catalogue.add(draft, by: try context.account())
            } catch let error as APIError where error.status == .badRequest {
                return try await cataloguePage(
                    error: Self.sentence(error.reason), newName: fields["name"] ?? "",
                    newPrice: fields["unit-price"] ?? "", status: .badRequest, request, context)
            }
            return HTMLPage.redirect(to: "/app/catalogue?notice=added")
        }
        cataloguing.post("/catalogue/{id}") { request, context in
            let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            let draft = ProductDraft(
                name: fields["name"] ?? "", unitPrice: Double(fields["unit-price"] ?? "") ?? .nan)
            do {
                _ = try await catalogue.replace(try Self.pathID(context), with: draft, by: try context.account())
            } catch let error as APIError where error.status == .badRequest {
                return try await cataloguePage(
                    error: Self.sentence(error.reason), status: .badRequest, request, context)
            }
            return HTMLPage.redirect(to: "/app/catalogue?notice=saved")
        }
        cataloguing.post("/catalogue/{id}/retire") { request, context in
            _ = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            try await catalogue.retire(try Self.pathID(context), by: try context.account())
            return HTMLPage.redirect(to: "/app/catalogue?notice=retired")
        }
        administering.get("/accounts") { request, context in
            let notices = ["changed": "The account is changed."]
            return try await accountsPage(
                notice: request.uri.queryParameters["notice"].flatMap { notices[String($0)] }, request, context)
        }
        administering.post("/accounts") { request, context in
            let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            let invitation = Invitation(
                username: fields["username"] ?? "", name: fields["name"] ?? "",
                role: AccountSummary.Role(rawValue: fields["role"] ?? "") ?? .member)
            do {
                let invited = try await accountDesk.invite(invitation, by: try context.account())
                context.logger.info("An administrator invited account \(invited.account.id) on the web")
                return try await accountsPage(
                    invited: AccountsView.Invited(
                        name: invited.account.name, username: invited.account.username,
                        password: invited.temporaryPassword), request, context)
            } catch let error as APIError where error.status == .badRequest {
                return try await accountsPage(
                    inviteError: error.reason.prefix(1).uppercased() + error.reason.dropFirst(), invitation: invitation,
                    status: .badRequest, request, context)
            }
        }
        administering.post("/accounts/{id}") { request, context in
            let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            let id = try Self.pathID(context)
            let change = AccountChange(
                role: fields["role"].flatMap(AccountSummary.Role.init(rawValue:)),
                disabled: fields["disabled"].map { $0 == "true" })
            do {
                _ = try await accountDesk.change(id, change, by: try context.account())
            } catch let error as APIError where error.status == .badRequest {
                return try await accountsPage(inviteError: error.reason, status: .badRequest, request, context)
            }
            return HTMLPage.redirect(to: "/app/accounts?notice=changed")
        }
        screens.post("/settings/password") { request, context in try await changePassword(request, context) }
        screens.post("/settings/logout-everywhere") { request, context in
            _ = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
            try await authenticator.revokeAll(of: try context.account())
            context.logger.info("An account logged out everywhere on the web")
            var response = HTMLPage.redirect(to: "/app/login?notice=everywhere")
            response.setCookie(BrowserSession.webApps.cookie("", request: request, publicURL: publicURL))
            return response
        }
    }

    /// The announcements, those published since the reader last looked marked new. Only a visit that
    /// showed something new moves the mark, and only a page showing nothing new is kept: the next
    /// visit would not show the same marks, while a page with none stays true until the company's
    /// data changes (the mark only ever moves forward) or an announcement dated later reaches its date.
    private func announcements(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let account = try context.account()
        let notices = [
            "posted": "The announcement is posted.", "saved": "Your changes are saved.",
            "deleted": "The announcement is deleted.",
        ]
        let notice = request.uri.queryParameters["notice"].flatMap { notices[String($0)] }
        let frame = try frame(.announcements, request, context)
        return try await renderedPages.page(frame.pageKey("app-announcements", account.id.uuidString, notice ?? "")) {
            async let list = company.announcements()
            let seenAt = try await accounts.announcementsSeen(by: account.id)
            let announcements = try await list
            let now = authenticator.now()
            let page = try library.answer(
                "app-announcements",
                AnnouncementsView(frame: frame, announcements: announcements, seenAt: seenAt, now: now, notice: notice))
            guard announcements.contains(where: { AnnouncementsView.isNew($0, seenAt: seenAt, now: now) }) else {
                // Kept until the next announcement dated later becomes new.
                let next = announcements.compactMap(\.publishedAt).filter { $0 > now }.min()
                return (next.map { page.valid(until: $0) } ?? page).notKept(if: notice != nil)
            }
            try await accounts.markAnnouncementsSeen(by: account.id, at: now)
            return page.notKept()
        }
    }

    /// Posts a new announcement (`id` nil) or changes one from the form; a problem is shown beside its field.
    private func saveAnnouncement(_ id: UUID?, _ request: Request, _ context: MyBizRequestContext) async throws
        -> Response
    {
        let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
        var form = AnnouncementForm(fields)
        if let draft = form.draft() {
            do {
                if let id {
                    _ = try await desk.replace(id, with: draft, by: try context.account())
                    return HTMLPage.redirect(to: "/app/announcements?notice=saved")
                }
                _ = try await desk.post(draft, by: try context.account())
                return HTMLPage.redirect(to: "/app/announcements?notice=posted")
            } catch let error as APIError where error.status == .badRequest {
                form.messageError = error.reason
            }
        }
        return try library.page(
            "app-announcement-form", form.view(frame: try frame(nil, request, context), id: id), status: .badRequest)
    }

    /// Adds a person (`id` nil) or changes one from the form; a problem is shown beside its field.
    private func savePerson(_ id: UUID?, _ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
        var form = EmployeeForm(fields)
        if let draft = form.draft() {
            do {
                if let id {
                    _ = try await people.replace(id, with: draft, by: try context.account())
                    return HTMLPage.redirect(to: "/app/org?notice=saved")
                }
                _ = try await people.add(draft, by: try context.account())
                return HTMLPage.redirect(to: "/app/org?notice=added")
            } catch let error as APIError where error.status == .badRequest {
                form.note(
                    error.reason,
                    for: error.reason.hasPrefix("manager") || error.reason.contains("report") ? "manager" : "familyName"
                )
            }
        }
        let chart = OrgChart(employees: try await company.employees())
        return try library.page(
            "app-person-form", form.view(frame: try frame(nil, request, context), chart: chart, id: id),
            status: .badRequest)
    }

    /// Adds an event (`id` nil) or changes one from the form; a problem is shown beside its field.
    private func saveEvent(_ id: UUID?, _ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
        var form = EventForm(fields)
        if let draft = form.draft() {
            do {
                if let id {
                    _ = try await events.replace(id, with: draft, by: try context.account())
                    return HTMLPage.redirect(to: "/app/calendar?notice=saved")
                }
                _ = try await events.add(draft, by: try context.account())
                return HTMLPage.redirect(to: "/app/calendar?notice=added")
            } catch let error as APIError where error.status == .badRequest {
                form.errors["name"] = error.reason
            }
        }
        return try library.page(
            "app-event-form", form.view(frame: try frame(nil, request, context), id: id), status: .badRequest)
    }

    /// The id in the page's path (an announcement's or an event's); none that could be one is 404.
    private static func pathID(_ context: MyBizRequestContext) throws -> UUID {
        guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)) else {
            throw APIError(.notFound, "There is no such page.")
        }
        return id
    }

    private func cataloguePage(
        error: String, newName: String = "", newPrice: String = "", status: HTTPResponse.Status,
        _ request: Request, _ context: MyBizRequestContext
    ) async throws -> Response {
        let view = try await catalogueView(
            error: error, newName: newName, newPrice: newPrice, try frame(nil, request, context))
        return try library.page("app-catalogue", view, status: status)
    }

    private func catalogueView(
        notice: String? = nil, error: String? = nil, newName: String = "", newPrice: String = "", _ frame: AppFrame
    ) async throws -> CatalogueView {
        CatalogueView(
            frame: frame, products: try await company.products().map(CatalogueView.Row.init),
            currency: ordering.currency.code, notice: notice, error: error, newName: newName, newPrice: newPrice)
    }

    /// A rule's sentence as a page shows it, capitalized.
    private static func sentence(_ reason: String) -> String {
        reason.prefix(1).uppercased() + reason.dropFirst()
    }

    private func accountsPage(
        notice: String? = nil, invited: AccountsView.Invited? = nil, inviteError: String? = nil,
        invitation: Invitation? = nil, status: HTTPResponse.Status = .ok, _ request: Request,
        _ context: MyBizRequestContext
    ) async throws -> Response {
        let list = try await accountDesk.list(by: try context.account())
        return try library.page(
            "app-accounts",
            AccountsView(
                frame: try frame(nil, request, context), accounts: list.map(AccountsView.Row.init), invited: invited,
                notice: notice, inviteError: inviteError, inviteName: invitation?.name ?? "",
                inviteUsername: invitation?.username ?? ""),
            status: status)
    }

    private func settings(
        _ form: PasswordChangeForm, status: HTTPResponse.Status, _ request: Request, _ context: MyBizRequestContext
    ) async throws -> Response {
        try library.page(
            "app-settings", settingsView(form, try context.account(), try frame(.settings, request, context)),
            status: status)
    }

    private func settingsView(_ form: PasswordChangeForm, _ account: Account, _ frame: AppFrame) -> SettingsView {
        SettingsView(
            frame: frame, name: account.name, username: account.username,
            role: account.role == .admin ? "Administrator" : "Member", password: form)
    }

    /// Changes the password from the Settings form: every session and token of the account ends, this
    /// browser's too, which goes on under a new session id — one that anybody may have seen before the
    /// change is no use after it.
    private func changePassword(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
        var form = PasswordChangeForm()
        let new = fields["new-password"] ?? ""
        if new != (fields["repeat-password"] ?? "") {
            form.repeatError = "The two new passwords differ: type the same one twice."
            // Said together, so the form need not be sent twice to learn of both.
            form.newError = PasswordRules.problem(new, field: "The new password")
            return try await settings(form, status: .badRequest, request, context)
        }
        do {
            try await authenticator.changePassword(
                of: try context.account(), current: fields["current-password"] ?? "", new: new, keeping: nil,
                client: authenticator.clients.of(request, context: context))
        } catch let error as APIError {
            switch error.status {
            case .forbidden: form.currentError = "That is not your current password."
            case .badRequest:
                form.newError = error.reason.replacingOccurrences(of: "newPassword", with: "The new password")
            default: form.error = error.reason
            }
            return try await settings(form, status: error.status, request, context)
        }
        context.logger.info("An account changed its password on the web")
        return try await login.start(for: try context.account(), request, goingTo: "/app/settings?notice=password")
    }

    private func frame(_ screen: MainScreen?, _ request: Request, _ context: MyBizRequestContext) throws -> AppFrame {
        AppFrame(try context.account(), screen: screen, request, appVersion: appVersion)
    }

    private func purchases(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let frame = try frame(.purchases, request, context)
        let created = request.uri.queryParameters["created"].map(String.init) ?? ""
        // The notice after an order is shown once: a page for each number asked for is not kept.
        return try await renderedPages.page(frame.pageKey("app-purchases", created)) {
            try await purchasesPage(request, frame).notKept(if: !created.isEmpty)
        }
    }

    private func purchasesPage(_ request: Request, _ frame: AppFrame) async throws -> VersionedAnswerCache.Answer {
        let loaded = try await ordering.purchases.orders()
        // Orders name products retired since: their names stay.
        async let products = company.productsEver(ids: Set(loaded.flatMap { $0.purchases.map(\.productId) }))
        var purchasers: [UUID: String] = [:]
        for id in Set(loaded.map(\.purchaser)) {
            purchasers[id] = try await accounts.account(id: id).map { "\($0.name) (\($0.username))" }
        }
        // Only an order that exists is said to be saved: the address is not a place to put words in.
        let created = request.uri.queryParameters["created"].map(String.init)
            .flatMap { number in loaded.contains { $0.poNumber == number } ? "Purchase order \(number) was saved." : nil
            }
        return try library.answer(
            "app-purchases",
            PurchasesView(
                frame: frame, orders: loaded, products: try await products, purchasers: purchasers,
                currency: ordering.currency, notice: created))
    }

    private func orderForm(
        _ form: PurchaseOrderForm, refusal: String?, status: HTTPResponse.Status = .ok, _ request: Request,
        _ context: MyBizRequestContext
    ) async throws -> Response {
        let view = try await orderFormView(
            form, refusal: refusal, try frame(nil, request, context), now: authenticator.now())
        return try library.page("app-purchase-new", view, status: status)
    }

    private func orderFormView(_ form: PurchaseOrderForm, refusal: String?, _ frame: AppFrame, now: Date)
        async throws -> PurchaseFormView
    {
        PurchaseFormView(
            frame: frame, form: form, products: try await company.products(), maxExpense: ordering.maxExpense,
            currency: ordering.currency, refusal: refusal, now: now)
    }

    private func placeOrder(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let fields = try await BrowserSession.webApps.form(of: request, publicURL: publicURL)
        var form = PurchaseOrderForm(fields)
        if fields["action"] == "add-line" {
            form.addRow()
            return try await orderForm(form, refusal: nil, request, context)
        }
        let (order, rowOfLine) = form.order()
        form.mark(try await ordering.problems(in: order), rowOfLine: rowOfLine)
        guard !form.hasProblems else {
            return try await orderForm(form, refusal: nil, status: .badRequest, request, context)
        }
        do {
            let placed = try await ordering.place(order, by: try context.account())
            context.logger.info("Account \(placed.purchaser) created a purchase order on the web")
            let number = placed.poNumber.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            return HTMLPage.redirect(to: "/app/purchases?created=\(number)")
        } catch let error as APIError where error.status == .conflict {
            form.poNumberError = error.reason
            return try await orderForm(form, refusal: nil, status: .conflict, request, context)
        } catch let error as APIError where error.status == .badRequest {
            return try await orderForm(
                form, refusal: "The server refused the order: \(error.reason)", status: .badRequest, request, context)
        }
    }
}

/// The Settings screen: who is logged in, the change-password form, logging out everywhere.
struct SettingsView {
    let frame: AppFrame
    let name: String
    let username: String
    let role: String
    let password: PasswordChangeForm
    let minLength = PasswordRules.minLength
}

/// The change-password form's state: what went wrong with which field, or the notice after a change.
struct PasswordChangeForm {
    var currentError: String?
    var newError: String?
    var repeatError: String?
    /// A problem with no field of its own (too many attempts).
    var error: String?
    var notice: String?
}
