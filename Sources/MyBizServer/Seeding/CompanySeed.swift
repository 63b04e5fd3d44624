import Foundation
import MyBizAPI

/// A company to start a fresh database with — its accounts, what they share, their orders — in the
/// API's own wire types: what demo data (or an operator's import) hands MyBiz.
package struct CompanySeed: Sendable {
    /// An account and the password it is created with.
    package struct Login: Sendable {
        package let username: String
        package let password: String
        package let name: String
        package let isAdmin: Bool
        /// The person of the seed's `employees` who signs in with it, if any.
        package let person: UUID?

        /// An account, signed in with by `person` of the org chart.
        package init(username: String, password: String, name: String, isAdmin: Bool, person: UUID? = nil) {
            self.username = username
            self.password = password
            self.name = name
            self.isAdmin = isAdmin
            self.person = person
        }
    }

    /// A purchase order placed by the account `purchaser` (a username of `logins`).
    package struct Order: Sendable {
        package let poNumber: String
        package let comment: String?
        package let purchaser: String
        package let purchaseDate: Date
        package let dueDate: Date?
        package let lines: [PurchaseLine]
        /// The login that approved it a day after it was placed; `nil` for an order still waiting for
        /// the approver `ApprovalRoute` names.
        package let approvedBy: String?

        /// An order.
        package init(
            poNumber: String, comment: String?, purchaser: String, purchaseDate: Date, dueDate: Date?,
            lines: [PurchaseLine], approvedBy: String? = nil
        ) {
            self.approvedBy = approvedBy
            self.poNumber = poNumber
            self.comment = comment
            self.purchaser = purchaser
            self.purchaseDate = purchaseDate
            self.dueDate = dueDate
            self.lines = lines
        }
    }

    package var logins: [Login]
    package var announcements: [Announcement]
    /// The people, the head first; `directReports` are derived from `manager`.
    package var employees: [Employee]
    package var events: [Event]
    /// What orders may name.
    package var products: [Product]
    package var orders: [Order]

    /// A company.
    package init(
        logins: [Login], announcements: [Announcement], employees: [Employee], events: [Event], products: [Product],
        orders: [Order]
    ) {
        self.logins = logins
        self.announcements = announcements
        self.employees = employees
        self.events = events
        self.products = products
        self.orders = orders
    }
}
