import Foundation

/// Where a purchase order stands on its way to being bought.
public enum PurchaseOrderStatus: String, Codable, Hashable, Sendable, CaseIterable {
    /// Waiting for its approver's decision.
    case submitted
    /// Approved: it may be bought.
    case approved
    /// Rejected with a reason; its purchaser may change it and submit it again.
    case rejected
    /// Cancelled by its purchaser while it waited.
    case cancelled

    /// The word a person reads: "Waiting for approval", "Approved" …
    public var label: String {
        switch self {
        case .submitted: "Waiting for approval"
        case .approved: "Approved"
        case .rejected: "Rejected"
        case .cancelled: "Cancelled"
        }
    }
}

/// What someone did to a purchase order: a step of its history, and the last part of the path that
/// does it (`MyBizPath.purchase(_:_:)`).
public enum PurchaseOrderStep: String, Codable, Hashable, Sendable, CaseIterable {
    /// Its purchaser placed it (`POST /api/purchases`).
    case submit
    /// Its approver approved it.
    case approve
    /// Its approver rejected it, saying why.
    case reject
    /// Its purchaser cancelled it while it waited.
    case cancel
    /// Its purchaser submitted it again after a rejection, changed or not.
    case resubmit

    /// What the history says, e.g. "Rejected".
    public var pastTense: String {
        switch self {
        case .submit: "Submitted"
        case .approve: "Approved"
        case .reject: "Rejected"
        case .cancel: "Cancelled"
        case .resubmit: "Submitted again"
        }
    }
}

/// One step of a purchase order's history: who did what, when, and why when they rejected it.
public struct PurchaseOrderEvent: Codable, Hashable, Sendable {
    /// What was done.
    public var step: PurchaseOrderStep
    /// The account that did it.
    public var by: UUID
    /// When.
    public var at: Date
    /// Why, for a rejection; `nil` (sent as `null`) otherwise.
    public var reason: String?
    /// Who was asked to decide after this step (a submission); `nil` (sent as `null`) when an
    /// administrator decides or nobody needs to.
    public var approver: UUID?

    /// A step.
    public init(step: PurchaseOrderStep, by: UUID, at: Date, reason: String? = nil, approver: UUID? = nil) {
        self.step = step
        self.by = by
        self.at = at
        self.reason = reason
        self.approver = approver
    }

    /// Writes every key, empty optionals as `null`, as the API does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(step, forKey: .step)
        try container.encode(by, forKey: .by)
        try container.encode(at, forKey: .at)
        try container.encode(reason, forKey: .reason)
        try container.encode(approver, forKey: .approver)
    }
}
