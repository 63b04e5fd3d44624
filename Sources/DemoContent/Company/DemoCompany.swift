import Foundation
import MyBizAPI
import MyBizServer

/// The demo company a fresh database gets: Northwind Robotics — announcements, a dozen people in a
/// real hierarchy, this week's events, an office catalogue, two purchase orders — and the two demo
/// accounts of the contract.
enum DemoCompany {
    /// The member account the book's tests log in with.
    static let member = (username: "agent@shield.org", password: "hailHydra", name: "Phil Coulson")
    /// The admin account, which reads analytics: Noor Haddad, who runs IT.
    static let admin = (username: "admin@mybiz.example", password: "admin1234", name: "Noor Haddad")
    /// Phil's manager, who approves orders up to 5,000.
    static let manager = (username: "chen@northwind.example", password: "chen1234", name: "Chen Wei")
    /// The head of the company, who approves orders up to 1,000,000.
    static let head = (username: "ada@northwind.example", password: "ada12345", name: "Ada Lindqvist")

    /// The company, with this week's events and the orders placed around `now`.
    static func seed(now: Date) -> CompanySeed {
        let products = catalogue()
        let people = employees()
        func person(_ name: String) -> UUID? { people.first { "\($0.givenName) \($0.familyName)" == name }?.id }
        return CompanySeed(
            logins: [
                CompanySeed.Login(
                    username: member.username, password: member.password, name: member.name, isAdmin: false,
                    person: person(member.name)),
                CompanySeed.Login(
                    username: admin.username, password: admin.password, name: admin.name, isAdmin: true,
                    person: person(admin.name)),
                CompanySeed.Login(
                    username: manager.username, password: manager.password, name: manager.name, isAdmin: false,
                    person: person(manager.name)),
                CompanySeed.Login(
                    username: head.username, password: head.password, name: head.name, isAdmin: false,
                    person: person(head.name)),
            ],
            announcements: announcements(now: now), employees: people, events: events(around: now),
            products: products,
            orders: orders(products: products, purchaser: member.username, now: now))
    }

    /// Four announcements by the admin, the newest a few hours before `now`.
    static func announcements(now: Date) -> [Announcement] {
        let hour = 3_600.0
        return [
            ("Welcome to MyBiz", "Welcome to MyBiz! Everything about Northwind Robotics in one app.", 20 * 24 * hour),
            (
                "Closed on Friday afternoon",
                "The office is closed on Friday afternoon for the winter fair — see the calendar.", 3 * 24 * hour
            ),
            (
                "A new coffee machine",
                "New coffee machine on the 3rd floor. Please descale it when the light turns orange.", 26 * hour
            ),
            (
                "Notes for finance on big orders",
                "Purchase orders over 10,000 now need a note for finance in the comment.", 3 * hour
            ),
        ].map { title, message, age in
            Announcement(
                id: UUID(), message: message, title: title, author: admin.name,
                publishedAt: now.addingTimeInterval(-age))
        }
    }

