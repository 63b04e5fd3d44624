import Analytics
import Foundation
import MyBizAPI
import Networking

/// The MyBiz API, typed: login and logout, the company's lists, purchase orders, users, and
/// analytics reports. The session lives in the injected `TokenStore`; every request after login
/// carries its token through `AuthTokenHeaderBehavior`.
///
/// ```swift
/// let biz = MyBizClient(baseURL: serverURL, transport: AsyncHTTPClientTransport(), tokens: FileTokenStore(url: …))
/// try await biz.login(username: "agent@shield.org", password: "hailHydra")
/// let news = try await biz.announcements()
/// ```
public struct MyBizClient: Sendable {
    /// Sends the requests; its base URL is the server's.
    public let network: NetworkClient
    /// Where the session is kept.
    public let tokens: any TokenStore

    /// A client of the server at `baseURL`, keeping its session in `tokens`.
    public init(
        baseURL: URL, transport: any HTTPTransport, tokens: any TokenStore, retryPolicy: RetryPolicy = .default,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.tokens = tokens
        self.network = NetworkClient(
            baseURL: baseURL, transport: RetryAfterCapturingTransport(base: transport),
            behavior: AuthTokenHeaderBehavior(token: { [tokens] in try? await tokens.session()?.token }),
            retryPolicy: retryPolicy, encoder: MyBizJSON.encoder(), decoder: MyBizJSON.decoder(), clock: clock)
    }

    /// Logs in with HTTP Basic credentials and keeps the session.
    ///
    /// - Throws: `.loginRefused` for a wrong username or password, `.tooManyAttempts`.
    @discardableResult
    public func login(username: String, password: String) async throws(MyBizError) -> Session {
        let credentials = Data("\(username):\(password)".utf8).base64EncodedString()
        let request = Request<Session>(
            method: .post, path: MyBizPath.login, headers: ["Authorization": "Basic \(credentials)"])
        let session: Session
        do {
            session = try await network.send(request)
        } catch let error as NetworkError {
            throw MyBizError(error, duringLogin: true)
        } catch {
            throw .network(.transport(error))
        }
        do {
            try await tokens.save(session)
        } catch {
            throw .storage(error)
        }
        return session
    }

    /// Ends the session on the server and forgets it here — here even when the server already
    /// had (an expired token) or cannot be reached, so the device never keeps a token it meant to drop.
    public func logout() async throws(MyBizError) {
        guard try await storedSession() != nil else { throw .notLoggedIn }
        var failure: MyBizError?
        do {
            try await send(Request<Void>(method: .post, path: MyBizPath.logout))
        } catch .sessionExpired {
            // Already over on the server.
        } catch {
            failure = error
        }
        do {
            try await tokens.clear()
        } catch {
            throw .storage(error)
        }
        if let failure { throw failure }
    }

    /// Changes the password of the account logged in, after the server checks `current`. Every
    /// other session and token of the account ends; this one stays.
    ///
    /// - Throws: `.forbidden` when `current` is wrong, `.invalid` naming the rule `new` breaks,
    ///   `.tooManyAttempts`.
    public func changePassword(current: String, new: String) async throws(MyBizError) {
        try await send(
            Request<Void>(
                method: .post, path: MyBizPath.password,
                body: .json(PasswordChange(currentPassword: current, newPassword: new))))
    }

    /// Ends every session and token of the account, on every device and browser, this one too,
    /// and forgets the session here.
    public func logoutEverywhere() async throws(MyBizError) {
        try await send(Request<Void>(method: .post, path: MyBizPath.logoutEverywhere))
        do {
            try await tokens.clear()
        } catch {
            throw .storage(error)
        }
    }

    /// The stored session, without asking the server.
    public func storedSession() async throws(MyBizError) -> Session? {
        do {
            return try await tokens.session()
        } catch {
            throw .storage(error)
        }
    }

    /// The company's announcements.
    public func announcements() async throws(MyBizError) -> [Announcement] {
        try await send(Request(path: MyBizPath.announcements))
    }

    /// Posts an announcement (administrators); returns it as stored, with its author and date.
    ///
    /// - Throws: `.forbidden` for a member, `.invalid(reason:)` naming the rule `draft` breaks.
    public func post(_ draft: AnnouncementDraft) async throws(MyBizError) -> Announcement {
        try await send(Request(method: .post, path: MyBizPath.announcements, body: .json(draft)))
    }

