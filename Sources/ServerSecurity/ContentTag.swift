import Crypto
import Foundation

/// A strong ETag made from what an answer holds (RFC 9110 §8.8.3): the same bytes, the same tag,
/// on every server sharing the data.
package enum ContentTag {
    /// The quoted tag of `text`'s UTF-8 bytes: 128 bits of their SHA-256, in hex.
    package static func of(_ text: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var tag = [UInt8(ascii: "\"")]
        for byte in SHA256.hash(data: Array(text.utf8)).prefix(16) {
            tag.append(digits[Int(byte >> 4)])
            tag.append(digits[Int(byte & 0x0F)])
        }
        tag.append(UInt8(ascii: "\""))
        return String(decoding: tag, as: UTF8.self)
    }

    /// Whether `header` (`If-None-Match` or `If-Match`: `*` or a list of tags) names `tag`, weak or strong.
    package static func header(_ header: String, names tag: String) -> Bool {
        header.split(separator: ",").contains { part in
            var candidate = part.trimmingCharacters(in: .whitespaces)
            if candidate.hasPrefix("W/") { candidate.removeFirst(2) }
            return candidate == "*" || candidate == tag
        }
    }
}
