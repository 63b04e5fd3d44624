import Foundation
import MyBizAPI

@testable import MyBizServer

/// A small company the MyBiz tests start from: a head with two managers and their reports in three
/// offices, announcements, this week's events and a catalogue.
package enum CompanyFixture {
    /// The records, with fresh ids and events around `now`.
    package static func records(around now: Date) -> CompanyRecords {
        CompanyRecords(
            announcements: announcements(), employees: employees(), events: events(around: now), products: products())
    }

    package static func announcements() -> [Announcement] {
        ["Welcome to the company.", "The office is closed on Friday.", "New coffee machine on the 3rd floor."]
            .map { Announcement(id: UUID(), message: $0) }
    }

    /// Six people: the head, two managers, three reports — one without a given name or birthday.
    package static func employees() -> [Employee] {
        let people: [(given: String, family: String, location: String, manager: Int?, birthday: String?)] = [
            ("Ada", "Lindqvist", "Stockholm", nil, "03-14-1971"),
            ("Bruno", "Okafor", "Stockholm", 0, "07-02-1980"),
            ("Chen", "Wei", "Singapore", 0, "11-30-1985"),
            ("Emeka", "Nwosu", "Stockholm", 1, "05-05-1990"),
            ("", "Gupta", "Singapore", 2, "09-09-1988"),
            ("Hiro", "Tanaka", "Madrid", 2, nil),
        ]
        let ids = people.map { _ in UUID() }
        return people.enumerated().map { index, person in
            Employee(
                id: ids[index], givenName: person.given, familyName: person.family, location: person.location,
                manager: person.manager.map { ids[$0] }, directReports: [], birthday: person.birthday)
        }
    }

    /// Events of the week around `now`, in UTC.
    package static func events(around now: Date) -> [Event] {
        let today = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
        func at(_ days: Int, _ hour: Int) -> Date {
            today.addingTimeInterval(Double(days) * 86_400 + Double(hour) * 3_600)
        }
        return [
            Event(id: UUID(), name: "All-hands", date: at(0, 15), type: .meeting, duration: 3_600),
            Event(id: UUID(), name: "Dentist", date: at(1, 8), type: .appointment, duration: 1_800),
            Event(id: UUID(), name: "Winter fair", date: at(4, 12), type: .holiday, duration: 21_600),
            Event(id: UUID(), name: "Day off — Bruno", date: at(5, 0), type: .dayOff, duration: 86_400),
        ]
    }

    package static func products() -> [Product] {
        [("Office chair", 289.0), ("27-inch monitor", 329.99), ("USB-C dock", 179.5), ("A4 paper (500 sheets)", 6.4)]
            .map { Product(id: UUID(), name: $0.0, unitPrice: $0.1) }
    }
}
