import Foundation
import HTTPTypes
import MyBizAPI
import ServerHTTP

/// Placing a purchase order and deciding it, the one way the API and the company app's pages both
/// use: the rules of `PurchaseOrderRules` (the limits on its size, then the contract's), then the
/// order, submitted to the approver `ApprovalRoute` names; approving, rejecting (with a reason),
/// cancelling and submitting again, each allowed only to whom and when it may be.
struct PurchaseOrdering: Sendable {
    let purchases: any PurchaseRepository
    let company: any CompanyRepository
    /// Who can sign in, for routing an order.
    let accounts: any AccountRepository
    /// The largest total an order may have.
    let maxExpense: Double
    /// The currency of the catalogue's prices and of `maxExpense`.
    var currency: CatalogueCurrency = .usDollar
    /// Who is told of a submission and a decision.
    let notifier: Notifier
    let now: @Sendable () -> Date

    /// Every rule `order` breaks (`PurchaseOrderRules`), in their order; empty when it may be placed.
    func problems(in order: NewPurchaseOrder) async throws -> [PurchaseOrderProblem] {
        try await checked(order).problems
    }

    /// The rules `order` breaks and its total, from the catalogue's prices read once.
    private func checked(_ order: NewPurchaseOrder) async throws -> (problems: [PurchaseOrderProblem], total: Double) {
        let products = try await company.products(ids: PurchaseOrderRules.productIDs(in: order))
        let prices = Dictionary(products.map { ($0.id, $0.unitPrice) }, uniquingKeysWith: { a, _ in a })
        let problems = PurchaseOrderRules.problems(in: order, unitPrices: prices, maxExpense: maxExpense, now: now())
        return (problems, PurchaseOrderRules.total(of: order, unitPrices: prices))
    }

    /// Stores `order` for `purchaser`, submitted to its approver.
    ///
    /// - Throws: the first `PurchaseOrderProblem` it has; `PurchaseOrderNumberTaken` when an order has
    ///   its number already.
    func place(_ order: NewPurchaseOrder, by purchaser: Account) async throws -> PurchaseOrder {
        switch try await attempt(order, by: purchaser) {
        case .placed(let placed): return placed
        case .refused(let problems): throw problems[0]
        }
    }

    /// What placing `order` for `purchaser` came to: the order stored and submitted, or every rule it
    /// breaks (the catalogue's prices read once for both).
    ///
    /// - Throws: `PurchaseOrderNumberTaken` when an order has its number already.
    func attempt(_ order: NewPurchaseOrder, by purchaser: Account) async throws -> Placement {
        let (problems, total) = try await checked(order)
        guard problems.isEmpty else { return .refused(problems) }
        let at = now()
        let approver = try await route(total: total, purchaser: purchaser.id).account
        let placed = PurchaseOrder(
            id: UUID(), poNumber: order.poNumber, comment: Self.comment(order), purchaser: purchaser.id,
            purchaseDate: at, dueDate: order.dueDate, purchases: order.purchases, status: .submitted,
            approver: approver,
            history: [PurchaseOrderEvent(step: .submit, by: purchaser.id, at: at, approver: approver)])
        try await purchases.create(placed)
        try await askToDecide(placed, total: total, by: purchaser, again: false)
        return .placed(placed)
    }

    /// Tells the approver (or the administrators) that `order` waits for them.
    private func askToDecide(_ order: PurchaseOrder, total: Double, by purchaser: Account, again: Bool) async throws {
        let text =
            "\(purchaser.name) \(again ? "submitted \(order.poNumber) again" : "asks you to approve \(order.poNumber)") (\(currency.text(total)))."
        if let approver = order.approver {
            try await notifier.tell([approver], .approvalWaiting, text, link: "/app/purchases", except: purchaser.id)
        } else {
            try await notifier.tellAdministrators(.approvalWaiting, text, link: "/app/purchases", except: purchaser.id)
        }
    }

    /// What resubmitting rejected order `id` as `order` came to: the order changed and submitted
    /// again (to the approver its new total has), or every rule it breaks.
    ///
    /// - Throws: `APIError` 404 for no such order, 403 for anyone but its purchaser, 409 when it is
    ///   not rejected; `PurchaseOrderNumberTaken` when its new number is another order's.
    func resubmit(_ id: UUID, as order: NewPurchaseOrder, by purchaser: Account) async throws -> Placement {
        let (problems, total) = try await checked(order)
        guard problems.isEmpty else { return .refused(problems) }
        let approver = try await route(total: total, purchaser: purchaser.id).account
        let at = now()
        let changed = try await purchases.change(id) { current in
            try Self.require(current, by: purchaser, purchaserOnly: "submit again", status: .rejected)
            var next = current
            next.poNumber = order.poNumber
            next.comment = Self.comment(order)
            next.dueDate = order.dueDate
            next.purchases = order.purchases
            next.status = .submitted
            next.approver = approver
            next.history.append(PurchaseOrderEvent(step: .resubmit, by: purchaser.id, at: at, approver: approver))
            return next
        }
        guard let changed else { throw Self.missing(id) }
        try await askToDecide(changed, total: total, by: purchaser, again: true)
        return .placed(changed)
    }

