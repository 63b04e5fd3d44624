import Crypto
import Foundation

/// A UUID made from a name (RFC 9562 §5.8, its SHA-256 form): the same name, the same id, on every
/// server — for what arrives with an id of another kind (a CalDAV client's UID).
package enum NameBasedID {
    package static func make(_ name: String) -> UUID {
        var bytes = Array(SHA256.hash(data: Array(name.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
