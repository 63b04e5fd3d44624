import Foundation
import MyBizAPI

/// What the company shares with everyone logged in: announcements, people, events, products.
protocol CompanyRepository: Sendable {
    /// Announcements in the order they were added.
    func announcements() async throws -> [Announcement]
    /// Posts `draft` (checked) by `author`, published at its date or `now`; the announcement stored.
    func post(_ draft: AnnouncementDraft, by author: Account, now: Date) async throws -> Announcement
    /// Replaces the title, text and date of announcement `id` with `draft`'s (checked); `nil` when
    /// there is no such announcement. The author stays.
    func replace(announcement id: UUID, with draft: AnnouncementDraft, now: Date) async throws -> Announcement?
    /// Removes announcement `id`; whether there was one.
    func remove(announcement id: UUID) async throws -> Bool
    /// Employees in the company's order — the head first — each with the ids of their reports.
    func employees() async throws -> [Employee]
    /// Adds the person `draft` (checked) describes, signing in with `account` if given, last in the
    /// company's order, when `rule` passes on the org chart as it stands in the same transaction; the
    /// person stored.
    func add(
        _ draft: EmployeeDraft, account: UUID?, checkedBy rule: @escaping @Sendable (OrgChart) throws -> Void
    ) async throws -> Employee
    /// Replaces person `id` with `draft` (checked) when `rule` passes on the org chart as it stands in
    /// the same transaction.
    func replace(
        employee id: UUID, with draft: EmployeeDraft, checkedBy rule: @escaping @Sendable (OrgChart) throws -> Void
    ) async throws -> Employee
    /// Removes person `id` when `rule` passes on the org chart as it stands in the same transaction.
    /// Sets the account person `id` signs in with and the most they may approve; `nil` for no such person.
    ///
    /// - Throws: a `RuleProblem` when the account is another person's already.
    func link(employee id: UUID, _ link: EmployeeAccount) async throws -> Employee?
    func remove(employee id: UUID, checkedBy rule: @escaping @Sendable (OrgChart) throws -> Void) async throws
    /// Events by date.
    func events() async throws -> [Event]
    /// Adds the event `draft` (checked) describes; the event stored.
    func add(_ draft: EventDraft) async throws -> Event
    /// Replaces event `id` with `draft` (checked); `nil` when there is no such event.
    func replace(event id: UUID, with draft: EventDraft) async throws -> Event?
    /// Removes event `id`; whether there was one.
    func remove(event id: UUID) async throws -> Bool
    /// Products in catalogue order, the retired left out.
    func products() async throws -> [Product]
    /// The products among `ids` that exist and are not retired: those an order may name.
    func products(ids: Set<UUID>) async throws -> [Product]
    /// The products among `ids` that exist, retired or not: those orders placed before name.
    func productsEver(ids: Set<UUID>) async throws -> [Product]
    /// Adds the product `draft` (checked) describes, last in the catalogue.
    func add(_ draft: ProductDraft) async throws -> Product
    /// Changes product `id` (not retired) to `draft` (checked); `nil` when there is no such product.
    func replace(product id: UUID, with draft: ProductDraft) async throws -> Product?
    /// Retires product `id`; whether there was one to retire.
    func retire(product id: UUID, at date: Date) async throws -> Bool
    /// Adds `records` in one transaction, after what is there.
    func add(_ records: CompanyRecords) async throws
}

/// Company data to add in one go; employees' `directReports` are derived from `manager`.
struct CompanyRecords: Sendable {
    var announcements: [Announcement] = []
    var employees: [Employee] = []
    var events: [Event] = []
    var products: [Product] = []
}
