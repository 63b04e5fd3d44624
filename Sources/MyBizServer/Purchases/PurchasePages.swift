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
            if let resubmitting = request.uri.queryParameters["resubmit"].flatMap({ UUID(uuidString: String($0)) }) {
                return try await resubmitForm(resubmitting, request, context)
            }
            return try await screens.renderedPages.page(frame.pageKey("app-purchase-new")) {
                var form = PurchaseOrderForm.empty
                form.poNumber = try await ordering.nextNumber()
                return try screens.library.answer("app-purchase-new", try await formView(form, frame, now: now))
                    .valid(until: CalendarView.nextDay(after: now))
            }
        }
        app.post("/purchases") { request, context in try await placeOrder(request, context) }
        app.post("/purchases/{id}/approve") { request, context in
            let fields = try await screens.form(request)
            let decision = PurchaseDecision(reason: fields["reason"])
            return try await decided(request, context) {
                try await ordering.approve(try AppScreens.id(context), decision, by: try context.account())
            }
        }
        app.post("/purchases/{id}/reject") { request, context in
            let fields = try await screens.form(request)
            let decision = PurchaseDecision(reason: fields["reason"])
            return try await decided(request, context) {
                try await ordering.reject(try AppScreens.id(context), decision, by: try context.account())
            }
        }
        app.post("/purchases/{id}/cancel") { request, context in
            _ = try await screens.form(request)
            return try await decided(request, context) {
                try await ordering.cancel(try AppScreens.id(context), by: try context.account())
            }
        }
    }

    /// Makes a decision and goes back to the list with a notice naming what became of the order; a
    /// refused one is the list again with its sentence.
    private func decided(
        _ request: Request, _ context: MyBizRequestContext, _ decide: () async throws -> PurchaseOrder
    ) async throws -> Response {
        do {
            let order = try await decide()
            let number = order.poNumber.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            return HTMLPage.redirect(to: "/app/purchases?\(order.status?.rawValue ?? "changed")=\(number)")
        } catch let problem as RuleProblem {
            return try await listPage(error: problem.pageSentence, status: .badRequest, request, context)
        } catch let refused as APIError where [.conflict, .forbidden].contains(refused.status) {
            return try await listPage(error: refused.reason, status: refused.status, request, context)
        }
    }

    private func listPage(
        error: String, status: HTTPResponse.Status, _ request: Request, _ context: MyBizRequestContext
    ) async throws -> Response {
        let frame = try screens.frame(.purchases, request, context)
        var view = try await listView(request, frame, try context.account())
        view.error = error
        return try screens.library.page("app-purchases", view, status: status)
    }

    /// The new-order form filled with rejected order `id`, to change and submit again — its purchaser's only.
    private func resubmitForm(_ id: UUID, _ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        guard let order = try await ordering.purchases.order(id), order.purchaser == (try context.account()).id,
            order.status == .rejected
        else {
            throw APIError(.notFound, "There is no rejected order of yours to submit again here.")
        }
        return try await formPage(PurchaseOrderForm(resubmitting: order), request, context)
    }

    private func purchases(_ request: Request, _ context: MyBizRequestContext) async throws -> Response {
        let frame = try screens.frame(.purchases, request, context)
        let query = request.uri.query ?? ""
        let viewer = try context.account()
        // The notice after an order is shown once: a page for each number asked for is not kept.
        return try await screens.renderedPages.page(frame.pageKey("app-purchases", query)) {
            try await purchasesPage(request, frame, viewer).notKept(if: !query.isEmpty)
        }
    }

    private func purchasesPage(_ request: Request, _ frame: AppFrame, _ viewer: Account) async throws
        -> VersionedAnswerCache.Answer
    {
        try screens.library.answer("app-purchases", try await listView(request, frame, viewer))
    }

    private func listView(_ request: Request, _ frame: AppFrame, _ viewer: Account) async throws -> PurchasesView {
        let loaded = try await ordering.purchases.orders()
        // Orders name products retired since: their names stay.
        async let products = company.productsEver(ids: Set(loaded.flatMap { $0.purchases.map(\.productId) }))
        // Every name in one read, not one per person.
        let names = Dictionary(
            try await accounts.all().map { ($0.id, "\($0.name) (\($0.username))") },
            uniquingKeysWith: { first, _ in first })
        return PurchasesView(
            frame: frame, viewer: viewer, orders: loaded, products: try await products, names: names,
            currency: ordering.currency, notice: Self.notice(request, loaded))
    }

    /// The notice after an order was placed or decided. Only an order that exists, in the state the
    /// address says, is named: the address is not a place to put words in.
    private static func notice(_ request: Request, _ orders: [PurchaseOrder]) -> String? {
        let said: [(key: String, status: PurchaseOrderStatus, sentence: (String) -> String)] = [
            ("created", .submitted, { "Purchase order \($0) was saved and waits for approval." }),
            ("submitted", .submitted, { "Purchase order \($0) was submitted again and waits for approval." }),
            ("approved", .approved, { "Purchase order \($0) is approved." }),
            ("rejected", .rejected, { "Purchase order \($0) is rejected; its purchaser sees why." }),
            ("cancelled", .cancelled, { "Purchase order \($0) is cancelled." }),
        ]
        for (key, status, sentence) in said {
            guard let number = request.uri.queryParameters[Substring(key)].map(String.init) else { continue }
            if orders.contains(where: { $0.poNumber == number && $0.status == status }) { return sentence(number) }
        }
        return nil
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
        let numberTaken = try await ordering.purchases.hasOrder(numbered: order.poNumber, except: form.resubmitting)
        guard !form.hasProblems, !numberTaken else {
            // Every problem at once: the form's own (a date that is no date), the rules', a number taken.
            form.mark(try await ordering.problems(in: order), rowOfLine: rowOfLine, currency: ordering.currency)
            if numberTaken, form.poNumberError == nil {
                form.poNumberError = PurchaseOrderNumberTaken(number: order.poNumber).description
            }
            return try await formPage(form, status: numberTaken ? .conflict : .badRequest, request, context)
        }
        do {
            let purchaser = try context.account()
            let placement =
                if let id = form.resubmitting {
                    try await ordering.resubmit(id, as: order, by: purchaser)
                } else {
                    try await ordering.attempt(order, by: purchaser)
                }
            switch placement {
            case .refused(let problems):
                form.mark(problems, rowOfLine: rowOfLine, currency: ordering.currency)
                return try await formPage(form, status: .badRequest, request, context)
            case .placed(let placed):
                context.logger.info("Account \(placed.purchaser) submitted a purchase order on the web")
                let number = placed.poNumber.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                let key = form.resubmitting == nil ? "created" : "submitted"
                return HTMLPage.redirect(to: "/app/purchases?\(key)=\(number)")
            }
        } catch let taken as PurchaseOrderNumberTaken {
            form.poNumberError = taken.description
            return try await formPage(form, status: .conflict, request, context)
        }
    }
}
