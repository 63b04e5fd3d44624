import Foundation
import MyBizAPI
import NIOCore

/// Reads reports as apps send them — flat objects of plain strings, numbers and nulls — straight
/// from a body's bytes, for `POST /api/analytics` and its batches, the busiest bodies of the API
/// (Foundation's decoder went through Codable's generic containers for every field: 11 % of the
/// server's samples while it stored single reports, 10 % for batches). It answers only for text it reads exactly as `JSONDecoder` would, and nil for
/// anything else — an escape, an unknown or repeated key, a missing field, a value of the wrong kind,
/// a number a `Double` cannot hold, text after the end — which the caller then decodes with `JSONDecoder`, so every answer, and every
/// error's sentence, stays the decoder's. A test holds the two together over thousands of bodies.
struct AnalyticsReportReader {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    private init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// One report: the body of `POST /api/analytics`; nil when `JSONDecoder` must read it.
    static func report(in body: ByteBuffer) -> AnalyticsReport? {
        body.withUnsafeReadableBytes { bytes in
            var reader = AnalyticsReportReader(bytes)
            guard let report = reader.report() else { return nil }
            return reader.atEnd() ? report : nil
        }
    }

    /// An array of reports: the body of `POST /api/analytics/batch`; nil when `JSONDecoder` must read it.
    static func reports(in body: ByteBuffer) -> [AnalyticsReport]? {
        body.withUnsafeReadableBytes { bytes in
            var reader = AnalyticsReportReader(bytes)
            reader.skipWhitespace()
            guard reader.take(UInt8(ascii: "[")) else { return nil }
            var reports: [AnalyticsReport] = []
            reader.skipWhitespace()
            if !reader.take(UInt8(ascii: "]")) {
                repeat {
                    guard let report = reader.report() else { return nil }
                    reports.append(report)
                    reader.skipWhitespace()
                } while reader.take(UInt8(ascii: ","))
                guard reader.take(UInt8(ascii: "]")) else { return nil }
            }
            return reader.atEnd() ? reports : nil
        }
    }

    private enum Value {
        case text(String)
        case number(Double)
        case null
    }

    private mutating func report() -> AnalyticsReport? {
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var name: String?
        var recordedDate: Date?
        var type: String?
        var duration: Double?
        var device: String?
        var os: String?
        var appVersion: String?
        var seen: UInt8 = 0
        repeat {
            skipWhitespace()
            guard let key = rawString() else { return nil }
            skipWhitespace()
            guard take(UInt8(ascii: ":")), let value = value() else { return nil }
            guard let field = Self.field(named: key), seen & (1 << field) == 0
            else { return nil }
            seen |= 1 << field
            switch (field, value) {
            case (0, .text(let text)): name = text
            case (1, .text(let text)):
                guard let date = MyBizJSON.parse(text) else { return nil }
                recordedDate = date
            case (2, .text(let text)): type = text
            case (3, .number(let number)): duration = number
            case (4, .text(let text)): device = text
            case (5, .text(let text)): os = text
            case (6, .text(let text)): appVersion = text
            case (3...6, .null): break
            default: return nil
            }
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let name, let recordedDate, let type else { return nil }
        return AnalyticsReport(
            name: name, recordedDate: recordedDate, type: type, duration: duration, device: device, os: os,
            appVersion: appVersion)
    }

    /// The report's keys, in the order `report()` numbers them, as bytes.
    private static let fields = ["name", "recordedDate", "type", "duration", "device", "os", "appVersion"].map {
        Array($0.utf8)
    }

    /// The number of the field `key` names, compared byte for byte (comparing with the names' text
    /// went through String's generic views: a sixth of the time spent reading a batch).
    private static func field(named key: UnsafeRawBufferPointer.SubSequence) -> Int? {
        let key = UnsafeRawBufferPointer(rebasing: key)
        for (index, name) in fields.enumerated() where name.count == key.count {
            if name.withUnsafeBytes({ memcmp($0.baseAddress!, key.baseAddress!, key.count) == 0 }) { return index }
        }
        return nil
    }

    private mutating func value() -> Value? {
        skipWhitespace()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            guard let raw = rawString(), let text = Self.text(raw) else { return nil }
            return .text(text)
        case UInt8(ascii: "n"):
            guard bytes.count - position >= 4, bytes[position..<position + 4].elementsEqual("null".utf8) else {
                return nil
            }
            position += 4
            return .null
        default:
            return number().map(Value.number)
        }
    }

    /// `bytes` as text when they are valid UTF-8, as `JSONDecoder` requires.
    private static func text(_ bytes: UnsafeRawBufferPointer.SubSequence) -> String? {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        return String(bytes: bytes, encoding: .utf8)
    }

    /// A string's bytes, without its quotes; nil for one with an escape or a control character.
    private mutating func rawString() -> UnsafeRawBufferPointer.SubSequence? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return bytes[start..<position - 1]
            }
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
            position += 1
        }
        return nil
    }

    /// A number in JSON's grammar (`-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`) that a `Double` holds.
    private mutating func number() -> Double? {
        let start = position
        _ = take(UInt8(ascii: "-"))
        if take(UInt8(ascii: "0")) {
            if position < bytes.count, isDigit(bytes[position]) { return nil }
        } else {
            guard digits() > 0 else { return nil }
        }
        if take(UInt8(ascii: ".")) { guard digits() > 0 else { return nil } }
        let mantissaEnd = position
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() > 0 else { return nil }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { return nil }
        // `Double` rounds a number too small for it to zero; `JSONDecoder` refuses it.
        if number == 0,
            bytes[start..<mantissaEnd].contains(where: { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) })
        {
            return nil
        }
        return number
    }

    private mutating func digits() -> Int {
        let start = position
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        return position - start
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }

    private mutating func atEnd() -> Bool {
        skipWhitespace()
        return position == bytes.count
    }
}