    /// Changes announcement `id` to `draft` (administrators).
    ///
    /// - Throws: `.forbidden`, `.invalid(reason:)`, `.notFound(reason:)`.
    public func replaceAnnouncement(_ id: UUID, with draft: AnnouncementDraft) async throws(MyBizError) -> Announcement
    {
        try await send(Request(method: .put, path: MyBizPath.announcement(id), body: .json(draft)))
    }

    /// Removes announcement `id` (administrators).
    ///
    /// - Throws: `.forbidden`, `.notFound(reason:)`.
    public func deleteAnnouncement(_ id: UUID) async throws(MyBizError) {
        try await send(Request<Void>(method: .delete, path: MyBizPath.announcement(id)))
    }

    /// Everyone in the company; the first is its head.
    public func employees() async throws(MyBizError) -> [Employee] {
        try await send(Request(path: MyBizPath.employees))
    }

    /// The company's events.
    public func events() async throws(MyBizError) -> [Event] {
        try await send(Request(path: MyBizPath.events))
    }

    /// Adds the person `draft` describes to the company (administrators); returns them as stored.
    ///
    /// - Throws: `.forbidden` for a member, `.invalid(reason:)` naming the rule broken (a manager loop…).
    public func add(_ draft: EmployeeDraft) async throws(MyBizError) -> Employee {
        try await send(Request(method: .post, path: MyBizPath.employees, body: .json(draft)))
    }

    /// Changes person `id` to `draft` (administrators).
    ///
    /// - Throws: `.forbidden`, `.invalid(reason:)`, `.notFound(reason:)`.
    public func replaceEmployee(_ id: UUID, with draft: EmployeeDraft) async throws(MyBizError) -> Employee {
        try await send(Request(method: .put, path: MyBizPath.employee(id), body: .json(draft)))
    }

    /// A one-use link for account `id` to set a new password with, for a day (administrators).
    ///
    /// - Throws: `.forbidden`, `.notFound(reason:)`, `.invalid(reason:)` for a disabled account.
    public func passwordResetLink(for id: UUID) async throws(MyBizError) -> PasswordResetLink {
        try await send(Request(method: .post, path: MyBizPath.resetLink(id)))
    }

    /// Sets the account person `id` signs in with and the most they may approve (administrators).
    ///
    /// - Throws: `.forbidden`, `.invalid(reason:)` (an account that is another person's), `.notFound(reason:)`.
    public func link(employee id: UUID, _ link: EmployeeAccount) async throws(MyBizError) -> Employee {
        try await send(Request(method: .put, path: MyBizPath.employeeAccount(id), body: .json(link)))
    }

    /// The signed-in person's inbox: the newest items and how many are unread.
    public func inbox() async throws(MyBizError) -> Inbox {
        try await send(Request(path: MyBizPath.inbox))
    }

    /// Marks every item of the inbox read.
    public func markInboxRead() async throws(MyBizError) {
        try await send(Request<Void>(method: .post, path: MyBizPath.inboxRead))
    }

    /// The kinds of notification the signed-in person turned off.
    public func notificationSettings() async throws(MyBizError) -> NotificationSettings {
        try await send(Request(path: MyBizPath.inboxSettings))
    }

    /// Turns off exactly `muted` kinds of notification.
    public func setNotificationSettings(_ settings: NotificationSettings) async throws(MyBizError)
        -> NotificationSettings
    {
        try await send(Request(method: .put, path: MyBizPath.inboxSettings, body: .json(settings)))
    }

    /// What is said around announcement `id`: comments, reactions, and the confirmation asked for.
    public func conversation(announcement id: UUID) async throws(MyBizError) -> AnnouncementConversation {
        try await send(Request(path: MyBizPath.announcementConversation(id)))
    }

    /// Comments on announcement `id`.
    ///
    /// - Throws: `.invalid(reason:)` for a blank or too long comment, `.notFound(reason:)`.
    public func comment(on id: UUID, _ body: String) async throws(MyBizError) -> AnnouncementComment {
        try await send(
            Request(method: .post, path: MyBizPath.announcementComments(id), body: .json(NewComment(body: body))))
    }

