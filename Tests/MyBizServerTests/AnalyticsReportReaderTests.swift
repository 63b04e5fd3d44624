import Foundation
import MyBizAPI
import NIOCore
import TestSupport
import Testing

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
            #""1.5""#, "null", "true", "1.5e", "9007199254740993",
        ],
        "device": [#""iPhone16,1""#, "null", #""""#, "5", #""Pixel 9 \u00e9""#, #""a/b""#],
        "os": [#""iOS 18.1""#, "null", "[]", #""Android 15""#],
        "appVersion": [#""2.0""#, "null", #""2.0 (build 7)""#, "{}"],
    ]

    private static let keyOrder = ["name", "recordedDate", "type", "duration", "device", "os", "appVersion"]

    private static let spaces = ["", " ", "\n", "\t ", "\r\n  "]

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
        var generator = SeededGenerator(seed: 30)
        var read = 0
        var accepted = 0
        for _ in 0..<5_000 {
            let (body, plain) = Self.body(&generator)
            let decoded = try? Self.decoder.decode(AnalyticsReport.self, from: Data(body.utf8))
            if decoded != nil, plain { accepted += 1 }
            guard let report = AnalyticsReportReader.report(in: ByteBuffer(string: body)) else { continue }
            #expect(report == decoded, "\(body)")
            read += 1
        }
        // The reader answers for every body the decoder accepts unless it holds an escape, a key
        // twice or a key a report does not have.
        #expect(read > 100 && read == accepted, "read \(read) of \(accepted)")
    }

    @Test(
        "batches: every array read equals JSONDecoder's; an empty array is read; one odd report leaves it to the decoder"
    )
    func batches() throws {
        var generator = SeededGenerator(seed: 31)
        for _ in 0..<500 {
            let body =
                "["
                + (0..<Int.random(in: 1...4, using: &generator)).map { _ in Self.body(&generator).text }
                .joined(separator: ",") + "]"
            let decoded = try? Self.decoder.decode([AnalyticsReport].self, from: Data(body.utf8))
            if let reports = AnalyticsReportReader.reports(in: ByteBuffer(string: body)) {
                #expect(reports == decoded, "\(body)")
            }
        }
        #expect(AnalyticsReportReader.reports(in: ByteBuffer(string: " [ ] ")) == [])
        let plain = #"{"name":"calendarShown","recordedDate":"2026-11-22T09:30:00Z","type":"screenView"}"#
        #expect(AnalyticsReportReader.reports(in: ByteBuffer(string: "[\(plain),\(plain)]"))?.count == 2)
        #expect(AnalyticsReportReader.reports(in: ByteBuffer(string: "[\(plain),]")) == nil)
        #expect(AnalyticsReportReader.reports(in: ByteBuffer(string: "[\(plain)")) == nil)
        #expect(AnalyticsReportReader.report(in: ByteBuffer(string: "[\(plain)]")) == nil)
    }

    @Test("the report apps send is read without the decoder, every field in place")
    func plainReport() throws {
        let body = """
            {"name":"calendarShown","recordedDate":"2026-11-22T09:30:00Z","type":"screenView","duration":1.5,\
            "device":"iPhone16,1","os":"iOS 18.1","appVersion":null}
            """
        let report = try #require(AnalyticsReportReader.report(in: ByteBuffer(string: body)))
        #expect(
            report
                == AnalyticsReport(
                    name: "calendarShown", recordedDate: Date(timeIntervalSince1970: 1_795_339_800), type: "screenView",
                    duration: 1.5, device: "iPhone16,1", os: "iOS 18.1", appVersion: nil))
    }
}
