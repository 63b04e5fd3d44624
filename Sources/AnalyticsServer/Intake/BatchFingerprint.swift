import Crypto
import Foundation
import MyBizAPI

/// What a batch of reports holds, as a short digest: the same reports give the same digest however
/// their JSON was spaced or ordered, so a batch sent again is told apart from a different batch
/// sent under the same idempotency key.
enum BatchFingerprint {
    /// What the digests made since the canonical JSON below was retired begin with.
    static let prefix = "v2:"

    /// `v2:` and the hex SHA-256 of the reports' fields, each field tagged and length-prefixed so no
    /// two batches share a byte stream. (Encoding the batch as canonical JSON first cost an eighth of a
    /// batch's CPU.)
    static func of(_ reports: [AnalyticsReport]) -> String {
        // The bytes are gathered first and hashed once: hashing them field by field, twenty updates a
        // report, cost more than the hashing itself.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8 + reports.count * 128)
        append(UInt64(reports.count), to: &bytes)
        for report in reports {
            append(report.name, to: &bytes)
            append(report.recordedDate.timeIntervalSince1970, to: &bytes)
            append(report.type, to: &bytes)
            append(report.duration, to: &bytes)
            append(report.device, to: &bytes)
            append(report.os, to: &bytes)
            append(report.appVersion, to: &bytes)
        }
        return prefix + hex(SHA256.hash(data: bytes))
    }

    /// Whether `stored`, the fingerprint kept with an earlier batch under the key, is that of
    /// `reports`, whose fingerprint now is `current`. Batches stored before `v2:` carry the
    /// canonical-JSON digest, which is made again for the comparison.
    static func matches(stored: String, current: String, reports: () -> [AnalyticsReport]) -> Bool {
        if stored == current { return true }
        guard !stored.hasPrefix(prefix) else { return false }
        return (try? legacy(reports())) == stored
    }

    /// The digest of batches stored before `v2:`: the hex SHA-256 of the reports as JSON with sorted
    /// keys and dates as seconds.
    static func legacy(_ reports: [AnalyticsReport]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return hex(SHA256.hash(data: try encoder.encode(reports)))
    }

    private static func append(_ text: String?, to bytes: inout [UInt8]) {
        guard let text else { return bytes.append(0) }
        bytes.append(1)
        let utf8 = text.utf8
        append(UInt64(utf8.count), to: &bytes)
        bytes.append(contentsOf: utf8)
    }

    private static func append(_ number: Double?, to bytes: inout [UInt8]) {
        guard let number else { return bytes.append(0) }
        bytes.append(1)
        // -0 and 0 are the same number, as they are the same report.
        append((number == 0 ? 0 : number).bitPattern, to: &bytes)
    }

    private static func append(_ number: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: number.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func hex(_ digest: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
