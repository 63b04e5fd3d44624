import Foundation
import MyBizAPI

/// What the Calendar screen reads from: the company's events and its people.
public protocol CalendarDataSource: Sendable {
    /// The company's events.
    func events() async throws(MyBizError) -> [Event]
    /// Everyone in the company, with their birthdays.
    func employees() async throws(MyBizError) -> [Employee]
}

extension MyBizClient: CalendarDataSource {}

/// The Calendar screen's logic: the company's events merged with every employee's next birthday,
/// sorted by date.
public struct CalendarModel: Sendable {
    /// Which of the two sources failed.
    public enum Source: String, Sendable {
        case events
        case employees
    }

    /// A source that could not be read; the calendar is never shown half-filled without saying so.
    public struct LoadFailure: Error, CustomStringConvertible {
        /// The source that failed.
        public let source: Source
        /// Why.
        public let error: MyBizError

        /// "The events could not be loaded: …".
        public var description: String { "The \(source.rawValue) could not be loaded: \(error)" }
    }

    private let source: any CalendarDataSource
    private let calendar: Calendar
    private let now: @Sendable () -> Date

    /// A model reading from `source`; birthdays fall at midnight in `calendar`'s time zone.
    public init(
        source: any CalendarDataSource, calendar: Calendar = .current, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.source = source
        self.calendar = calendar
        self.now = now
    }

    /// Events and next birthdays, by date, from the start of today; with `days`, only those in the
    /// next `days` days (today included).
    ///
    /// - Throws: `LoadFailure` naming the source that failed (events first when both did).
    public func load(days: Int? = nil) async throws(LoadFailure) -> [Event] {
        async let events = Self.result { [source] () async throws(MyBizError) in try await source.events() }
        async let employees = Self.result { [source] () async throws(MyBizError) in try await source.employees() }
        let (eventResult, employeeResult) = await (events, employees)
        let loadedEvents: [Event]
        let loadedEmployees: [Employee]
        switch eventResult {
        case .success(let value): loadedEvents = value
        case .failure(let error): throw LoadFailure(source: .events, error: error)
        }
        switch employeeResult {
        case .success(let value): loadedEmployees = value
        case .failure(let error): throw LoadFailure(source: .employees, error: error)
        }
        let start = calendar.startOfDay(for: now())
        let items = CompanyCalendar.merge(
            events: loadedEvents, employees: loadedEmployees, from: start, calendar: calendar)
        guard let days, let end = calendar.date(byAdding: .day, value: days, to: start) else { return items }
        return items.filter { $0.date < end }
    }

    private static func result<T>(_ work: @Sendable () async throws(MyBizError) -> T) async -> Result<T, MyBizError> {
        do {
            return .success(try await work())
        } catch {
            return .failure(error)
        }
    }
}

extension CalendarModel {
    /// The events from `from`'s day on, merged with everyone's next birthday.
    @available(*, deprecated, renamed: "CompanyCalendar.merge(events:employees:from:calendar:)")
    public static func merge(events: [Event], employees: [Employee], from: Date, calendar: Calendar) -> [Event] {
        CompanyCalendar.merge(events: events, employees: employees, from: from, calendar: calendar)
    }

    /// Midnight of `employee`'s next birthday on or after `from`'s day.
    @available(*, deprecated, renamed: "CompanyCalendar.nextBirthday(of:from:calendar:)")
    public static func nextBirthday(of employee: Employee, from: Date, calendar: Calendar) -> Date? {
        CompanyCalendar.nextBirthday(of: employee, from: from, calendar: calendar)
    }
}
