import Foundation

/// How an item repeats: every day, weekday, week (on one weekday or the due date's), month or year,
/// every `interval` of them, counted from the due date or from when it was done. Checking a repeating
/// item schedules the next one (`ToDoList.check(at:now:calendar:)`).
public struct Recurrence: Codable, Hashable, Sendable {
    /// What it repeats by.
    public enum Unit: String, Codable, Hashable, Sendable, CaseIterable {
        /// Every `interval` days.
        case day
        /// Every `interval` working days, Monday to Friday.
        case weekday
        /// Every `interval` weeks, on `weekday` or the due date's.
        case week
        /// Every `interval` months, on the due date's day (the month's last when it has fewer).
        case month
        /// Every `interval` years.
        case year
    }

    /// What it repeats by.
    public var unit: Unit
    /// How many units apart, from 1 to `maxInterval`.
    public var interval: Int
    /// For `week`: the day it falls on, 1 for Sunday to 7 for Saturday (`Calendar`'s numbering); `nil`
    /// for the due date's own.
    public var weekday: Int?
    /// Whether the next is counted from when it was done ("every! 2 weeks", like watering plants) rather
    /// than from the due date (like paying rent).
    public var fromCompletion: Bool

    /// The largest interval.
    public static let maxInterval = 999
    /// The weekdays, as `Calendar` numbers them: 1 is Sunday, 7 Saturday.
    public static let weekdays = 1...7

    /// A rule; the interval is kept within 1…`maxInterval`, a weekday only for weeks.
    public init(_ unit: Unit, every interval: Int = 1, on weekday: Int? = nil, fromCompletion: Bool = false) {
        self.unit = unit
        self.interval = min(max(interval, 1), Self.maxInterval)
        self.weekday = unit == .week ? weekday.flatMap { Self.weekdays.contains($0) ? $0 : nil } : nil
        self.fromCompletion = fromCompletion
    }

