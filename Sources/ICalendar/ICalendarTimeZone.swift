import Foundation

/// VTIMEZONE components (RFC 5545 §3.6.5) made from Foundation's zone data, so a DATE-TIME with
/// `TZID` means the same to every reader, whether or not it knows the zone by name.
public enum ICalendarTimeZone {
    /// `zone` as a VTIMEZONE covering `from` to `to`. Where the zone changes its offset by a yearly
    /// rule (the last Sunday of March…) the observances say the rule (`RRULE`), which is all some
    /// readers (Outlook) take from a VTIMEZONE; otherwise each change in that time is an observance
    /// of its own, after one that holds from before `from`.
    public static func component(for zone: TimeZone, from: Date, to: Date) -> ICalendarComponent {
        let changes = self.changes(of: zone, from: from.addingTimeInterval(-366 * 86_400), to: to)
        let observances: [ICalendarComponent]
        if changes.isEmpty {
            let offset = zone.secondsFromGMT(for: from)
            observances = [
                observance(
                    isDaylight: false, onset: "19700101T000000", from: offset, to: offset,
                    name: zone.abbreviation(for: from))
            ]
        } else if let yearly = yearlyObservances(changes) {
            observances = yearly
        } else {
            let first = changes[0]
            observances =
                [
                    observance(
                        isDaylight: !first.isDaylight, onset: "19700101T000000", from: first.before, to: first.before,
                        name: nil)
                ]
                + changes.map {
                    observance(isDaylight: $0.isDaylight, onset: $0.onset, from: $0.before, to: $0.after, name: $0.name)
                }
        }
        return ICalendarComponent(
            "VTIMEZONE", properties: [ICalendarProperty("TZID", value: zone.identifier)], components: observances)
    }

    /// An offset from UTC as `TZOFFSETFROM`/`TZOFFSETTO` write it: `+0100`, `-0330`, `+053328`.
    public static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        let text = String(format: "%@%02d%02d", sign, magnitude / 3_600, magnitude % 3_600 / 60)
        return magnitude % 60 == 0 ? text : text + String(format: "%02d", magnitude % 60)
    }

    /// A change of offset: when, from what to what, and the local wall-clock time it happens at (in
    /// the offset before it, as RFC 5545 §3.8.2.4 has an onset written).
    private struct Change {
        let before: Int
        let after: Int
        let isDaylight: Bool
        let name: String?
        let local: DateComponents
        var onset: String {
            String(
                format: "%04d%02d%02dT%02d%02d%02d", local.year ?? 1970, local.month ?? 1, local.day ?? 1,
                local.hour ?? 0, local.minute ?? 0, local.second ?? 0)
        }
    }

    private static func changes(of zone: TimeZone, from: Date, to: Date) -> [Change] {
        var found: [Change] = []
        var moment = from
        while let change = zone.nextDaylightSavingTimeTransition(after: moment), change <= to, found.count < 400 {
            let before = zone.secondsFromGMT(for: change.addingTimeInterval(-1))
            let local = ICalendarTime.calendar(TimeZone(secondsFromGMT: before) ?? ICalendarTime.utcZone)
                .dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: change)
            found.append(
                Change(
                    before: before, after: zone.secondsFromGMT(for: change),
                    isDaylight: zone.isDaylightSavingTime(for: change), name: zone.abbreviation(for: change),
                    local: local))
            moment = change
        }
        return found
    }

    private static let weekdays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    /// The changes as one yearly rule per kind of change, when every change of the time fits its
    /// kind's rule — the same month, weekday, week of the month (or last) and time, every year.
    private static func yearlyObservances(_ changes: [Change]) -> [ICalendarComponent]? {
        var kinds: [[Change]] = []
        for change in changes {
            if let index = kinds.firstIndex(where: {
                $0[0].before == change.before && $0[0].after == change.after && $0[0].isDaylight == change.isDaylight
            }) {
                kinds[index].append(change)
            } else {
                kinds.append([change])
            }
        }
        guard kinds.count <= 2 else { return nil }
        var observances: [ICalendarComponent] = []
        for kind in kinds {
            let first = kind[0]
            guard let month = first.local.month, let weekday = first.local.weekday, let week = week(of: first.local)
            else { return nil }
            for (index, change) in kind.enumerated() {
                guard change.local.month == month, change.local.weekday == weekday,
                    change.local.hour == first.local.hour, change.local.minute == first.local.minute,
                    self.week(of: change.local) == week, change.local.year == (first.local.year ?? 0) + index
                else { return nil }
            }
            var component = observance(
                isDaylight: first.isDaylight, onset: first.onset, from: first.before, to: first.after, name: first.name)
            component.properties.insert(
                ICalendarProperty("RRULE", value: "FREQ=YEARLY;BYMONTH=\(month);BYDAY=\(week)\(weekdays[weekday - 1])"),
                at: 3)
            observances.append(component)
        }
        return observances
    }

    /// Which of its month's weekdays of its kind a day is: 1 to 4, or -1 for the last.
    private static func week(of local: DateComponents) -> Int? {
        guard let year = local.year, let month = local.month, let day = local.day else { return nil }
        let calendar = ICalendarTime.utcCalendar
        guard let start = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: start)?.count
        else { return nil }
        if day + 7 > days { return -1 }
        let week = (day - 1) / 7 + 1
        return week <= 4 ? week : nil
    }

    private static func observance(isDaylight: Bool, onset: String, from: Int, to: Int, name: String?)
        -> ICalendarComponent
    {
        var properties = [
            ICalendarProperty("DTSTART", value: onset), ICalendarProperty("TZOFFSETFROM", value: offset(from)),
            ICalendarProperty("TZOFFSETTO", value: offset(to)),
        ]
        if let name, !name.isEmpty { properties.append(ICalendarProperty("TZNAME", text: name)) }
        return ICalendarComponent(isDaylight ? "DAYLIGHT" : "STANDARD", properties: properties)
    }
}
