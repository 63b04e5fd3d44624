import Foundation
import Hummingbird
import Logging
import MyBizAPI
import ServerHTTP
import WebPages

/// The Purchase orders screen at `/app/purchases`, and the new-order form checked by the contract's
/// rules (`PurchaseOrdering`), each problem beside the field it is about.
struct PurchasePages: Sendable {
    let screens: AppScreens
    let company: any CompanyRepository
    let accounts: any AccountRepository
    let ordering: PurchaseOrdering

    /// The screen and the form, for everyone logged in.
    func addRoutes(to app: RouterGroup<MyBizRequestContext>) {
        app.get("/purchases") { request, context in try await purchases(request, context) }
        app.get("/purchases/new") { request, context in
            let frame = try screens.frame(nil, request, context)
            let now = ordering.now()
            return try await screens.renderedPages.page(frame.pageKey("app-purchase-new")) {
                try screens.library.answer("app-purchase-new", try await formView(.empty, frame, now: now))
                    .valid(until: CalendarView.nextDay(after: now))
            }
        }
        app.post("/purchases") { request, context in try await placeOrder(request, context) }
    }

    private func purchases(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let frame = try screens.frame(.purchases, request, context)
        let created = request.uri.queryParameters["created"].map(String.init) ?? ""
        // The notice after an order is shown once: a page for each number asked for is not kept.
        return try await screens.renderedPages.page(frame.pageKey("app-purchases", created)) {
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
        return try screens.library.answer(
            "app-purchases",
            PurchasesView(
                frame: frame, orders: loaded, products: try await products, purchasers: purchasers,
                currency: ordering.currency, notice: created))
    }

    private func formPage(
        _ form: PurchaseOrderForm, status: HTTPResponse.Status = .ok, _ request: Request,
        _ context: MyBizRequestContext
    ) async throws -> Response {
        let view = try await formView(form, try screens.frame(nil, request, context), now: ordering.now())
        return try screens.library.page("app-purchase-new", view, status: status)
    }

    private func formView(_ form: PurchaseOrderForm, _ frame: AppFrame, now: Date) async throws -> PurchaseFormView {
        PurchaseFormView(
            frame: frame, form: form, products: try await company.products(), maxExpense: ordering.maxExpense,
            currency: ordering.currency, now: now)
    }

    /// Places the order the form describes, or shows the form again with every problem marked.
    private func placeOrder(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let fields = try await screens.form(request)
        var form = PurchaseOrderForm(fields)
        if fields["action"] == "add-line" {
            form.addRow()
            return try await formPage(form, request, context)
        }
        let (order, rowOfLine) = form.order()
        let numberTaken = try await ordering.purchases.hasOrder(numbered: order.poNumber)
        guard !form.hasProblems, !numberTaken else {
            // Every problem at once: the form's own (a date that is no date), the rules', a number taken.
            form.mark(try await ordering.problems(in: order), rowOfLine: rowOfLine, currency: ordering.currency)
            if numberTaken, form.poNumberError == nil {
                form.poNumberError = PurchaseOrderNumberTaken(number: order.poNumber).description
            }
            return try await formPage(form, status: numberTaken ? .conflict : .badRequest, request, context)
        }
        do {
            switch try await ordering.attempt(order, by: try context.account()) {
            case .refused(let problems):
                form.mark(problems, rowOfLine: rowOfLine, currency: ordering.currency)
                return try await formPage(form, status: .badRequest, request, context)
            case .placed(let placed):
                context.logger.info("Account \(placed.purchaser) created a purchase order on the web")
                let number = placed.poNumber.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                return HTMLPage.redirect(to: "/app/purchases?created=\(number)")
            }
        } catch let taken as PurchaseOrderNumberTaken {
            form.poNumberError = taken.description
            return try await formPage(form, status: .conflict, request, context)
        }
    }
}
