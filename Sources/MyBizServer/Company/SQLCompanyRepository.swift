import Foundation
import MyBizAPI
import SQLKit
import ServerDatabase

/// `CompanyRepository` over SQLKit, for SQLite and PostgreSQL.
struct SQLCompanyRepository: CompanyRepository {
    let database: any SQLDatabase
    /// Where every committed change is said (`DataTopic.company`).
    let changes: DataChanges
    /// The catalogue's currency, named on every product read.
    var currency: CatalogueCurrency = .usDollar
    /// The clock events' changes and cancellations are dated by.
    var now: @Sendable () -> Date = { Date() }

    /// The number every change to the company's lists or its purchase orders raises.
    static let version = VersionCounter(table: "company_version")

    /// Runs `work` in a transaction that raises the company's version, and says the change once it
    /// is committed — unless `changed` says `work`'s result changed nothing (no such row), when
    /// neither happens and no cache anywhere is dropped. `versionFirst` raises it before `work`,
    /// which on PostgreSQL takes the version's row lock for the whole transaction (SQLite's
    /// `BEGIN IMMEDIATE` already holds the write lock).
    /// A change to one row changed something when the row was there.
    @Sendable private static func found<Row>(_ row: Row?) -> Bool { row != nil }

    /// A removal changed something when it says it removed.
    @Sendable private static func done(_ removed: Bool) -> Bool { removed }

    private func changing<Result: Sendable>(
        versionFirst: Bool = false, changed: @escaping @Sendable (Result) -> Bool = { _ in true },
        _ work: @escaping @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        let result = try await database.transaction { session in
            if versionFirst { try await Self.version.bump(in: session) }
            let result = try await work(session)
            if !versionFirst, changed(result) { try await Self.version.bump(in: session) }
            return result
        }
        if changed(result) { changes.changed(.company) }
        return result
    }

    func announcements() async throws -> [Announcement] {
        try await database.select().columns(Self.announcementColumns).from("announcements").orderBy("position").all()
            .map(Self.announcement(from:))
    }

    private static let announcementColumns = ["id", "message", "title", "author", "published_at"]

    private static func announcement(from row: any SQLRow) throws -> Announcement {
        Announcement(
            id: try row.uuid("id"), message: try row.decode(column: "message", as: String.self),
            title: try row.decode(column: "title", as: String?.self),
            author: try row.decode(column: "author", as: String?.self),
            publishedAt: try row.decode(column: "published_at", as: Double?.self).map(Date.init(timeIntervalSince1970:))
        )
    }

    private static func announcement(id: UUID, in database: any SQLDatabase) async throws -> Announcement? {
        try await database.select().columns(announcementColumns).from("announcements")
            .where("id", .equal, id.uuidString).first().map(announcement(from:))
    }

    func post(_ draft: AnnouncementDraft, by author: Account, now: Date) async throws -> Announcement {
        let announcement = Announcement(
            id: UUID(), message: draft.message, title: draft.title, author: author.name,
            publishedAt: draft.publishedAt ?? now)
        try await changing { session in
            let position = try await Self.positions([announcement], "announcements", session)[0].0
            try await Self.insert(announcement, at: position, authorID: author.id, in: session)
        }
        return announcement
    }

    func replace(announcement id: UUID, with draft: AnnouncementDraft, now: Date) async throws -> Announcement? {
        try await changing(changed: Self.found) { session in
            guard try await Self.announcement(id: id, in: session) != nil else { return nil }
            try await session.update("announcements").set("title", to: draft.title).set("message", to: draft.message)
                .set("published_at", to: (draft.publishedAt ?? now).timeIntervalSince1970)
                .where("id", .equal, id.uuidString).run()
            return try await Self.announcement(id: id, in: session)
        }
    }

    func remove(announcement id: UUID) async throws -> Bool {
        try await changing(changed: Self.done) { session in
            guard try await Self.announcement(id: id, in: session) != nil else { return false }
            try await session.delete(from: "announcements").where("id", .equal, id.uuidString).run()
            return true
        }
    }

    private static func insert(
        _ announcement: Announcement, at position: Int, authorID: UUID?, in session: any SQLDatabase
    ) async throws {
        try await session.insert(into: "announcements")
            .columns("id", "position", "message", "title", "author", "author_id", "published_at")
            .values(
                SQLBind(announcement.id.uuidString), SQLBind(position), SQLBind(announcement.message),
                SQLBind(announcement.title), SQLBind(announcement.author), SQLBind(authorID?.uuidString),
                SQLBind(announcement.publishedAt?.timeIntervalSince1970)
            )
            .run()
    }

