import Foundation
import Hummingbird
import Logging
import MyBizAPI
import ServerSupport

/// The company app as web pages at `/app`: a login form that starts a web session (an HttpOnly,
/// SameSite=Strict cookie), then the app's five screens behind it — Announcements, Calendar, Org
/// chart, Purchase orders (with a new-order form checked by the contract's rules) and Settings. Each
/// screen's script reports it shown through `POST /api/analytics`, as the apps do.
struct WebAppController: Sendable {
    let authenticator: Authenticator
    let accounts: any AccountRepository
    let company: any CompanyRepository
    let ordering: PurchaseOrdering
    let library: PageLibrary
    /// The address clients use (`--public-url`), for cookies and form origins.
    let publicURL: String?
    /// The version the pages report in their analytics, the server's.
    let appVersion: String

    /// The login form, open to anyone; the screens, for a logged-in account only (others are sent
    /// to the login form and brought back).
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        let pages = app.add(middleware: WebSessionAuthenticator(authenticator: authenticator))
        pages.get("/login") { request, context in try loginPage(request, context) }
        pages.post("/login") { request, context in try await login(request, context) }
        pages.post("/logout") { request, _ in try await logout(request) }
        let screens = pages.group().add(middleware: RequireWebSession())
        screens.get { _, _ in HTMLPage.redirect(to: "/app/announcements") }
        screens.get("/announcements") { request, context in
            let announcements = try await company.announcements().map(\.message)
            return try library.page(
                "app-announcements",
                AnnouncementsView(
                    frame: try frame(.announcements, request, context), announcements: announcements,
                    isEmpty: announcements.isEmpty))
        }
        screens.get("/calendar") { request, context in
            async let events = company.events()
            async let employees = company.employees()
            return try library.page(
                "app-calendar",
                CalendarView(
                    frame: try frame(.calendar, request, context), events: try await events,
                    employees: try await employees, now: authenticator.now()))
        }
        screens.get("/org") { request, context in
            try library.page(
                "app-org",
                OrgChartView(frame: try frame(.orgChart, request, context), employees: try await company.employees()))
        }
        screens.get("/purchases") { request, context in try await purchases(request, context) }
        screens.get("/purchases/new") { request, context in
            try await orderForm(.empty, refusal: nil, request, context)
        }
        screens.post("/purchases") { request, context in try await placeOrder(request, context) }
        screens.get("/settings") { request, context in
            let account = try context.account()
            return try library.page(
                "app-settings",
                SettingsView(
                    frame: try frame(.settings, request, context), name: account.name, username: account.username,
                    role: account.role == .admin ? "Administrator" : "Member"))
        }
    }

    private func frame(_ screen: MainScreen?, _ request: Request, _ context: MyBizRequestContext) throws -> AppFrame {
        let account = try context.account()
        return AppFrame(
            username: account.username, csrf: WebSession.formToken(of: request), screen: screen?.eventName,
            appVersion: appVersion, isAdmin: account.role == .admin)
    }

    // MARK: Logging in and out

    private func loginPage(_ request: Request, _ context: MyBizRequestContext) throws -> Response {
        let next = WebSession.safeReturnPath(request.uri.queryParameters["next"].map(String.init))
        if context.identity != nil { return HTMLPage.redirect(to: next) }
        return try loginForm(request, username: "", next: next, error: nil)
    }

    private func loginForm(
        _ request: Request, username: String, next: String, error: String?, status: HTTPResponse.Status = .ok,
        retryAfter: Int? = nil
    ) throws -> Response {
        let token = LoginFormCheck.formToken(request)
        var response = try library.page(
            "app-login", AppLoginView(username: username, csrf: token, next: next, error: error), status: status)
        response.setCookie(
            LoginFormCheck.formCookie(
                token, path: "/app", secure: WebSession.isHTTPS(request, publicURL: publicURL)))
        if let retryAfter { response.headers[.retryAfter] = "\(retryAfter)" }
        return response
    }

    private func login(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let form = try await FormFields.of(request, limit: 16 * 1024)
        let username = form["username"] ?? ""
        let next = WebSession.safeReturnPath(form["next"])
        let account: Account
        do {
            account = try await LoginFormCheck(authenticator: authenticator, publicURL: publicURL).account(
                form, request, client: authenticator.clients.of(request, context: context))
        } catch let refusal as LoginFormCheck.Refusal {
            return try loginForm(
                request, username: username, next: next, error: refusal.sentence, status: refusal.status,
                retryAfter: refusal.retryAfter)
        }
        let token = try await authenticator.issueToken(for: account, kind: .webSession, lifetime: WebSession.lifetime)
        context.logger.info("Account \(account.id) logged in to the web app")
        var response = HTMLPage.redirect(to: next)
        response.setCookie(WebSession.cookie(token.text, request: request, publicURL: publicURL))
        return response
    }

    private func logout(_ request: Request) async throws -> Response {
        let form = try await FormFields.of(request, limit: 16 * 1024)
        guard let session = WebSession.token(of: request) else { return HTMLPage.redirect(to: WebSession.loginPath) }
        guard WebSession.acceptsForm(request, form, publicURL: publicURL) else {
            throw APIError(.forbidden, "That log-out form expired or came from another site; you are still logged in.")
        }
        try await accounts.revokeToken(
            hash: SessionToken(text: session).hash, kind: .webSession, at: authenticator.now())
        var response = HTMLPage.redirect(to: WebSession.loginPath)
        response.setCookie(WebSession.cookie("", request: request, publicURL: publicURL))
        return response
    }

    // MARK: Purchase orders

    private func purchases(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        async let orders = ordering.purchases.orders()
        async let products = company.products()
        let loaded = try await orders
        var purchasers: [UUID: String] = [:]
        for id in Set(loaded.map(\.purchaser)) {
            purchasers[id] = try await accounts.account(id: id).map { "\($0.name) (\($0.username))" }
        }
        let created = request.uri.queryParameters["created"].map { "Purchase order \($0) was saved." }
        return try library.page(
            "app-purchases",
            PurchasesView(
                frame: try frame(.purchases, request, context), orders: loaded, products: try await products,
                purchasers: purchasers, notice: created))
    }

    private func orderForm(
        _ form: PurchaseOrderForm, refusal: String?, status: HTTPResponse.Status = .ok, _ request: Request,
        _ context: MyBizRequestContext
    ) async throws -> Response {
        try library.page(
            "app-purchase-new",
            PurchaseFormView(
                frame: try frame(nil, request, context), form: form, products: try await company.products(),
                maxExpense: ordering.maxExpense, refusal: refusal, now: authenticator.now()),
            status: status)
    }

    private func placeOrder(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let fields = try await FormFields.of(request)
        guard WebSession.acceptsForm(request, fields, publicURL: publicURL) else {
            throw APIError(.forbidden, "This form expired or came from another site; nothing was saved. Open it again.")
        }
        var form = PurchaseOrderForm(fields)
        if fields["action"] == "add-line" {
            form.rows.append(.init(productID: "", quantity: ""))
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
        } catch let error as APIError where error.status == .badRequest {
            return try await orderForm(
                form, refusal: "The server refused the order: \(error.reason)", status: .badRequest, request, context)
        }
    }
}

/// The login form.
struct AppLoginView {
    let username: String
    let csrf: String
    let next: String
    let error: String?
}

/// The Settings screen: who is logged in.
struct SettingsView {
    let frame: AppFrame
    let name: String
    let username: String
    let role: String
}