    /// Decodes a rule by `init`'s limits; a wrong unit or weekday names the key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let interval = try container.decodeIfPresent(Int.self, forKey: .interval) ?? 1
        guard (1...Self.maxInterval).contains(interval) else {
            throw DecodingError.dataCorruptedError(
                forKey: .interval, in: container,
                debugDescription: "interval must be a whole number from 1 to \(Self.maxInterval).")
        }
        let weekday = try container.decodeIfPresent(Int.self, forKey: .weekday)
        if let weekday, !Self.weekdays.contains(weekday) {
            throw DecodingError.dataCorruptedError(
                forKey: .weekday, in: container, debugDescription: "weekday must be 1 (Sunday) to 7 (Saturday).")
        }
        self.init(
            try container.decode(Unit.self, forKey: .unit), every: interval, on: weekday,
            fromCompletion: try container.decodeIfPresent(Bool.self, forKey: .fromCompletion) ?? false)
    }

    /// When the next one is due, for an item due at `due` (`nil`: none) done at `done`: one step past
    /// its due date — or past `done` when counted from completion — and, counted from the due date,
    /// stepped on until it falls after the day it was done, so a late one does not pile up. A due date
    /// with a time keeps its time; one without stays a whole day.
    public func next(after due: Date?, doneAt done: Date, calendar: Calendar) -> Date {
        let hasTime = due.map { calendar.startOfDay(for: $0) != $0 } ?? false
        var base: Date
        if fromCompletion || due == nil {
            base = calendar.startOfDay(for: done)
            if hasTime, let due {
                let time = calendar.dateComponents([.hour, .minute], from: due)
                base =
                    calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: 0, of: base) ?? base
            }
        } else {
            base = due ?? done
        }
        // Each next date is counted from the base, never from the one before: a monthly item on the
        // 31st is on the last day of February and back on the 31st in March.
        let limit = fromCompletion ? base : (hasTime ? done : calendar.startOfDay(for: done))
        guard unit != .weekday else {
            var next = step(from: base, calendar: calendar)
            var steps = 0
            while !fromCompletion && next <= limit && steps < 100_000 {
                next = step(from: next, calendar: calendar)
                steps += 1
            }
            return next
        }
        var times = 1
        if !fromCompletion, limit > base {
            // Straight to about where the limit is, then on one step at a time.
            let days = calendar.dateComponents([.day], from: base, to: limit).day ?? 0
            let months = calendar.dateComponents([.month], from: base, to: limit).month ?? 0
            let elapsed =
                switch unit {
                case .day: days / interval
                case .week: days / (7 * interval)
                case .month: months / interval
                case .year: months / (12 * interval)
                case .weekday: 0
                }
            times = max(1, elapsed)
        }
        let jumped = times
        var next = advance(base, times: times, calendar: calendar)
        while !fromCompletion && next <= limit && times < jumped + 1_000 {
            times += 1
            next = advance(base, times: times, calendar: calendar)
        }
        return next
    }

    /// `base` moved on by `times` intervals at once.
    private func advance(_ base: Date, times: Int, calendar: Calendar) -> Date {
        let count = times * interval
        switch unit {
        case .day: return calendar.date(byAdding: .day, value: count, to: base) ?? base
        case .month: return calendar.date(byAdding: .month, value: count, to: base) ?? base
        case .year: return calendar.date(byAdding: .year, value: count, to: base) ?? base
        case .week, .weekday: return step(from: base, calendar: calendar, by: count)
        }
    }

    /// The first day on or after `day` this rule falls on, for an item given a rule and no date.
    public func first(onOrAfter day: Date, calendar: Calendar) -> Date {
        let start = calendar.startOfDay(for: day)
        switch unit {
        case .weekday:
            return isWorkingDay(start, calendar) ? start : step(from: start, calendar: calendar, by: 1)
        case .week:
            guard let weekday else { return start }
            let ahead = (weekday - calendar.component(.weekday, from: start) + 7) % 7
            return calendar.date(byAdding: .day, value: ahead, to: start) ?? start
        case .day, .month, .year:
            return start
        }
    }

    /// `date` moved on by one interval.
    private func step(from date: Date, calendar: Calendar, by count: Int? = nil) -> Date {
        let count = count ?? interval
        switch unit {
        case .day:
            return calendar.date(byAdding: .day, value: count, to: date) ?? date
        case .weekday:
            var day = date
            var left = count
            while left > 0 {
                day = calendar.date(byAdding: .day, value: 1, to: day) ?? day
                if isWorkingDay(day, calendar) { left -= 1 }
            }
            return day
        case .week:
            let later = calendar.date(byAdding: .day, value: 7 * count, to: date) ?? date
            guard let weekday else { return later }
            // Onto the rule's weekday in the week reached: the first on or after it.
            let back = calendar.date(byAdding: .day, value: -6, to: later) ?? later
            let ahead = (weekday - calendar.component(.weekday, from: back) + 7) % 7
            return calendar.date(byAdding: .day, value: ahead, to: back) ?? later
        case .month:
            return calendar.date(byAdding: .month, value: count, to: date) ?? date
        case .year:
            return calendar.date(byAdding: .year, value: count, to: date) ?? date
        }
    }

    private func isWorkingDay(_ day: Date, _ calendar: Calendar) -> Bool {
        !(calendar.component(.weekday, from: day) == 1 || calendar.component(.weekday, from: day) == 7)
    }

    /// The rule in words, as the quick-add line reads it: "every day", "every 2 weeks", "every Monday",
    /// "every weekday", "every! 3 months" (from when it was done).
    public var text: String {
        let every = fromCompletion ? "every!" : "every"
        if unit == .week, let weekday {
            let name = Self.weekdayNames[weekday - 1].capitalized
            return interval == 1 ? "\(every) \(name)" : "\(every) \(interval) weeks on \(name)"
        }
        let name = unit == .weekday ? "weekday" : unit.rawValue
        return interval == 1 ? "\(every) \(name)" : "\(every) \(interval) \(name)s"
    }

    /// The rule as a person reads it: "Every 2 weeks, counted from when it is done".
    public var sentence: String {
        let words = text.replacingOccurrences(of: "every!", with: "every")
        let first = words.prefix(1).uppercased() + words.dropFirst()
        return fromCompletion ? "\(first), counted from when it is done" : first
    }

    /// Sunday first, as `Calendar` numbers them.
    static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
}
