import Foundation
import MyBizAPI
import NIOCore
import Testing

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

    @Test("every combination of tricky text, number and date is written as JSONEncoder writes it")
    func sameBytes() throws {
        let encoder = MyBizRequestContext.encoder()
        let dates = [0, 1_793_491_200.75, 253_402_300_800, -86_400.5].map(Date.init(timeIntervalSince1970:))
        var checked = 0
        for (index, text) in Self.texts.enumerated() {
            for (position, duration) in Self.durations.enumerated() {
                let event = StoredAnalyticsEvent(
                    id: UUID(), name: "calendarShown", user: UUID(), eventDate: dates[position % dates.count],
                    recordedDate: dates[(position + index) % dates.count], type: text ?? "screenView",
                    duration: duration, device: text, os: Self.texts[(index + 1) % Self.texts.count],
                    appVersion: Self.texts[(index + position) % Self.texts.count])
                // When the answer is written, and encoded by the API's encoder
                let written = StoredAnalyticsEventAnswer(event: event).json
                let encoded = try encoder.encode(event)

                // Then the bytes are the same, and read back as the event
                #expect(
                    Array(written.readableBytesView) == Array(encoded), "\(String(decoding: encoded, as: UTF8.self))")
                checked += 1
            }
        }
        #expect(checked == Self.texts.count * Self.durations.count)
    }
}