    /// Fourteen people, each with a role in one of five departments; the first is the head of the
    /// company. Phil Coulson buys for Operations; Chen Wei approves orders up to 5,000, Ada Lindqvist
    /// up to 1,000,000; Noor Haddad runs IT and administers the app.
    static func employees() -> [Employee] {
        let people:
            [(
                given: String, family: String, location: String, manager: Int?, birthday: String?, role: String,
                department: String
            )] = [
                ("Ada", "Lindqvist", "Stockholm", nil, "03-14-1971", "Chief Executive", "Leadership"),
                ("Bruno", "Okafor", "Stockholm", 0, "07-02-1980", "Head of Engineering", "Engineering"),
                ("Chen", "Wei", "Singapore", 0, "11-30-1985", "Head of Operations", "Operations"),
                ("Dolores", "Ruiz", "Madrid", 0, "01-19-1979", "Head of Finance", "Finance"),
                ("Emeka", "Nwosu", "Stockholm", 1, "05-05-1990", "Robotics Engineer", "Engineering"),
                ("Freya", "Olsen", "Stockholm", 1, "12-24-1992", "Firmware Engineer", "Engineering"),
                ("", "Gupta", "Singapore", 2, "09-09-1988", "Supply Chain Lead", "Operations"),
                ("Hiro", "Tanaka", "Singapore", 2, nil, "Field Technician", "Operations"),
                ("Isabel", "Moreau", "Madrid", 3, "02-29-1996", "Accountant", "Finance"),
                ("Jonas", "Berg", "Madrid", 3, "08-17-1984", "Financial Analyst", "Finance"),
                ("Kemal", "Aydın", "Stockholm", 4, "04-01-1998", "Junior Robotics Engineer", "Engineering"),
                ("Lena", "Fischer", "Singapore", 6, "10-12-1993", "Logistics Coordinator", "Operations"),
                ("Phil", "Coulson", "Madrid", 2, "07-08-1976", "Procurement Officer", "Operations"),
                ("Noor", "Haddad", "Stockholm", 0, "06-21-1987", "IT Administrator", "IT"),
            ]
        let limits: [String: Double] = ["Chen": 5_000, "Ada": 1_000_000]
        let ids = people.map { _ in UUID() }
        return people.enumerated().map { index, person in
            Employee(
                id: ids[index], givenName: person.given, familyName: person.family, location: person.location,
                manager: person.manager.map { ids[$0] }, directReports: [], birthday: person.birthday,
                roleTitle: person.role, department: person.department, approvalLimit: limits[person.given])
        }
    }

    /// Events of the week around `now`, in UTC.
    static func events(around now: Date) -> [Event] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let today = calendar.startOfDay(for: now)
        func at(_ days: Int, _ hour: Int) -> Date {
            today.addingTimeInterval(Double(days) * 86_400 + Double(hour) * 3_600)
        }
        return [
            Event(id: UUID(), name: "All-hands", date: at(0, 15), type: .meeting, duration: 3_600),
            Event(id: UUID(), name: "Dentist", date: at(1, 8), type: .appointment, duration: 1_800),
            Event(id: UUID(), name: "Robot arm design review", date: at(2, 10), type: .meeting, duration: 5_400),
            Event(id: UUID(), name: "Winter fair", date: at(4, 12), type: .holiday, duration: 21_600),
            Event(id: UUID(), name: "Day off — Bruno", date: at(5, 0), type: .dayOff, duration: 86_400),
            Event(id: UUID(), name: "Quarterly planning", date: at(6, 9), type: .meeting, duration: 7_200),
        ]
    }

    static func catalogue() -> [Product] {
        [
            ("Ergonomic office chair", 289.0), ("Standing desk", 549.0), ("27-inch monitor", 329.99),
            ("USB-C dock", 179.5), ("Noise-cancelling headset", 199.0), ("Whiteboard markers (box of 12)", 14.25),
            ("A4 paper (500 sheets)", 6.4), ("Servo motor kit", 1_249.0),
        ].map { Product(id: UUID(), name: $0.0, unitPrice: $0.1) }
    }

    /// Two orders of Phil's: one Chen approved, one waiting for Chen.
    static func orders(products: [Product], purchaser: String, now: Date) -> [CompanySeed.Order] {
        [
            CompanySeed.Order(
                poNumber: "PO-2026-0001", comment: "Chairs for the new Madrid team",
                purchaser: purchaser, purchaseDate: now.addingTimeInterval(-9 * 86_400),
                dueDate: now.addingTimeInterval(-2 * 86_400),
                lines: [
                    PurchaseLine(productId: products[0].id, quantity: 4),
                    PurchaseLine(productId: products[2].id, quantity: 4),
                ], approvedBy: manager.username),
            CompanySeed.Order(
                poNumber: "PO-2026-0002", comment: nil, purchaser: purchaser,
                purchaseDate: now.addingTimeInterval(-86_400), dueDate: now.addingTimeInterval(14 * 86_400),
                lines: [
                    PurchaseLine(productId: products[7].id, quantity: 2),
                    PurchaseLine(productId: products[5].id, quantity: 3),
                ]),
        ]
    }
}
