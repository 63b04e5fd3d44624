import Foundation
import MyBizAPI
import MyBizKit
import Networking
import Testing

/// A calendar source answering what it is given, or failing one side.
struct StubCalendarSource: CalendarDataSource {
    var eventList: Result<[Event], MyBizError> = .success([])
    var employeeList: Result<[Employee], MyBizError> = .success([])

    func events() async throws(MyBizError) -> [Event] { try eventList.get() }
    func employees() async throws(MyBizError) -> [Employee] { try employeeList.get() }
}

@Suite("CalendarModel: events merged with everyone's next birthday")
struct CalendarModelTests {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
    /// Sunday 2026-11-22T09:30:00Z.
    static let now = Date(timeIntervalSince1970: 1_795_339_800)

    static func date(_ text: String) -> Date {
        MyBizJSON.parse(text)!
    }

    static func person(_ given: String, _ family: String, birthday: String?) -> Employee {
        Employee(
            id: UUID(), givenName: given, familyName: family, location: "Stockholm", manager: nil, directReports: [],
            birthday: birthday)
    }

    static func model(_ source: StubCalendarSource) -> CalendarModel {
        CalendarModel(source: source, calendar: utc, now: { now })
    }

    @Test("birthdays become Birthday events on their next date, named after the person, merged by date")
    func merge() async throws {
        let meeting = Event(
            id: UUID(), name: "All-hands", date: Self.date("2026-11-23T15:00:00Z"), type: .meeting, duration: 3_600)
        let past = Event(
            id: UUID(), name: "Last week", date: Self.date("2026-11-15T15:00:00Z"), type: .meeting, duration: 60)
        let ada = Self.person("Ada", "Lindqvist", birthday: "03-14-1971")  // next year
        let bo = Self.person("Bo", "Berg", birthday: "11-22-1990")  // today still counts
        let cy = Self.person("", "Gupta", birthday: "11-21-1985")  // yesterday: next year
        let di = Self.person("Di", "Noor", birthday: nil)
        let source = StubCalendarSource(
            eventList: .success([meeting, past]), employeeList: .success([ada, bo, cy, di]))
        let items = try await Self.model(source).load()
        #expect(items.map(\.name) == ["Bo Berg", "All-hands", "Ada Lindqvist", "Gupta"])
        #expect(items[0].date == Self.date("2026-11-22T00:00:00Z") && items[0].type == .birthday)
        #expect(items[2].date == Self.date("2027-03-14T00:00:00Z"))
        #expect(items[3].date == Self.date("2027-11-21T00:00:00Z"))
        #expect(items.filter { $0.type == .birthday }.allSatisfy { $0.duration == 86_400 })
    }

    @Test("days limits the calendar to the next N days, today included")
    func days() async throws {
        let tomorrow = Event(
            id: UUID(), name: "Dentist", date: Self.date("2026-11-23T08:00:00Z"), type: .appointment, duration: 1_800)
        let later = Event(
            id: UUID(), name: "Fair", date: Self.date("2026-11-26T12:00:00Z"), type: .holiday, duration: 60)
        let source = StubCalendarSource(
            eventList: .success([tomorrow, later]),
            employeeList: .success([Self.person("Bo", "Berg", birthday: "11-22-1990")]))
        #expect(try await Self.model(source).load(days: 1).map(\.name) == ["Bo Berg"])
        #expect(try await Self.model(source).load(days: 2).map(\.name) == ["Bo Berg", "Dentist"])
        #expect(try await Self.model(source).load(days: 7).count == 3)
    }

    @Test("29 February falls on 28 February in other years; unreadable birthdays are left out")
    func leapDay() {
        let leap = Self.person("Isa", "Moreau", birthday: "02-29-1996")
        #expect(
            CompanyCalendar.nextBirthday(of: leap, from: Self.now, calendar: Self.utc)
                == Self.date("2027-02-28T00:00:00Z"))
        let inLeapYear = Self.date("2028-01-10T00:00:00Z")
        #expect(
            CompanyCalendar.nextBirthday(of: leap, from: inLeapYear, calendar: Self.utc)
                == Self.date("2028-02-29T00:00:00Z"))
        for text in ["1990-11-22", "13-01-1990", "", "02-30-1990"] {
            #expect(
                CompanyCalendar.nextBirthday(
                    of: Self.person("X", "Y", birthday: text), from: Self.now, calendar: Self.utc) == nil, "\(text)")
        }
    }

    @Test("a failure of either source is reported, naming it")
    func failures() async {
        let down = MyBizError.sessionExpired
        for (source, expected) in [
            (StubCalendarSource(eventList: .failure(down)), CalendarModel.Source.events),
            (StubCalendarSource(employeeList: .failure(down)), .employees),
        ] {
            do {
                _ = try await Self.model(source).load()
                Issue.record("the calendar loaded although \(expected) failed")
            } catch {
                #expect(error.source == expected)
                #expect(
                    error.description
                        == "The \(expected.rawValue) could not be loaded: Your session has expired or was ended.")
            }
        }
    }
}
