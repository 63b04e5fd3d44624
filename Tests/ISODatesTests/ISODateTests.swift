import Foundation
import ISODates
import Testing

@Suite("ISODate: the one rule every door reads dates by")
struct ISODateTests {
    @Test(
        "Given a year outside 1 to 9999, or not four digits, then the date is refused and the sentence says so",
        arguments: [
            "0000-01-01T00:00:00Z", "99999-01-01T00:00:00Z", "+2026-11-22T09:30:00Z", "-0001-01-01T00:00:00Z",
            "10000-01-01T00:00:00Z",
        ])
    func years(text: String) {
        #expect(ISODate.parse(text) == nil)
        #expect(ISODate.problem(with: text) == "“\(text)” is not a date of the years 1 to 9999.")
    }

    @Test(
        "Given a day or time that does not exist, then it is refused, never rolled over, and the sentence says so",
        arguments: ["2026-02-30T00:00:00Z", "2026-11-22T24:00:00Z", "2026-04-31T10:30:00.5+01:00"])
    func impossible(text: String) {
        #expect(ISODate.parse(text) == nil)
        #expect(ISODate.problem(with: text) == "“\(text)” is not a day and time that exist.")
    }

    @Test(
        "Given a time whose offset carries it out of the years in UTC, then it is refused: it could not be written back",
        arguments: ["9999-12-31T23:30:00-01:00", "0001-01-01T00:30:00+01:00", "9999-12-31T23:59:59.500-00:01"])
    func offsetsPastTheEnds(text: String) {
        #expect(ISODate.parse(text) == nil)
        #expect(ISODate.problem(with: text) == "“\(text)” is not a date of the years 1 to 9999 in UTC.")
        #expect(ISODate.parse("9999-12-31T23:30:00+01:00") == Date(timeIntervalSince1970: 253_402_295_400))
    }

    @Test("Given the years' ends, then 0001 and 9999 are dates, and a day of year 0000 is not")
    func ends() {
        #expect(ISODate.parse("0001-01-01T00:00:00Z") != nil)
        #expect(ISODate.parse("9999-12-31T23:59:59Z") == Date(timeIntervalSince1970: 253_402_300_799))
        #expect(ISODate.day("0000-01-01") == nil)
        #expect(ISODate.day("9999-12-31") != nil)
    }

    @Test("Given text that is no date, then the sentence gives an example of one")
    func notADate() {
        #expect(
            ISODate.problem(with: "22/11/2026") == "“22/11/2026” is not an ISO 8601 date such as 2026-11-22T09:30:00Z.")
    }
}
