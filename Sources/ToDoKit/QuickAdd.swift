import Foundation

/// A quick-add line as a person types it — "Dentist friday 9am #health !2 every week @teeth" — read
/// into the item it means: one rule for the pages and `mybiz todo add`. It understands, anywhere in
/// the line:
///
/// - a due day: `today`, `tomorrow`, a weekday (`friday`, `fri`: the next one after today),
///   `next week` (next Monday), `next month` (its first day), `in 3 days` / `in 2 weeks` / `in a
///   month`, `2026-12-01`, `dec 24` or `24 dec`;
/// - a time, alone or with the day, `at` before it or not: `14:00`, `9:30`, `2pm`, `5:30pm`, `noon`
///   (a time alone is the next such time: today, or tomorrow once it has passed);
/// - a repeat: `every day`, `every weekday`, `every week`, `every monday`, `every 2 weeks`,
///   `every other month`, `every year`, `daily`, `weekly`, `monthly`, `yearly`; `every!` counts from
///   when it was done;
/// - `#list`, `!1` (most urgent) to `!4`, and any number of `@label`s.
///
/// What it cannot read stays in the title, as typed: nothing is dropped. Only the first of each kind
/// is taken (a second date stays in the title), and a line that would leave no title is all title.
public struct QuickAdd: Equatable, Sendable {
    /// What a piece of the line was read as.
    public enum Kind: String, Sendable, Encodable {
        case due, repeats, list, priority, label
    }

    /// A piece of the line that was understood: its words as typed, and what they mean in words.
    public struct Piece: Equatable, Sendable, Encodable {
        /// What it was read as.
        public var kind: Kind
        /// The words as typed, e.g. "friday 9am".
        public var words: String
        /// What they mean, e.g. "Fri 4 Dec, 09:00".
        public var meaning: String
    }

    /// What is left to do, the words understood taken out; never blank.
    public var title: String
    /// When it is due: a day's midnight when no time was said.
    public var due: Date?
    /// The list it goes to; `nil` for the default one.
    public var list: String?
    /// 1 (most urgent) to 4.
    public var priority: Int?
    /// Its labels, in the order typed, each once.
    public var labels: [String] = []
    /// How it repeats.
    public var recurrence: Recurrence?
    /// What was understood, in the order typed: what the page shows before adding.
    public var understood: [Piece] = []

    /// A line taken as typed: all of it the title, nothing understood.
    public init(title: String) {
        self.title = title
    }

    /// The longest line read, in characters: the page's field and the API take no more.
    public static let maxLineLength = 300

    /// The item the line makes, added at `createdAt`, by the item rules.
    public func item(id: UUID = UUID(), createdAt: Date) throws(ToDoInputError) -> ToDoItem {
        try ToDoItem(
            title: title, dueDate: due, id: id, createdAt: createdAt, list: list, priority: priority, labels: labels,
            recurrence: recurrence)
    }

    /// Reads `line` in `calendar`'s time zone at `now`. The kinds in `leaving` are not read: their
    /// words stay in the title — for a caller that was told them another way (`mybiz todo add --due`).
    public static func read(_ line: String, now: Date, calendar: Calendar, leaving: Set<Kind> = []) -> QuickAdd {
        var reader = Reader(
            words: line.split(whereSeparator: \.isWhitespace).map(String.init), now: now, calendar: calendar)
        reader.leaving = leaving
        reader.read()
        return reader.result
    }

    /// The repeat `text` names on its own — "every 2 weeks", "every! day", "weekly", or the same without
    /// "every" ("2 weeks", "monday") — or `nil` when it names none, or says more than a repeat.
    public static func recurrence(from text: String) -> Recurrence? {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first?.lowercased() else { return nil }
        if !["every", "every!", "daily", "weekly", "monthly", "yearly"].contains(first) {
            words.insert("every", at: 0)
        }
        let reader = Reader(words: words, now: Date(), calendar: Calendar(identifier: .gregorian))
        guard let (rule, count, time) = reader.recurrence(at: 0), count == words.count, time == nil else { return nil }
        return rule
    }

    /// `date` in words for a piece's meaning: "Fri 4 Dec" or "Fri 4 Dec, 09:00".
    static func describe(_ date: Date, calendar: Calendar) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = calendar.startOfDay(for: date) == date ? "EEE d MMM yyyy" : "EEE d MMM yyyy, HH:mm"
        return formatter.string(from: date)
    }
}

/// The words of a line, read left to right: each position either starts something understood or is
/// kept for the title.
private struct Reader {
    let words: [String]
    let now: Date
    let calendar: Calendar
    /// The kinds not read.
    var leaving: Set<QuickAdd.Kind> = []
    var kept: [String] = []
    var day: Date?
    var time: (hour: Int, minute: Int)?
    var result = QuickAdd(title: "")

