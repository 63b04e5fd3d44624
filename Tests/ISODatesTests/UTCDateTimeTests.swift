import Foundation
import Testing

@testable import ISODates

@Suite("UTCDateTime: the API's usual date form read and written as Foundation's ISO 8601 style does")
struct UTCDateTimeTests {
    /// Instants over the whole range written, with the days calendars get wrong most often.
    private static var instants: [Date] {
        let edges: [Double] = [
            0, 59, 86_399, 86_400, 951_782_400, 951_868_799, 951_868_800,  // 2000-02-29 and around it
            4_107_456_000, 4_107_542_400,  // 2100-02-28, 2100-03-01 (not a leap year)
            1_793_491_200.999, 253_402_300_799, 253_402_300_799.5,
        ]
        // 4,000 instants 733 days and a fraction of a second apart, over all the years.
        return (edges + (0..<4_000).map { Double($0) * 63_350_046.83 })
            .map(Date.init(timeIntervalSince1970:))
    }

    @Test("every instant from 1970 to 9999 is written as the ISO 8601 style writes it, and read back to its second")
    func formatAndParse() {
        // Given 4,000 instants, When each is written and read here and by the style, Then they agree
        for date in Self.instants {
            let whole = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
            let expected = Date.ISO8601FormatStyle().format(whole)
            let written = UTCDateTime.format(date)
            #expect(written == expected)
            #expect(UTCDateTime.parse(expected) == (try? Date.ISO8601FormatStyle().parse(expected)))
            #expect(UTCDateTime.parse(expected) == whole)
        }
    }

    @Test(
        "other forms are left to the ISO 8601 style (nil here); MyBizJSON reads them as the style does",
        arguments: [
            "1969-12-31T23:59:59Z", "2026-11-22T09:30:00.250Z", "2026-11-22T09:30:00+01:00", "2026-11-22t09:30:00z",
            "2026-11-22 09:30:00Z", "2026-1a-22T09:30:00Z", "", "2026-11-22T09:30:00ZZ",
        ])
    func otherForms(text: String) {
        // Given text in another form, When it is read, Then this reader declines and the style reads it
        #expect(UTCDateTime.parse(text) == nil)
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains("."))
        #expect(ISODate.parse(text) == (try? style.parse(text)))
    }

    @Test(
        "days and times that do not exist are refused in every form, though the style would roll them over",
        arguments: [
            "2026-02-29T00:00:00Z", "2026-02-30T10:00:00Z", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z",
            "2026-11-00T00:00:00Z", "2026-11-22T24:00:00Z", "2026-11-22T23:60:00Z", "2026-11-22T23:59:60Z",
            "2026-04-31T10:30:00.5+01:00", "1969-02-29T00:00:00Z",
        ])
    func impossible(text: String) {
        // Given a day or time that does not exist, When it is read, Then no reader takes it
        #expect(UTCDateTime.parse(text) == nil)
        #expect(!UTCDateTime.fieldsExist(in: text))
        #expect(ISODate.parse(text) == nil)
    }

    @Test("instants before 1970 and from 10000 on are left to the ISO 8601 style")
    func outsideTheYears() {
        // Given instants outside the years written here, When written, Then the style writes them
        for seconds: Double in [-1, -86_400 * 400, 253_402_300_800] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(UTCDateTime.format(date) == nil)
            #expect(ISODate.format(date) == Date.ISO8601FormatStyle().format(date))
        }
    }
}
