import Foundation
import MyBizAPI
import SQLKit
import ServerDatabase
import ServerSecurity
import WebPages

extension MyBizRoutes {
    /// Whether `applied` (the migrations just run) created the accounts: a new database, which demo
    /// data may fill.
    package static func createdCompany(_ applied: [Int]) -> Bool {
        applied.contains(MyBizMigrations.createAccounts.version)
    }

    /// Adds `seed`: its accounts (passwords hashed), what the company shares, and its orders.
    ///
    /// - Throws: `CompanySeedError` for an order whose purchaser is none of the seed's logins.
    package func add(_ seed: CompanySeed, now: Date) async throws {
        var ids: [String: UUID] = [:]
        for login in seed.logins {
            let account = Account(
                id: UUID(), username: login.username, name: login.name, role: login.isAdmin ? .admin : .member)
            _ = try await accounts.create(account, passwordHash: try await passwords.hash(login.password), at: now)
            ids[login.username] = account.id
        }
        var employees = seed.employees
        for login in seed.logins {
            guard let person = login.person, let index = employees.firstIndex(where: { $0.id == person }) else {
                continue
            }
            employees[index].accountId = ids[login.username]
        }
        try await company.add(
            CompanyRecords(
                announcements: seed.announcements, employees: employees, events: seed.events,
                products: seed.products))
        // The seed's announcements are by a login when their author is its name: its inbox hears of comments.
        for login in seed.logins {
            guard let id = ids[login.username] else { continue }
            try await database.update("announcements").set("author_id", to: SQLBind(id.uuidString))
                .where("author", .equal, SQLBind(login.name)).where("author_id", .is, SQLLiteral.null).run()
        }
        let inboxes = SQLInboxRepository(database: database)
        let prices = Dictionary(seed.products.map { ($0.id, $0.unitPrice) }, uniquingKeysWith: { first, _ in first })
        for order in seed.orders {
            guard let purchaser = ids[order.purchaser] else { throw CompanySeedError.unknownPurchaser(order.purchaser) }
            let total = PurchaseOrderRules.total(
                of: NewPurchaseOrder(poNumber: order.poNumber, purchases: order.lines), unitPrices: prices)
            let approver = ApprovalRoute.of(
                total: total, purchaser: purchaser, in: OrgChart(employees: employees), employees: employees
            ).account
            var history = [PurchaseOrderEvent(step: .submit, by: purchaser, at: order.purchaseDate, approver: approver)]
            if let approvedBy = order.approvedBy {
                guard let decider = ids[approvedBy] else { throw CompanySeedError.unknownPurchaser(approvedBy) }
                history.append(
                    PurchaseOrderEvent(step: .approve, by: decider, at: order.purchaseDate.addingTimeInterval(86_400)))
            }
            try await purchases.create(
                PurchaseOrder(
                    id: UUID(), poNumber: order.poNumber, comment: order.comment, purchaser: purchaser,
                    purchaseDate: order.purchaseDate, dueDate: order.dueDate, purchases: order.lines,
                    status: order.approvedBy == nil ? .submitted : .approved,
                    approver: order.approvedBy == nil ? approver : nil, history: history))
            if order.approvedBy == nil, let approver,
                let name = seed.logins.first(where: { $0.username == order.purchaser })?.name
            {
                try await inboxes.deliver(
                    to: [approver], .approvalWaiting, "\(name) asks you to approve \(order.poNumber).",
                    link: "/app/purchases", at: order.purchaseDate)
            }
        }
    }

    /// Whether an account logs in as `username`.
    package func hasAccount(username: String) async throws -> Bool {
        try await accounts.account(username: username) != nil
    }

    /// The person who logs in as `username`, as other modules see people; `nil` without one.
    package func person(username: String) async throws -> WebPerson? {
        guard let account = try await accounts.account(username: username)?.account else { return nil }
        return try await accounts.person(id: account.id)
    }
}

/// Why a company seed could not be added.
package enum CompanySeedError: Error, Equatable, CustomStringConvertible {
    /// An order names a purchaser the seed has no login for.
    case unknownPurchaser(String)

    package var description: String {
        switch self {
        case .unknownPurchaser(let username): "A seeded order names “\(username)”, who has no account in the seed."
        }
    }
}
