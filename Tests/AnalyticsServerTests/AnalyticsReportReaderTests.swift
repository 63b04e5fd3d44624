import Foundation
import MyBizAPI
import NIOCore
import TestSupport
import Testing

@testable import AnalyticsServer
@testable import MyBizServer

@Suite("AnalyticsReportReader: reports read from bytes exactly as JSONDecoder reads them, or left to it")
struct AnalyticsReportReaderTests {
    private static let decoder = MyBizJSON.decoder()

    /// JSON values for each key, the good and the bad: escapes, control characters, numbers outside
    /// JSON's grammar or a Double's range, values of the wrong kind, dates in every form.
    private static let values: [String: [String]] = [
        "name": [#""calendarShown""#, #""""#, #""日本語 👩‍👩‍👧""#, #""a\"b""#, #""a\u0041""#, "null", "7", "\"tab\there\""],
        "recordedDate": [
            #""2026-11-22T09:30:00Z""#, #""2026-11-22T09:30:00.250Z""#, #""2026-11-22T10:30:00+01:00""#,
            #""2026-02-30T00:00:00Z""#, #""yesterday""#, "1793491200", "null",
        ],
        "type": [#""screenView""#, #""buttonTap""#, "null", "true", #""screen\/View""#],
        "duration": [
            "1.5", "0", "-0", "2", "1e-7", "1E+2", "0.1", "123456789.125", "01", "1.", ".5", "-", "1e400", "-1",
            #""1.5""#, "null", "true", "1.5e", "9007199254740993", "1e-400", "-1e-400", "0e-400", "0.0e5",
        ],
        "device": [#""iPhone16,1""#, "null", #""""#, "5", #""Pixel 9 \u00e9""#, #""a/b""#],
        "os": [#""iOS 18.1""#, "null", "[]", #""Android 15""#],
        "appVersion": [#""2.0""#, "null", #""2.0 (build 7)""#, "{}"],
    ]

    private static let keyOrder = ["name", "recordedDate", "type", "duration", "device", "os", "appVersion"]

    private static let spaces = ["", " ", "\n", "\t ", "\r\n  "]

    /// The values of `values` that every reader takes: no escapes, nothing of the wrong kind.
    private static let goodValues: [String: [String]] = [
        "name": [#""calendarShown""#, #""""#, #""日本語 👩‍👩‍👧""#],
        "recordedDate": [#""2026-11-22T09:30:00Z""#, #""2026-11-22T09:30:00.250Z""#, #""2026-11-22T10:30:00+01:00""#],
        "type": [#""screenView""#, #""buttonTap""#],
        "duration": ["1.5", "0", "-0", "1e-7", "1E+2", "123456789.125", "-1", "null", "0e-400"],
        "device": [#""iPhone16,1""#, "null", #""""#, #""a/b""#],
        "os": [#""iOS 18.1""#, "null"],
        "appVersion": [#""2.0""#, "null", #""2.0 (build 7)""#],
    ]

    /// A body of good values only, keys in any order and spaced any way.
    private static func goodBody(_ generator: inout some RandomNumberGenerator) -> String {
        let pairs = keyOrder.shuffled(using: &generator).map { key in
            let space = spaces.randomElement(using: &generator)!
            return "\(space)\"\(key)\":\(space)\(goodValues[key]!.randomElement(using: &generator)!)"
        }
        return "{\(pairs.joined(separator: ","))}"
    }

    /// Bodies made from a seed: keys in any order, spaced any way, some left out, some repeated, a key
    /// the report does not have, text after the end.
    private static func body(_ generator: inout some RandomNumberGenerator) -> (text: String, plain: Bool) {
        func space() -> String { spaces.randomElement(using: &generator)! }
        var keys = keyOrder.shuffled(using: &generator)
        keys.removeAll { key in
            ["duration", "device", "os", "appVersion"].contains(key)
                ? Bool.random(using: &generator)
                : Int.random(in: 0..<40, using: &generator) == 0
        }
        var plain = true
        if Int.random(in: 0..<15, using: &generator) == 0 {
            keys.append(keys.randomElement(using: &generator) ?? "name")
            plain = false
        }
        var pairs = keys.map { key in
            "\(space())\"\(key)\"\(space()):\(space())\(values[key]!.randomElement(using: &generator)!)\(space())"
        }
        if Int.random(in: 0..<15, using: &generator) == 0 {
            pairs.append(#""extra":"x""#)
            plain = false
        }
        var body = "\(space()){\(pairs.joined(separator: ","))}\(space())"
        if Int.random(in: 0..<30, using: &generator) == 0 { body += "x" }
        return (body, plain && !body.contains("\\"))
    }

    @Test("over 5,000 bodies, every report read equals JSONDecoder's, and every plain one the decoder accepts is read")
    func sameAsTheDecoder() {
        // Given 5,000 bodies, plain and odd
        var generator = SeededGenerator(seed: 30)
        var read = 0
        var accepted = 0
        for _ in 0..<5_000 {
            let (body, plain) = Self.body(&generator)

            // When the decoder and the reader read each
            let decoded = try? Self.decoder.decode(AnalyticsReport.self, from: Data(body.utf8))
            let report = AnalyticsReportReader.report(in: ByteBuffer(string: body))

            // Then what the reader answers is the decoder's answer
            if decoded != nil, plain { accepted += 1 }
            guard let report else { continue }
            #expect(report == decoded, "\(body)")
            read += 1
        }
        // and it answers for every body the decoder accepts unless it holds an escape, a key twice or
        // a key a report does not have.
        #expect(read > 100 && read == accepted, "read \(read) of \(accepted)")
    }

    @Test(
        "batches: every array read equals JSONDecoder's, every plain one it accepts is read; an empty array is read"
    )
    func batches() throws {
        // Given 500 arrays of one to four bodies
        var generator = SeededGenerator(seed: 31)
        var read = 0
        var accepted = 0
        for _ in 0..<500 {
            // (most reports good, a few of any kind)
            let bodies = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Int.random(in: 0..<8, using: &generator) == 0
                    ? Self.body(&generator) : (text: Self.goodBody(&generator), plain: true)
            }
            let body = "[" + bodies.map(\.text).joined(separator: ",") + "]"

            // When the decoder and the reader read each
            let decoded = try? Self.decoder.decode([AnalyticsReport].self, from: Data(body.utf8))
            let reports = AnalyticsReportReader.reports(in: ByteBuffer(string: body))

            // Then what the reader answers is the decoder's answer, and it answers for every plain array
            if decoded != nil, bodies.allSatisfy(\.plain) { accepted += 1 }
            guard let reports else { continue }
            #expect(reports == decoded, "\(body)")
            read += 1
        }
        #expect(read > 200 && read == accepted, "read \(read) of \(accepted)")
        #expect(AnalyticsReportReader.reports(in: ByteBuffer(string: " [ ] ")) == [])
        let plain = #"{"name":"calendarShown","recordedDate":"2026-11-22T09:30:00Z","type":"screenView"}"#
        #expect(AnalyticsReportReader.reports(in: ByteBuffer(string: "[\(plain),\(plain)]"))?.count == 2)
        #expect(AnalyticsReportReader.reports(in: ByteBuffer(string: "[\(plain),]")) == nil)
        #expect(AnalyticsReportReader.reports(in: ByteBuffer(string: "[\(plain)")) == nil)
        #expect(AnalyticsReportReader.report(in: ByteBuffer(string: "[\(plain)]")) == nil)
    }

    @Test("the report apps send is read without the decoder, every field in place")
    func plainReport() throws {
        // Given a report as an app sends it
        let body = """
            {"name":"calendarShown","recordedDate":"2026-11-22T09:30:00Z","type":"screenView","duration":1.5,\
            "device":"iPhone16,1","os":"iOS 18.1","appVersion":null}
            """
        // When the reader reads the body an app sends
        let report = try #require(AnalyticsReportReader.report(in: ByteBuffer(string: body)))

        // Then every field is in place
        #expect(
            report
                == AnalyticsReport(
                    name: "calendarShown", recordedDate: Date(timeIntervalSince1970: 1_795_339_800), type: "screenView",
                    duration: 1.5, device: "iPhone16,1", os: "iOS 18.1", appVersion: nil))
    }
}
