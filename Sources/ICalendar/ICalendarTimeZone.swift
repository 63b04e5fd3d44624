import Foundation

/// VTIMEZONE components (RFC 5545 §3.6.5) made from Foundation's zone data, so a DATE-TIME with
/// `TZID` means the same to every reader, whether or not it knows the zone by name.
public enum ICalendarTimeZone {
    /// `zone` as a VTIMEZONE whose observances cover `from` to `to`: each change of offset in that
    /// time as its own observance, after one that holds from before `from`.
    public static func component(for zone: TimeZone, from: Date, to: Date) -> ICalendarComponent {
        var observances: [ICalendarComponent] = []
        let firstOffset = zone.secondsFromGMT(for: from)
        observances.append(
            observance(
                isDaylight: zone.isDaylightSavingTime(for: from), onset: "19700101T000000", from: firstOffset,
                to: firstOffset, name: zone.abbreviation(for: from)))
        var moment = from
        var count = 0
        while let change = zone.nextDaylightSavingTimeTransition(after: moment), change <= to, count < 400 {
            let before = zone.secondsFromGMT(for: change.addingTimeInterval(-1))
            let after = zone.secondsFromGMT(for: change)
            // The onset is written in the local time in force before the change (RFC 5545 §3.8.2.4).
            let local = ICalendarTime.calendar(TimeZone(secondsFromGMT: before) ?? ICalendarTime.utcZone)
                .dateComponents([.year, .month, .day, .hour, .minute, .second], from: change)
            let onset = String(
                format: "%04d%02d%02dT%02d%02d%02d", local.year ?? 1970, local.month ?? 1, local.day ?? 1,
                local.hour ?? 0, local.minute ?? 0, local.second ?? 0)
            observances.append(
                observance(
                    isDaylight: zone.isDaylightSavingTime(for: change), onset: onset, from: before, to: after,
                    name: zone.abbreviation(for: change)))
            moment = change
            count += 1
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