    init(words: [String], now: Date, calendar: Calendar) {
        self.words = words
        self.now = now
        self.calendar = calendar
    }

    mutating func read() {
        var index = 0
        var pieces: [(Int, QuickAdd.Piece)] = []
        var dueAt: Int?
        while index < words.count {
            let word = words[index]
            let lower = word.lowercased()
            if lower.hasPrefix("#"), !leaving.contains(.list), result.list == nil, let name = Self.tagName(word) {
                result.list = name
                pieces.append((index, .init(kind: .list, words: word, meaning: name)))
                index += 1
            } else if lower.hasPrefix("@"), let name = Self.tagName(word) {
                // One given twice is the one label, and said so: the word is understood, not lost.
                let kept = result.labels.first { $0.lowercased() == name.lowercased() }
                if kept == nil { result.labels.append(name) }
                pieces.append((index, .init(kind: .label, words: word, meaning: kept ?? name)))
                index += 1
            } else if !leaving.contains(.priority), result.priority == nil, lower.count == 2, lower.first == "!",
                let level = Int(lower.dropFirst()), (1...4).contains(level)
            {
                result.priority = level
                pieces.append((index, .init(kind: .priority, words: word, meaning: "Priority \(level)")))
                index += 1
            } else if !leaving.contains(.repeats), result.recurrence == nil,
                let (rule, count, ruleTime) = recurrence(at: index)
            {
                result.recurrence = rule
                let typed = words[index..<index + count].joined(separator: " ")
                pieces.append((index, .init(kind: .repeats, words: typed, meaning: rule.sentence)))
                if let ruleTime, time == nil { time = (ruleTime.0, ruleTime.1) }
                index += count
            } else if !leaving.contains(.due), dueAt == nil, let (found, count) = moment(at: index) {
                if let foundDay = found.day { day = foundDay }
                if let foundTime = found.time { time = foundTime }
                dueAt = pieces.count
                pieces.append(
                    (index, .init(kind: .due, words: words[index..<index + count].joined(separator: " "), meaning: "")))
                index += count
            } else {
                kept.append(word)
                index += 1
            }
        }
        let title = kept.joined(separator: " ")
        guard !title.isEmpty else {
            result = QuickAdd(title: words.joined(separator: " "))
            return
        }
        result.title = title
        result.due = due()
        if let due = result.due {
            if let dueAt {
                pieces[dueAt].1.meaning = QuickAdd.describe(due, calendar: calendar)
            } else {
                // Only a repeat said when: its first day is the due date, said beside the repeat.
                pieces.append(
                    (words.count, .init(kind: .due, words: "", meaning: QuickAdd.describe(due, calendar: calendar))))
            }
        }
        result.understood = pieces.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The due date the day and time read make: a time alone is the next such time, a repeat alone its
    /// first day on or after today.
    func due() -> Date? {
        let today = calendar.startOfDay(for: now)
        let rule = result.recurrence
        guard let base = day ?? rule?.first(onOrAfter: today, calendar: calendar) ?? (time == nil ? nil : today),
            let time
        else { return day ?? rule?.first(onOrAfter: today, calendar: calendar) }
        guard let moment = calendar.date(bySettingHour: time.hour, minute: time.minute, second: 0, of: base) else {
            return base
        }
        // A time with no day said is the next such time: once passed today, the repeat's next or tomorrow.
        guard day == nil, moment <= now else { return moment }
        return rule?.next(after: moment, doneAt: now, calendar: calendar)
            ?? calendar.date(byAdding: .day, value: 1, to: moment)
    }

    /// The name after `#` or `@`: letters, digits, `-`, `_` and `/`, a letter among them ("#1" is a
    /// number, not a list); `nil` when there is none.
    static func tagName(_ word: String) -> String? {
        let name = word.dropFirst()
        guard !name.isEmpty, name.count <= 50, name.contains(where: \.isLetter),
            name.allSatisfy({ $0.isLetter || $0.isNumber || "-_/".contains($0) })
        else { return nil }
        return String(name)
    }

    // MARK: Moments

    /// A day, a time or both starting at `index`, and how many words they take.
    func moment(at index: Int) -> (found: (day: Date?, time: (Int, Int)?), count: Int)? {
        if let (date, count) = dayWords(at: index) {
            if let (hour, minute, timeCount) = timeWords(at: index + count) {
                return ((date, (hour, minute)), count + timeCount)
            }
            return ((date, nil), count)
        }
        if let (hour, minute, count) = timeWords(at: index) {
            if let (date, dayCount) = dayWords(at: index + count) { return ((date, (hour, minute)), count + dayCount) }
            return ((nil, (hour, minute)), count)
        }
        return nil
    }

    /// A time at `index` — `at` before it or not — and how many words it takes.
    func timeWords(at index: Int) -> (Int, Int, Int)? {
        guard index < words.count else { return nil }
        if words[index].lowercased() == "at", let (hour, minute, count) = bareTime(at: index + 1) {
            return (hour, minute, count + 1)
        }
        return bareTime(at: index)
    }

    /// A time at `index` without `at`: "5:30 pm" and "5 pm" (two words) before "5:30pm" or "14:00".
    func bareTime(at index: Int) -> (Int, Int, Int)? {
        guard index < words.count else { return nil }
        if index + 1 < words.count, ["am", "pm"].contains(words[index + 1].lowercased()),
            let (hour, minute) = Self.time(words[index] + words[index + 1])
        {
            return (hour, minute, 2)
        }
        return Self.time(words[index]).map { ($0.0, $0.1, 1) }
    }

    /// "14:00", "9:30", "2pm", "5:30pm", "12am", "noon". A word with more to it ("5pm,") is no time:
    /// it stays in the title whole.
    static func time(_ word: String) -> (Int, Int)? {
        var text = word.lowercased()
        if text == "noon" { return (12, 0) }
        var meridiem: String?
        for suffix in ["am", "pm", "a.m", "p.m"] where text.hasSuffix(suffix) {
            meridiem = String(suffix.prefix(1))
            text.removeLast(suffix.count)
            break
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (1...2).contains(parts[0].count), parts[0].allSatisfy(\.isNumber),
            let hour = Int(parts[0])
        else { return nil }
        var minute = 0
        if parts.count == 2 {
            guard parts[1].count == 2, parts[1].allSatisfy(\.isNumber), let value = Int(parts[1]), value < 60 else {
                return nil
            }
            minute = value
        } else if meridiem == nil {
            return nil  // a bare number is no time
        }
        switch meridiem {
        case "a"?:
            guard (1...12).contains(hour) else { return nil }
            return (hour % 12, minute)
        case "p"?:
            guard (1...12).contains(hour) else { return nil }
            return (hour % 12 + 12, minute)
        default:
            guard hour < 24 else { return nil }
            return (hour, minute)
        }
    }

    /// A day at `index` and how many words it takes.
    func dayWords(at index: Int) -> (Date, Int)? {
        guard index < words.count else { return nil }
        let today = calendar.startOfDay(for: now)
        let word = words[index].lowercased()
        let next = index + 1 < words.count ? words[index + 1].lowercased() : nil
        let third = index + 2 < words.count ? words[index + 2].lowercased() : nil
        switch word {
        case "today", "tonight": return (today, 1)
        case "tomorrow", "tmr", "tmrw": return calendar.date(byAdding: .day, value: 1, to: today).map { ($0, 1) }
        case "next":
            if next == "week" {
                let ahead = (2 - calendar.component(.weekday, from: today) + 7) % 7
                return calendar.date(byAdding: .day, value: ahead == 0 ? 7 : ahead, to: today).map { ($0, 2) }
            }
            if next == "month", let later = calendar.date(byAdding: .month, value: 1, to: today) {
                let parts = calendar.dateComponents([.year, .month], from: later)
                return calendar.date(from: parts).map { ($0, 2) }
            }
            if let next, let weekday = Self.weekday(next) { return (upcoming(weekday, after: today), 2) }
            return nil
        case "in":
            guard let next, let third else { return nil }
            let count = next == "a" || next == "an" ? 1 : Int(next)
            guard let count, (1...999).contains(count), let unit = Self.unit(third) else { return nil }
            return calendar.date(byAdding: unit, value: count, to: today).map { ($0, 3) }
        default:
            break
        }
        if let weekday = Self.weekday(word), Recurrence.weekdayNames.contains(word) || endsPhrase(at: index) {
            return (upcoming(weekday, after: today), 1)
        }
        if let date = isoDay(word) { return (date, 1) }
        // "dec 24", "24 dec", "december 24"
        if let next {
            if let month = Self.month(word),
                let dayOfMonth = Int(next),
                let date = monthDay(month, dayOfMonth, today: today)
            {
                return (date, 2)
            }
            if let dayOfMonth = Int(word), let month = Self.month(next),
                let date = monthDay(month, dayOfMonth, today: today)
            {
                return (date, 2)
            }
        }
        return nil
    }

    /// The next `weekday` after `today` (a week on when it is today).
    func upcoming(_ weekday: Int, after today: Date) -> Date {
        let ahead = (weekday - calendar.component(.weekday, from: today) + 6) % 7 + 1
        return calendar.date(byAdding: .day, value: ahead, to: today) ?? today
    }

    /// The next `month`/`day` from today on: this year's, or next year's once it has passed.
    func monthDay(_ month: Int, _ day: Int, today: Date) -> Date? {
        let year = calendar.component(.year, from: today)
        // The next year it exists in from today on: 29 Feb may be up to eight years away.
        for candidate in year...(year + 8) {
            guard let date = calendar.date(from: DateComponents(year: candidate, month: month, day: day)),
                calendar.component(.day, from: date) == day, calendar.component(.month, from: date) == month
            else { continue }
            if date >= today { return date }
        }
        return nil
    }

    func isoDay(_ word: String) -> Date? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), (1...9999).contains(year), let month = Int(parts[1]), let day = Int(parts[2]),
            let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
            calendar.component(.month, from: date) == month, calendar.component(.day, from: date) == day
        else { return nil }
        return date
    }

