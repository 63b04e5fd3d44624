import Foundation

extension UUID {
    /// A version 4 (random) UUID from the system's secure generator. Foundation's `UUID()` on Linux
    /// opens, reads and closes `/dev/urandom` for every one, which showed in the profile of storing
    /// reports (each gets an id); this asks `getrandom` for the bytes instead.
    package static func random() -> UUID {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    /// A version 4 UUID from `generator`'s bytes (a seeded generator makes the same ids in tests).
    package static func random(using generator: inout some RandomNumberGenerator) -> UUID {
        var bytes = (generator.next() as UInt64, generator.next() as UInt64)
        return withUnsafeMutableBytes(of: &bytes) { raw in
            raw[6] = 0x40 | (raw[6] & 0x0F)  // version 4
            raw[8] = 0x80 | (raw[8] & 0x3F)  // the RFC 4122 variant
            return UUID(
                uuid: (
                    raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7], raw[8], raw[9], raw[10], raw[11],
                    raw[12], raw[13], raw[14], raw[15]
                ))
        }
    }
}
