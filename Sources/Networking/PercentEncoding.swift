/// Percent-encoding (RFC 3986 §2.1) over UTF-8 bytes. Foundation's `addingPercentEncoding` bridges
/// through NSString on Linux and showed up in the client's profile; this needs no allocation when
/// nothing has to be encoded, the usual case for API paths.
enum PercentEncoding {
    /// Encodes every byte of `text` that `isAllowed` rejects as `%XX`.
    static func encode(_ text: String, allowing isAllowed: (UInt8) -> Bool) -> String {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isAllowed($0) }) else { return text }
        var encoded = [UInt8]()
        encoded.reserveCapacity(utf8.count + 16)
        encoded.append(contentsOf: utf8[..<first])
        for byte in utf8[first...] {
            if isAllowed(byte) {
                encoded.append(byte)
            } else {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// RFC 3986 unreserved: letters, digits, `-`, `.`, `_`, `~`.
    static func isUnreserved(_ byte: UInt8) -> Bool { unreserved[Int(byte)] }

    /// What may stand unencoded in a path: pchar (unreserved, sub-delims, `:`, `@`) and `/`.
    static func isAllowedInPath(_ byte: UInt8) -> Bool { pathAllowed[Int(byte)] }

    private static let unreserved = table("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    private static let pathAllowed = table(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/")

    /// A 256-entry table: `true` for the bytes of `allowed`.
    private static func table(_ allowed: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in allowed.utf8 { table[Int(byte)] = true }
        return table
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
