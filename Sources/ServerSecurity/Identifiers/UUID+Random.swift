import Foundation

extension UUID {
    /// A version 4 (random) UUID from the system's secure generator. Foundation's `UUID()` on Linux
    /// opens, reads and closes `/dev/urandom` for every one, which showed in the profile of storing
    /// reports (each gets an id); this reads the bytes from a device kept open.
    package static func random() -> UUID {
        var bytes = (UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &bytes) { SecureRandomBytes.fill($0) }
        return version4(bytes)
    }

    /// `count` version 4 UUIDs from one read of the system's secure generator, for a batch.
    package static func random(count: Int) -> [UUID] {
        guard count > 0 else { return [] }
        var bytes = [(UInt64, UInt64)](repeating: (0, 0), count: count)
        bytes.withUnsafeMutableBytes { SecureRandomBytes.fill($0) }
        return bytes.map(version4)
    }

    /// A version 4 UUID from `generator`'s bytes (a seeded generator makes the same ids in tests).
    package static func random(using generator: inout some RandomNumberGenerator) -> UUID {
        version4((generator.next() as UInt64, generator.next() as UInt64))
    }

    /// The UUID of 16 random bytes, with the bits that say version 4 of the RFC 4122 variant set.
    private static func version4(_ random: (UInt64, UInt64)) -> UUID {
        var bytes = random
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