    /// A weekday's name, or its first three letters or more ("fri", "thurs").
    static func weekday(_ word: String) -> Int? {
        guard word.count >= 3 else { return nil }
        return Recurrence.weekdayNames.firstIndex { $0.hasPrefix(word) }.map { $0 + 1 }
    }

    /// Whether the word at `index` ends a phrase: the line's end, a tag (`#`, `!`, `@`) or a time next.
    /// A short weekday ("sun", "sat") or `weekly` is read only there, so "sun cream", "sat nav" and
    /// "weekly report" stay words of the title.
    func endsPhrase(at index: Int) -> Bool {
        let next = index + 1
        guard next < words.count else { return true }
        return ["#", "!", "@"].contains(where: { words[next].hasPrefix($0) }) || timeWords(at: next) != nil
    }

    static func month(_ word: String) -> Int? {
        let months = [
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december",
        ]
        guard word.count >= 3 else { return nil }
        return months.firstIndex { $0.hasPrefix(word) }.map { $0 + 1 }
    }

    static func unit(_ word: String) -> Calendar.Component? {
        switch word {
        case "day", "days": .day
        case "week", "weeks": .weekOfYear
        case "month", "months": .month
        case "year", "years": .year
        default: nil
        }
    }

    // MARK: Repeats

    /// A repeat at `index`: the rule, how many words it takes, and the time said right after it
    /// ("every monday 9am").
    func recurrence(at index: Int) -> (Recurrence, Int, (Int, Int)?)? {
        let word = words[index].lowercased()
        let simple: [String: Recurrence.Unit] = ["daily": .day, "weekly": .week, "monthly": .month, "yearly": .year]
        var rule: Recurrence
        var count: Int
        if let unit = simple[word], endsPhrase(at: index) {
            rule = Recurrence(unit)
            count = 1
        } else if word == "every" || word == "every!" {
            let fromCompletion = word == "every!"
            guard index + 1 < words.count else { return nil }
            let next = words[index + 1].lowercased()
            let third = index + 2 < words.count ? words[index + 2].lowercased() : nil
            if let weekday = Self.weekday(next) {
                rule = Recurrence(.week, on: weekday, fromCompletion: fromCompletion)
                count = 2
            } else if let unit = Self.repeatUnit(next) {
                rule = Recurrence(unit, fromCompletion: fromCompletion)
                count = 2
            } else if let third, let unit = Self.repeatUnit(third),
                let interval = next == "other" ? 2 : Int(next), (1...Recurrence.maxInterval).contains(interval)
            {
                rule = Recurrence(unit, every: interval, fromCompletion: fromCompletion)
                count = 3
            } else {
                return nil
            }
            // "every 2 weeks on monday"
            if rule.unit == .week, rule.weekday == nil, index + count + 1 < words.count,
                words[index + count].lowercased() == "on",
                let weekday = Self.weekday(words[index + count + 1].lowercased())
            {
                rule = Recurrence(.week, every: rule.interval, on: weekday, fromCompletion: fromCompletion)
                count += 2
            }
        } else {
            return nil
        }
        // A time right after it: "every monday 9am", "every day at 8:00" — unless one was said already
        // or dates are told another way, when it is left to stay in the title.
        var time: (Int, Int)?
        if self.time == nil, !leaving.contains(.due), let (hour, minute, timeCount) = timeWords(at: index + count) {
            time = (hour, minute)
            count += timeCount
        }
        return (rule, count, time)
    }

    static func repeatUnit(_ word: String) -> Recurrence.Unit? {
        switch word {
        case "day", "days": .day
        case "weekday", "weekdays", "workday", "workdays": .weekday
        case "week", "weeks": .week
        case "month", "months": .month
        case "year", "years": .year
        default: nil
        }
    }
}