    func employees() async throws -> [Employee] {
        try await Self.employees(in: database)
    }

    private static func employees(in database: any SQLDatabase) async throws -> [Employee] {
        let rows = try await database.select()
            .columns(
                "id", "given_name", "family_name", "location", "manager_id", "birthday", "role_title", "department",
                "account_id", "approval_limit"
            )
            .from("employees").orderBy("position").all()
        var employees = try rows.map { row in
            Employee(
                id: try row.uuid("id"), givenName: try row.decode(column: "given_name", as: String.self),
                familyName: try row.decode(column: "family_name", as: String.self),
                location: try row.decode(column: "location", as: String.self),
                manager: try row.optionalUUID("manager_id"), directReports: [],
                birthday: try row.decode(column: "birthday", as: String?.self),
                roleTitle: try row.decode(column: "role_title", as: String?.self),
                department: try row.decode(column: "department", as: String?.self),
                accountId: try row.optionalUUID("account_id"),
                approvalLimit: try row.decode(column: "approval_limit", as: Double?.self))
        }
        let positions = Dictionary(employees.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for employee in employees {
            guard let manager = employee.manager, let position = positions[manager] else { continue }
            employees[position].directReports.append(employee.id)
        }
        return employees
    }

    /// Runs `work` in a transaction on the org chart as it stands inside it. Raising the company's
    /// version first takes its row lock on PostgreSQL (SQLite's `BEGIN IMMEDIATE` already holds the
    /// write lock), so two changes to the chart never both pass `rule` on the same old chart.
    private func changingChart<Result: Sendable>(
        checkedBy rule: @escaping @Sendable (OrgChart) throws -> Void,
        _ work: @escaping @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        try await changing(versionFirst: true) { session in
            try rule(OrgChart(employees: try await Self.employees(in: session)))
            return try await work(session)
        }
    }

    func add(
        _ draft: EmployeeDraft, account: UUID?, checkedBy rule: @escaping @Sendable (OrgChart) throws -> Void
    ) async throws -> Employee {
        var person = Self.employee(id: UUID(), draft)
        person.accountId = account
        let added = person
        try await changingChart(checkedBy: rule) { session in
            let position = try await Self.positions([added.id], "employees", session)[0].0
            try await Self.insert(added, at: position, in: session)
        }
        // Someone new has no reports yet: the person is what was stored, with no list read again.
        return added
    }

    func replace(
        employee id: UUID, with draft: EmployeeDraft, checkedBy rule: @escaping @Sendable (OrgChart) throws -> Void
    ) async throws -> Employee {
        try await changingChart(checkedBy: rule) { session in
            try await session.update("employees").set("given_name", to: draft.givenName)
                .set("family_name", to: draft.familyName).set("location", to: draft.location)
                .set("manager_id", to: SQLBind(draft.manager?.uuidString)).set("birthday", to: SQLBind(draft.birthday))
                .set("role_title", to: SQLBind(draft.roleTitle)).set("department", to: SQLBind(draft.department))
                .where("id", .equal, id.uuidString).run()
            // Only the person's own reports are read back, in the chart's order, not the whole company.
            var changed = Self.employee(id: id, draft)
            if let link = try await session.select().columns("account_id", "approval_limit").from("employees")
                .where("id", .equal, id.uuidString).first()
            {
                changed.accountId = try link.optionalUUID("account_id")
                changed.approvalLimit = try link.decode(column: "approval_limit", as: Double?.self)
            }
            changed.directReports = try await session.select().column("id").from("employees")
                .where("manager_id", .equal, id.uuidString).orderBy("position").all().map { try $0.uuid("id") }
            return changed
        }
    }

    func link(employee id: UUID, _ link: EmployeeAccount) async throws -> Employee? {
        let linked: Bool
        do {
            linked = try await changing(versionFirst: true) { session in
                try await session.update("employees").set("account_id", to: SQLBind(link.accountId?.uuidString))
                    .set("approval_limit", to: SQLBind(link.approvalLimit)).where("id", .equal, id.uuidString)
                    .returning("id").all().isEmpty == false
            }
        } catch  where DatabaseFailure.isUniqueViolation(error) {
            throw RuleProblem("accountId", "That account is already another person's in the org chart.")
        }
        guard linked else { return nil }
        return try await employees().first { $0.id == id }
    }

    func remove(employee id: UUID, checkedBy rule: @escaping @Sendable (OrgChart) throws -> Void) async throws {
        try await changingChart(checkedBy: rule) { session in
            try await session.delete(from: "employees").where("id", .equal, id.uuidString).run()
        }
    }

    private static func employee(id: UUID, _ draft: EmployeeDraft) -> Employee {
        Employee(
            id: id, givenName: draft.givenName, familyName: draft.familyName, location: draft.location,
            manager: draft.manager, directReports: [], birthday: draft.birthday, roleTitle: draft.roleTitle,
            department: draft.department)
    }

    private static func insert(_ employee: Employee, at position: Int, in session: any SQLDatabase) async throws {
        try await session.insert(into: "employees")
            .columns(
                "id", "position", "given_name", "family_name", "location", "manager_id", "birthday", "role_title",
                "department", "account_id", "approval_limit"
            )
            .values(
                SQLBind(employee.id.uuidString), SQLBind(position), SQLBind(employee.givenName),
                SQLBind(employee.familyName), SQLBind(employee.location), SQLBind(employee.manager?.uuidString),
                SQLBind(employee.birthday), SQLBind(employee.roleTitle), SQLBind(employee.department),
                SQLBind(employee.accountId?.uuidString), SQLBind(employee.approvalLimit)
            )
            .run()
    }

    func events() async throws -> [Event] {
        try await database.select().columns(Self.eventColumns).from("events").orderBy("date").orderBy("name").all()
            .map(Self.event(from:))
    }

    private static let eventColumns = ["id", "name", "date", "type", "duration", "place"]

    private static func event(from row: any SQLRow) throws -> Event {
        let typeText = try row.decode(column: "type", as: String.self)
        guard let type = EventType(rawValue: typeText) else {
            throw StoredValueInvalid(place: "events", value: typeText)
        }
        return Event(
            id: try row.uuid("id"), name: try row.decode(column: "name", as: String.self),
            date: Date(timeIntervalSince1970: try row.decode(column: "date", as: Double.self)), type: type,
            duration: try row.decode(column: "duration", as: Double.self),
            place: try row.decode(column: "place", as: String?.self))
    }

    private static func event(id: UUID, in database: any SQLDatabase) async throws -> Event? {
        try await database.select().columns(eventColumns).from("events").where("id", .equal, id.uuidString).first()
            .map(event(from:))
    }

    private static func insert(_ event: Event, in session: any SQLDatabase) async throws {
        try await session.insert(into: "events").columns(eventColumns)
            .values(
                SQLBind(event.id.uuidString), SQLBind(event.name), SQLBind(event.date.timeIntervalSince1970),
                SQLBind(event.type.rawValue), SQLBind(event.duration), SQLBind(event.place)
            )
            .run()
    }

    func add(_ draft: EventDraft) async throws -> Event {
        let event = Event(
            id: UUID(), name: draft.name, date: draft.date, type: draft.type, duration: draft.duration,
            place: draft.place)
        try await changing { session in
            try await Self.insert(event, in: session)
        }
        return event
    }

    func replace(event id: UUID, with draft: EventDraft) async throws -> Event? {
        try await changing(changed: Self.found) { session in
            guard try await Self.event(id: id, in: session) != nil else { return nil }
            try await session.update("events").set("name", to: draft.name)
                .set("date", to: draft.date.timeIntervalSince1970).set("type", to: draft.type.rawValue)
                .set("duration", to: draft.duration).set("place", to: SQLBind(draft.place))
                .set("sequence", to: SQLRaw("sequence + 1")).set("modified_at", to: now().timeIntervalSince1970)
                .where("id", .equal, id.uuidString).run()
            return try await Self.event(id: id, in: session)
        }
    }

    func remove(event id: UUID) async throws -> Bool {
        try await changing(changed: Self.done) { session in
            guard try await Self.event(id: id, in: session) != nil else { return false }
            // What a subscribed calendar needs to show it cancelled under the same UID.
            try await session.raw(
                """
                INSERT INTO cancelled_events (id, name, date, type, duration, place, sequence, cancelled_at)
                SELECT id, name, date, type, duration, place, sequence + 1, \(bind: now().timeIntervalSince1970)
                FROM events WHERE id = \(bind: id.uuidString)
                ON CONFLICT (id) DO NOTHING
                """
            ).run()
            try await session.delete(from: "events").where("id", .equal, id.uuidString).run()
            return true
        }
    }

    func products() async throws -> [Product] {
        try await database.select().columns("id", "name", "unit_price").from("products")
            .where("retired_at", .is, SQLLiteral.null).orderBy("position").all()
            .map(product(from:))
    }

    func products(ids: Set<UUID>) async throws -> [Product] {
        guard !ids.isEmpty else { return [] }
        return try await database.select().columns("id", "name", "unit_price").from("products")
            .where("id", .in, ids.map(\.uuidString)).where("retired_at", .is, SQLLiteral.null).all()
            .map(product(from:))
    }

    func productsEver(ids: Set<UUID>) async throws -> [Product] {
        guard !ids.isEmpty else { return [] }
        return try await database.select().columns("id", "name", "unit_price").from("products")
            .where("id", .in, ids.map(\.uuidString)).all()
            .map(product(from:))
    }

    func add(_ draft: ProductDraft) async throws -> Product {
        let product = Product(id: UUID(), name: draft.name, unitPrice: draft.unitPrice, currency: currency.code)
        try await changing { session in
            let position = try await Self.positions([product], "products", session)[0].0
            try await session.insert(into: "products").columns("id", "position", "name", "unit_price")
                .values(
                    SQLBind(product.id.uuidString), SQLBind(position), SQLBind(product.name), SQLBind(product.unitPrice)
                )
                .run()
        }
        return product
    }

    func replace(product id: UUID, with draft: ProductDraft) async throws -> Product? {
        let currency = currency.code
        return try await changing(changed: Self.found) { session in
            guard
                try await session.select().column("id").from("products").where("id", .equal, id.uuidString)
                    .where("retired_at", .is, SQLLiteral.null).first() != nil
            else { return nil }
            try await session.update("products").set("name", to: draft.name).set("unit_price", to: draft.unitPrice)
                .where("id", .equal, id.uuidString).run()
            return Product(id: id, name: draft.name, unitPrice: draft.unitPrice, currency: currency)
        }
    }

    func retire(product id: UUID, at date: Date) async throws -> Bool {
        try await changing(changed: Self.done) { session in
            guard
                try await session.select().column("id").from("products").where("id", .equal, id.uuidString)
                    .where("retired_at", .is, SQLLiteral.null).first() != nil
            else { return false }
            try await session.update("products").set("retired_at", to: date.timeIntervalSince1970)
                .where("id", .equal, id.uuidString).run()
            return true
        }
    }

    private func product(from row: any SQLRow) throws -> Product {
        Product(
            id: try row.uuid("id"), name: try row.decode(column: "name", as: String.self),
            unitPrice: try row.decode(column: "unit_price", as: Double.self), currency: currency.code)
    }

    func add(_ records: CompanyRecords) async throws {
        try await changing { session in
            for (position, announcement) in try await Self.positions(records.announcements, "announcements", session) {
                try await Self.insert(announcement, at: position, authorID: nil, in: session)
            }
            for (position, employee) in try await Self.positions(records.employees, "employees", session) {
                try await Self.insert(employee, at: position, in: session)
            }
            for event in records.events {
                try await Self.insert(event, in: session)
            }
            for (position, product) in try await Self.positions(records.products, "products", session) {
                try await session.insert(into: "products").columns("id", "position", "name", "unit_price")
                    .values(
                        SQLBind(product.id.uuidString), SQLBind(position), SQLBind(product.name),
                        SQLBind(product.unitPrice)
                    )
                    .run()
            }
        }
    }

    /// `items` numbered after the last position already in `table`.
    private static func positions<T>(_ items: [T], _ table: String, _ session: any SQLDatabase) async throws
        -> [(Int, T)]
    {
        guard !items.isEmpty else { return [] }
        let last =
            try await session.select().column(SQLFunction("MAX", args: SQLColumn("position")), as: "last")
            .from(table).first()?.decode(column: "last", as: Int?.self) ?? nil
        let start = (last ?? -1) + 1
        return items.enumerated().map { (start + $0, $1) }
    }
}
