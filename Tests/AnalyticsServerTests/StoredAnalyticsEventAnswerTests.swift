import Foundation
import MyBizAPI
import NIOCore
import Testing

@testable import AnalyticsServer
@testable import MyBizServer

@Suite("The answer to a stored report: byte for byte what the API's JSON encoder writes")
struct StoredAnalyticsEventAnswerTests {
    /// Text a report may carry in its free fields: quotes, backslashes, every control character,
    /// slashes, letters beyond ASCII, emoji, line and paragraph separators.
    private static let texts: [String?] = [
        nil, "", "iPhone16,1", "iOS 18.1", #"say "hi" \ back\slash"#, "a/b//c", "Ünïcödé 日本語 👩‍👩‍👧",
        "\u{2028}\u{2029}\u{7F}", String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }), "end\n",
    ]

    private static let durations: [Double?] = [
        nil, 0, -0.0, 1.5, 2, 0.1, 1e-7, 123_456_789.125, 1e21, 86_400, Double.leastNonzeroMagnitude,
    ]

    @Test(
        "tricky text in every field, every number and every date: written as JSONEncoder writes them, read back alike")
    func sameBytes() throws {
        // Given the API's encoder, and events with each text in each free field, each number and each date
        let encoder = MyBizRequestContext.encoder()
        let decoder = MyBizJSON.decoder()
        let dates = [0, 1_793_491_200.75, 253_402_300_800, -86_400.5].map(Date.init(timeIntervalSince1970:))
        var events: [StoredAnalyticsEvent] = []
        for (index, text) in Self.texts.enumerated() {
            let other = Self.texts[(index + 1) % Self.texts.count]
            for duration in Self.durations {
                for date in dates {
                    events.append(
                        StoredAnalyticsEvent(
                            id: UUID(), name: "calendarShown", user: UUID(), eventDate: date,
                            recordedDate: dates[(index + 1) % dates.count], type: text ?? "screenView",
                            duration: duration, device: text, os: other, appVersion: text))
                    events.append(
                        StoredAnalyticsEvent(
                            id: UUID(), name: "settingShown", user: UUID(), eventDate: dates[0], recordedDate: date,
                            type: "buttonTap", duration: duration, device: other, os: text, appVersion: other))
                }
            }
        }
        for event in events {
            // When the answer is written, and the event encoded by the API's encoder
            let written = StoredAnalyticsEventAnswer(event: event).json
            let encoded = try encoder.encode(event)

            // Then the bytes are the same, and read back as the event (to the second, as the API writes
            // dates; years past 9999 are written but not read by the API)
            #expect(Array(written.readableBytesView) == Array(encoded), "\(String(decoding: encoded, as: UTF8.self))")
            guard max(event.eventDate, event.recordedDate) < dates[2] else { continue }
            let read = try decoder.decode(StoredAnalyticsEvent.self, from: Data(written.readableBytesView))
            #expect(read.id == event.id && read.device == event.device && read.os == event.os)
            #expect(read.duration == event.duration && read.type == event.type)
            #expect(read.eventDate.timeIntervalSince1970 == event.eventDate.timeIntervalSince1970.rounded(.down))
        }
        #expect(events.count == Self.texts.count * Self.durations.count * dates.count * 2)
    }
}