    /// Gives (`on`) or takes back the signed-in person's `reaction` to announcement `id`.
    public func react(to id: UUID, _ reaction: AnnouncementReaction, on: Bool = true) async throws(MyBizError) {
        try await send(Request<Void>(method: on ? .put : .delete, path: MyBizPath.announcementReaction(id, reaction)))
    }

    /// Confirms the signed-in person has read announcement `id`.
    ///
    /// - Throws: `.invalid(reason:)` when it asks no one to confirm.
    public func confirmReading(announcement id: UUID) async throws(MyBizError) {
        try await send(Request<Void>(method: .post, path: MyBizPath.announcementConfirmation(id)))
    }

    /// Everyone's answer to event `id`.
    public func eventResponses(_ id: UUID) async throws(MyBizError) -> [EventResponse] {
        try await send(Request(path: MyBizPath.eventResponses(id)))
    }

    /// Answers event `id` for the signed-in person — going, maybe or not going — and returns everyone's answers.
    public func answer(event id: UUID, _ answer: EventAnswer) async throws(MyBizError) -> [EventResponse] {
        try await send(
            Request(method: .put, path: MyBizPath.eventResponse(id), body: .json(EventResponseChange(answer: answer))))
    }

    /// Withdraws the signed-in person's answer to event `id`.
    public func withdrawAnswer(event id: UUID) async throws(MyBizError) {
        try await send(Request<Void>(method: .delete, path: MyBizPath.eventResponse(id)))
    }

    /// Removes person `id` from the company (administrators); someone with reports is refused.
    ///
    /// - Throws: `.forbidden`, `.invalid(reason:)`, `.notFound(reason:)`.
    public func deleteEmployee(_ id: UUID) async throws(MyBizError) {
        try await send(Request<Void>(method: .delete, path: MyBizPath.employee(id)))
    }

    /// Adds a product to the catalogue orders may name (administrators).
    ///
    /// - Throws: `.forbidden`, `.invalid(reason:)`.
    public func add(_ draft: ProductDraft) async throws(MyBizError) -> Product {
        try await send(Request(method: .post, path: MyBizPath.catalogue, body: .json(draft)))
    }

    /// Changes product `id`'s name and unit price (administrators).
    ///
    /// - Throws: `.forbidden`, `.invalid(reason:)`, `.notFound(reason:)`.
    public func replaceProduct(_ id: UUID, with draft: ProductDraft) async throws(MyBizError) -> Product {
        try await send(Request(method: .put, path: MyBizPath.catalogueProduct(id), body: .json(draft)))
    }

    /// Retires product `id` (administrators): no longer listed or orderable, still on old orders.
    ///
    /// - Throws: `.forbidden`, `.notFound(reason:)`.
    public func retireProduct(_ id: UUID) async throws(MyBizError) {
        try await send(Request<Void>(method: .delete, path: MyBizPath.catalogueProduct(id)))
    }

    /// Every account (administrators).
    public func accounts() async throws(MyBizError) -> [AccountSummary] {
        try await send(Request(path: MyBizPath.users))
    }

    /// Invites someone (administrators): their account, and the password to hand them once.
    ///
    /// - Throws: `.forbidden`, `.invalid(reason:)` (a username taken…).
    public func invite(_ invitation: Invitation) async throws(MyBizError) -> InvitedAccount {
        try await send(Request(method: .post, path: MyBizPath.users, body: .json(invitation)))
    }

    /// Changes account `id`'s role, or disables or enables it (administrators).
    ///
    /// - Throws: `.forbidden`, `.invalid(reason:)` (the last administrator…), `.notFound(reason:)`.
    public func change(account id: UUID, _ change: AccountChange) async throws(MyBizError) -> AccountSummary {
        try await send(Request(method: .patch, path: MyBizPath.user(id), body: .json(change)))
    }

    /// Puts the event `draft` describes in the calendar (administrators); returns it as stored.
    ///
    /// - Throws: `.forbidden` for a member, `.invalid(reason:)` naming the rule `draft` breaks.
    public func add(_ draft: EventDraft) async throws(MyBizError) -> Event {
        try await send(Request(method: .post, path: MyBizPath.events, body: .json(draft)))
    }

    /// Changes event `id` to `draft` (administrators).
    ///
    /// - Throws: `.forbidden`, `.invalid(reason:)`, `.notFound(reason:)`.
    public func replaceEvent(_ id: UUID, with draft: EventDraft) async throws(MyBizError) -> Event {
        try await send(Request(method: .put, path: MyBizPath.event(id), body: .json(draft)))
    }