    /// Approves order `id`, by its approver.
    func approve(_ id: UUID, _ decision: PurchaseDecision, by account: Account) async throws -> PurchaseOrder {
        try refuseFirst(of: decision.problems(rejecting: false))
        return try await decide(id, .approve, .approved, reason: decision.trimmedReason, by: account)
    }

    /// Rejects order `id`, by its approver, saying why.
    func reject(_ id: UUID, _ decision: PurchaseDecision, by account: Account) async throws -> PurchaseOrder {
        try refuseFirst(of: decision.problems(rejecting: true))
        return try await decide(id, .reject, .rejected, reason: decision.trimmedReason, by: account)
    }

    /// Cancels order `id` while it waits, by its purchaser.
    func cancel(_ id: UUID, by account: Account) async throws -> PurchaseOrder {
        let at = now()
        let changed = try await purchases.change(id) { current in
            try Self.require(current, by: account, purchaserOnly: "cancel", status: .submitted)
            var next = current
            next.status = .cancelled
            next.approver = nil
            next.history.append(PurchaseOrderEvent(step: .cancel, by: account.id, at: at))
            return next
        }
        guard let changed else { throw Self.missing(id) }
        return changed
    }

    /// The orders waiting for `account`'s decision, oldest first.
    func waiting(for account: Account) async throws -> [PurchaseOrder] {
        try await purchases.orders().filter { Self.waits($0, for: account) }.sorted {
            $0.purchaseDate < $1.purchaseDate
        }
    }

    /// A number no order has yet, to suggest for a new one: the next of this year's `PO-YYYY-NNNN`.
    func nextNumber() async throws -> String {
        let year = Calendar(identifier: .gregorian).component(.year, from: now())
        return PurchaseOrderNumbers.next(after: try await purchases.orders().map(\.poNumber), year: year)
    }

    /// Whether `order` waits for `account`'s decision: it is their approver — or, when any administrator
    /// decides, an administrator who did not place it. What "Waiting for you" lists.
    static func waits(_ order: PurchaseOrder, for account: Account) -> Bool {
        guard order.status == .submitted, order.purchaser != account.id else { return false }
        if let approver = order.approver { return approver == account.id }
        return account.role == .admin
    }

    /// Whether `account` may approve or reject `order` now: it waits for them, or they are an
    /// administrator who did not place it — who may decide in the approver's stead (one who left, was
    /// disabled, or is away), so no order is left waiting for someone who cannot sign in.
    static func mayDecide(_ order: PurchaseOrder, _ account: Account) -> Bool {
        guard order.status == .submitted, order.purchaser != account.id else { return false }
        return waits(order, for: account) || account.role == .admin
    }

    /// Who decides an order for `total` placed by `purchaser`, as the org chart says now.
    func route(total: Double, purchaser: UUID) async throws -> ApprovalRoute {
        let employees = try await company.employees()
        let eligible = Set(try await accounts.all().filter { $0.companyMember && !$0.disabled }.map(\.id))
        return ApprovalRoute.of(
            total: total, purchaser: purchaser, in: OrgChart(employees: employees), employees: employees,
            eligible: eligible)
    }

    private func decide(
        _ id: UUID, _ step: PurchaseOrderStep, _ status: PurchaseOrderStatus, reason: String?, by account: Account
    ) async throws -> PurchaseOrder {
        let at = now()
        let changed = try await purchases.change(id) { current in
            guard current.status == .submitted else { throw Self.notWaiting(current) }
            guard current.purchaser != account.id else {
                throw APIError(.forbidden, "You placed this order: someone else decides it.")
            }
            guard Self.mayDecide(current, account) else {
                throw APIError(.forbidden, "This order waits for its approver's decision, not yours.")
            }
            var next = current
            next.status = status
            next.approver = nil
            next.history.append(PurchaseOrderEvent(step: step, by: account.id, at: at, reason: reason))
            return next
        }
        guard let changed else { throw Self.missing(id) }
        let said = reason.map { ": “\($0)”" } ?? "."
        let text = "\(account.name) \(status == .approved ? "approved" : "rejected") \(changed.poNumber)\(said)"
        try await notifier.tell([changed.purchaser], .approvalDecided, text, link: "/app/purchases", except: account.id)
        return changed
    }

    private static func require(
        _ order: PurchaseOrder, by account: Account, purchaserOnly action: String, status: PurchaseOrderStatus
    ) throws {
        guard order.purchaser == account.id else {
            throw APIError(.forbidden, "Only the person who placed order \(order.poNumber) may \(action) it.")
        }
        guard order.status == status else { throw notWaiting(order) }
    }

    private static func notWaiting(_ order: PurchaseOrder) -> APIError {
        let state = order.status?.label.lowercased() ?? "placed before approvals"
        return APIError(.conflict, "Order \(order.poNumber) is \(state): nothing more is done to it that way.")
    }

    private static func missing(_ id: UUID) -> APIError {
        APIError(.notFound, "There is no purchase order \(id.uuidString).")
    }

    private static func comment(_ order: NewPurchaseOrder) -> String? {
        order.comment.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }

    /// An order stored, or the rules it breaks.
    enum Placement: Sendable {
        case placed(PurchaseOrder)
        /// Never empty.
        case refused([PurchaseOrderProblem])
    }
}
