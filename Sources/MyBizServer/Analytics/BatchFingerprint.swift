import Crypto
import Foundation
import MyBizAPI
import ServerSupport

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
        var hash = SHA256()
        var count = UInt64(reports.count).littleEndian
        withUnsafeBytes(of: &count) { hash.update(bufferPointer: $0) }
        for report in reports {
            add(report.name, to: &hash)
            add(report.recordedDate.timeIntervalSince1970, to: &hash)
            add(report.type, to: &hash)
            add(report.duration, to: &hash)
            add(report.device, to: &hash)
            add(report.os, to: &hash)
            add(report.appVersion, to: &hash)
        }
        return prefix + hex(hash.finalize())
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

    private static func add(_ text: String?, to hash: inout SHA256) {
        guard var text else { return add(tag: 0, to: &hash) }
        add(tag: 1, to: &hash)
        text.withUTF8 { bytes in
            var length = UInt64(bytes.count).littleEndian
            withUnsafeBytes(of: &length) { hash.update(bufferPointer: $0) }
            hash.update(bufferPointer: UnsafeRawBufferPointer(bytes))
        }
    }

    private static func add(_ number: Double?, to hash: inout SHA256) {
        guard let number else { return add(tag: 0, to: &hash) }
        add(tag: 1, to: &hash)
        // -0 and 0 are the same number, as they are the same report.
        var bits = (number == 0 ? 0 : number).bitPattern.littleEndian
        withUnsafeBytes(of: &bits) { hash.update(bufferPointer: $0) }
    }

    private static func add(tag: UInt8, to hash: inout SHA256) {
        withUnsafeBytes(of: tag) { hash.update(bufferPointer: $0) }
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
