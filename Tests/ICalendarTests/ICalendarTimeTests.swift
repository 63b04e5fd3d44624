import Foundation
import ICalendar
import Testing

@Suite("iCalendar times: days, UTC and zoned times, durations and VTIMEZONE")
struct ICalendarTimeTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    @Test("Given each form of DATE and DATE-TIME, then it names the moment it should")
    func forms() throws {
        let utc = try #require(ICalendarTime(ICalendarProperty("DUE", value: "20261208T093000Z")))
        #expect(utc.date(in: berlin) == Date(timeIntervalSince1970: 1_796_722_200))
        let zoned = ICalendarProperty(
            "DUE", value: "20261208T103000", parameters: [ICalendarParameter("TZID", "Europe/Berlin")])
        #expect(ICalendarTime(zoned)?.date(in: .gmt) == Date(timeIntervalSince1970: 1_796_722_200))
        let mozilla = ICalendarProperty(
            "DUE", value: "20261208T103000",
            parameters: [ICalendarParameter("TZID", "/mozilla.org/20050126_1/Europe/Berlin")])
        #expect(ICalendarTime(mozilla)?.date(in: .gmt) == Date(timeIntervalSince1970: 1_796_722_200))
        let floating = try #require(ICalendarTime(ICalendarProperty("DUE", value: "20261208T103000")))
        #expect(floating.date(in: berlin) == Date(timeIntervalSince1970: 1_796_722_200))
        let day = try #require(ICalendarTime(ICalendarProperty("DUE", value: "20261208")))
        #expect(day.isDay)
        #expect(day.date(in: berlin) == Date(timeIntervalSince1970: 1_796_684_400))
        #expect(ICalendarTime(ICalendarProperty("DUE", value: "2026-12-08")) == nil)
        #expect(ICalendarTime(ICalendarProperty("DUE", value: "20261308T103000")) == nil)
    }

    @Test("Given a moment, then it is written as a day, a zoned time or UTC and read back the same")
    func writing() throws {
        let moment = Date(timeIntervalSince1970: 1_796_722_200)
        let zoned = ICalendarTime.property("DUE", moment, in: berlin)
        #expect(zoned.value == "20261208T103000")
        #expect(zoned.parameter("TZID") == "Europe/Berlin")
        #expect(ICalendarTime(zoned)?.date(in: .gmt) == moment)
        #expect(ICalendarTime.property("DUE", moment, in: TimeZone(identifier: "UTC")).value == "20261208T093000Z")
        let day = ICalendarTime.property("DUE", moment, isDay: true, in: berlin)
        #expect(day.value == "20261208")
        #expect(day.parameter("VALUE") == "DATE")
    }

    @Test(
        "Given durations as clients write them, then they are read in seconds and written back",
        arguments: [
            ("-PT15M", -900.0), ("P1D", 86_400), ("P1W", 604_800), ("PT1H30M", 5_400), ("+P1DT2H", 93_600), ("PT0S", 0),
        ])
    func durations(text: String, seconds: Double) {
        #expect(ICalendarDuration.seconds(text) == seconds)
        #expect(ICalendarDuration.seconds(ICalendarDuration.value(seconds)) == seconds)
    }

    @Test(
        "Given text that is no duration, then it is not read as one",
        arguments: ["", "P", "PT", "15M", "P1H", "PT1D", "P1.5X"])
    func notDurations(text: String) {
        #expect(ICalendarDuration.seconds(text) == nil)
    }

    @Test("Given a zone that changes by a yearly rule, then its VTIMEZONE says the rule, as Outlook reads it")
    func yearlyRules() {
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
        let end = Date(timeIntervalSince1970: 1_798_761_600)  // 2027-01-01
        let component = ICalendarTimeZone.component(for: berlin, from: start, to: end)
        #expect(component.property("TZID")?.value == "Europe/Berlin")
        #expect(component.components.map(\.name) == ["DAYLIGHT", "STANDARD"])
        let summer = component.components[0]
        #expect(summer.property("DTSTART")?.value == "20250330T020000")
        #expect(summer.property("RRULE")?.value == "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU")
        #expect(summer.property("TZOFFSETFROM")?.value == "+0100")
        #expect(summer.property("TZOFFSETTO")?.value == "+0200")
        #expect(component.components[1].property("RRULE")?.value == "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU")
        let newYork = ICalendarTimeZone.component(for: TimeZone(identifier: "America/New_York")!, from: start, to: end)
        #expect(
            newYork.components.compactMap { $0.property("RRULE")?.value } == [
                "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
            ])
        let tokyo = ICalendarTimeZone.component(for: TimeZone(identifier: "Asia/Tokyo")!, from: start, to: end)
        #expect(tokyo.components.map(\.name) == ["STANDARD"])
        #expect(tokyo.components.first?.property("TZOFFSETTO")?.value == "+0900")
        #expect(ICalendarTimeZone.offset(-12_600) == "-0330")
    }

    @Test("Given a zone whose changes follow no one rule of weeks, then each change is an observance of its own")
    func irregularChanges() {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let end = Date(timeIntervalSince1970: 1_798_761_600)
        // Morocco's clocks go back for Ramadan: on other days every year.
        let casablanca = ICalendarTimeZone.component(
            for: TimeZone(identifier: "Africa/Casablanca")!, from: start, to: end)
        #expect(casablanca.components.allSatisfy { $0.property("RRULE") == nil })
        #expect(
            casablanca.components.map { $0.property("DTSTART")?.value } == [
                "19700101T000000", "20250223T030000", "20250406T020000", "20260215T030000", "20260322T020000",
            ])
    }

    @Test(
        "Given a moment in the hour the clocks go back, then the second passing is written in UTC, the first in local time"
    )
    func repeatedHour() {
        let first = Date(timeIntervalSince1970: 1_792_888_200)  // 2026-10-25 00:30Z, 02:30 summer time in Berlin
        let second = first.addingTimeInterval(3_600)  // 01:30Z, 02:30 winter time
        #expect(ICalendarTime.property("DUE", first, in: berlin).value == "20261025T023000")
        #expect(ICalendarTime.property("DUE", second, in: berlin).value == "20261025T013000Z")
        #expect(ICalendarTime(ICalendarTime.property("DUE", second, in: berlin))?.date(in: berlin) == second)
    }
}