    /// Removes event `id` (administrators).
    ///
    /// - Throws: `.forbidden`, `.notFound(reason:)`.
    public func deleteEvent(_ id: UUID) async throws(MyBizError) {
        try await send(Request<Void>(method: .delete, path: MyBizPath.event(id)))
    }

    /// The products purchase orders may name.
    public func products() async throws(MyBizError) -> [Product] {
        try await send(Request(path: MyBizPath.products))
    }

    /// Purchase orders, newest first.
    public func purchases() async throws(MyBizError) -> [PurchaseOrder] {
        try await send(Request(path: MyBizPath.purchases))
    }

    /// The orders waiting for the signed-in person's decision, oldest first.
    public func purchasesWaiting() async throws(MyBizError) -> [PurchaseOrder] {
        try await send(Request(path: MyBizPath.purchasesWaiting))
    }

    /// A number to suggest for a new order (`PO-2026-0007`).
    public func nextPurchaseOrderNumber() async throws(MyBizError) -> String {
        try await send(Request<SuggestedPurchaseOrderNumber>(path: MyBizPath.purchaseNextNumber)).poNumber
    }

    /// Approves order `id`, waiting for the signed-in person.
    ///
    /// - Throws: `.forbidden` (not theirs to decide), `.invalid(reason:)` (already decided), `.notFound(reason:)`.
    public func approvePurchase(_ id: UUID, note: String? = nil) async throws(MyBizError) -> PurchaseOrder {
        try await send(
            Request(method: .post, path: MyBizPath.purchase(id, .approve), body: .json(PurchaseDecision(reason: note))))
    }

    /// Rejects order `id`, waiting for the signed-in person, saying why.
    ///
    /// - Throws: `.forbidden`, `.invalid(reason:)` (no reason, or already decided), `.notFound(reason:)`.
    public func rejectPurchase(_ id: UUID, reason: String) async throws(MyBizError) -> PurchaseOrder {
        try await send(
            Request(method: .post, path: MyBizPath.purchase(id, .reject), body: .json(PurchaseDecision(reason: reason)))
        )
    }

    /// Cancels the signed-in person's order `id` while it waits.
    public func cancelPurchase(_ id: UUID) async throws(MyBizError) -> PurchaseOrder {
        try await send(Request(method: .post, path: MyBizPath.purchase(id, .cancel)))
    }

    /// Submits the signed-in person's rejected order `id` again, as `order`.
    public func resubmitPurchase(_ id: UUID, as order: NewPurchaseOrder) async throws(MyBizError) -> PurchaseOrder {
        try await send(Request(method: .post, path: MyBizPath.purchase(id, .resubmit), body: .json(order)))
    }

    /// Submits a new purchase order and returns it as saved.
    ///
    /// - Throws: `.invalid(reason:)` with the rule it breaks.
    public func submit(_ order: NewPurchaseOrder) async throws(MyBizError) -> PurchaseOrder {
        try await send(Request(method: .post, path: MyBizPath.purchases, body: .json(order)))
    }

    /// The user with `id` — what the Settings screen shows.
    public func user(id: UUID) async throws(MyBizError) -> User {
        try await send(Request(path: MyBizPath.user(id)))
    }

    /// The logged-in user.
    public func me() async throws(MyBizError) -> User {
        try await send(Request(path: MyBizPath.me))
    }

    /// Usage per screen from `from` to `to` (admins only); without them, the server's default: the
    /// last 7 days.
    public func analyticsSummary(from: Date? = nil, to: Date? = nil) async throws(MyBizError) -> AnalyticsSummary {
        var query: [String: String] = [:]
        if let from { query["from"] = MyBizJSON.format(from) }
        if let to { query["to"] = MyBizJSON.format(to) }
        return try await send(Request(path: MyBizPath.analyticsSummary, query: query))
    }

    /// Sends `request` with the stored session's token.
    ///
    /// - Throws: `.notLoggedIn` without sending when no session is stored.
    func send<Output>(_ request: Request<Output>) async throws(MyBizError) -> Output {
        guard try await storedSession() != nil else { throw .notLoggedIn }
        do {
            return try await network.send(request)
        } catch let error as NetworkError {
            throw MyBizError(error)
        } catch {
            throw .network(.transport(error))
        }
    }
}
