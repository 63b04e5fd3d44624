import Foundation

/// The MyBiz API's routes, one definition for the clients that call them and the server that
/// registers them.
public enum MyBizPath {
    /// `POST`: a new account.
    public static let signup = "/api/users/signup"
    /// `POST` with Basic credentials: a session.
    public static let login = "/api/users/login"
    /// `POST`: ends the session of the token in use.
    public static let logout = "/api/users/logout"
    /// `POST`: ends every session and token of the account in use, this one too.
    public static let logoutEverywhere = "/api/users/logout/everywhere"
    /// `GET`: who is logged in.
    public static let me = "/api/users/me"
    /// `POST` a `PasswordChange`: a new password; every other session and token ends.
    public static let password = "/api/users/me/password"
    /// `GET` (administrators): every account; `POST`: an invitation.
    public static let users = "/api/users"
    /// `GET`: the account `id`; `PATCH` (administrators): its role, or disabling it.
    public static func user(_ id: UUID) -> String { "/api/users/\(id.uuidString)" }
    /// The server's pattern for `user(_:)`.
    public static let userPattern = "/api/users/:id"
    /// `POST` (administrators): a one-use link for account `id` to set a new password with.
    public static func resetLink(_ id: UUID) -> String { "/api/users/\(id.uuidString)/reset-link" }
    /// The server's pattern for `resetLink(_:)`.
    public static let resetLinkPattern = "/api/users/:id/reset-link"
    /// `GET`: the announcements; `POST` (administrators): a new one.
    public static let announcements = "/api/announcements"
    /// `PUT` (administrators): changes the announcement `id`; `DELETE`: removes it.
    public static func announcement(_ id: UUID) -> String { "/api/announcements/\(id.uuidString)" }
    /// The server's pattern for `announcement(_:)`.
    public static let announcementPattern = "/api/announcements/:id"
    /// `GET`: announcement `id`'s comments, reactions and confirmations.
    public static func announcementConversation(_ id: UUID) -> String {
        "/api/announcements/\(id.uuidString)/conversation"
    }
    /// `POST`: a comment on announcement `id`.
    public static func announcementComments(_ id: UUID) -> String { "/api/announcements/\(id.uuidString)/comments" }
    /// `PUT`: the signed-in person's `reaction` to announcement `id`; `DELETE`: takes it back.
    public static func announcementReaction(_ id: UUID, _ reaction: AnnouncementReaction) -> String {
        "/api/announcements/\(id.uuidString)/reactions/\(reaction.rawValue)"
    }
    /// `POST`: the signed-in person confirms they have read announcement `id`.
    public static func announcementConfirmation(_ id: UUID) -> String {
        "/api/announcements/\(id.uuidString)/confirmation"
    }
    /// The server's pattern for `announcementConversation(_:)`.
    public static let announcementConversationPattern = "/api/announcements/:id/conversation"
    /// The server's pattern for `announcementComments(_:)`.
    public static let announcementCommentsPattern = "/api/announcements/:id/comments"
    /// The server's pattern for `announcementReaction(_:_:)`.
    public static let announcementReactionPattern = "/api/announcements/:id/reactions/:reaction"
    /// The server's pattern for `announcementConfirmation(_:)`.
    public static let announcementConfirmationPattern = "/api/announcements/:id/confirmation"
    /// `GET`: the employees, the head first; `POST` (administrators): someone new.
    public static let employees = "/api/employees"
    /// `PUT` (administrators): changes the person `id`; `DELETE`: removes them.
    public static func employee(_ id: UUID) -> String { "/api/employees/\(id.uuidString)" }
    /// The server's pattern for `employee(_:)`.
    public static let employeePattern = "/api/employees/:id"
    /// `GET`: the events; `POST` (administrators): a new one.
    public static let events = "/api/events"
    /// `PUT` (administrators): changes the event `id`; `DELETE`: removes it.
    public static func event(_ id: UUID) -> String { "/api/events/\(id.uuidString)" }
    /// The server's pattern for `event(_:)`.
    public static let eventPattern = "/api/events/:id"
    /// `GET`: who answered event `id`, and how.
    public static func eventResponses(_ id: UUID) -> String { "/api/events/\(id.uuidString)/responses" }
    /// The server's pattern for `eventResponses(_:)`.
    public static let eventResponsesPattern = "/api/events/:id/responses"
    /// `PUT`: the signed-in person's answer to event `id`; `DELETE`: withdraws it.
    public static func eventResponse(_ id: UUID) -> String { "/api/events/\(id.uuidString)/response" }
    /// The server's pattern for `eventResponse(_:)`.
    public static let eventResponsePattern = "/api/events/:id/response"
    /// `GET`: the products.
    public static let products = "/api/products"
    /// `POST` (administrators): a new product in the catalogue. (Not `/api/products`: at the root that
    /// path also takes the 2022 Open Market's registrations.)
    public static let catalogue = "/api/catalogue"
    /// `PUT` (administrators): changes product `id`; `DELETE`: retires it.
    public static func catalogueProduct(_ id: UUID) -> String { "/api/catalogue/\(id.uuidString)" }
    /// The server's pattern for `catalogueProduct(_:)`.
    public static let cataloguePattern = "/api/catalogue/:id"
    /// `PUT` (administrators): the account person `id` signs in with and the most they may approve.
    public static func employeeAccount(_ id: UUID) -> String { "/api/employees/\(id.uuidString)/account" }
    /// The server's pattern for `employeeAccount(_:)`.
    public static let employeeAccountPattern = "/api/employees/:id/account"
    /// `GET`: the orders; `POST`: a new one, submitted for approval.
    public static let purchases = "/api/purchases"
    /// `GET`: the orders waiting for the signed-in account's decision.
    public static let purchasesWaiting = "/api/purchases/waiting"
    /// `GET`: a number no order has yet, to suggest for a new one.
    public static let purchaseNextNumber = "/api/purchases/next-number"
    /// `POST`: what happens to order `id` — `approve`, `reject` (with a reason), `cancel`, `resubmit`.
    public static func purchase(_ id: UUID, _ step: PurchaseOrderStep) -> String {
        "/api/purchases/\(id.uuidString)/\(step.rawValue)"
    }
    /// The server's pattern for `purchase(_:_:)` of `step`.
    public static func purchasePattern(_ step: PurchaseOrderStep) -> String { "/api/purchases/:id/\(step.rawValue)" }
    /// `GET`: the signed-in person's inbox.
    public static let inbox = "/api/inbox"
    /// `POST`: marks every item of the inbox read.
    public static let inboxRead = "/api/inbox/read"
    /// `GET`/`PUT`: which kinds of notification the signed-in person gets.
    public static let inboxSettings = "/api/inbox/settings"
    /// `POST`: one report; `GET`: the stored events.
    public static let analytics = "/api/analytics"
    /// `POST`: 1 to 500 reports.
    public static let analyticsBatch = "/api/analytics/batch"
    /// `GET`: usage per screen.
    public static let analyticsSummary = "/api/analytics/summary"
}
