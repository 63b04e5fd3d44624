import Crypto
import Foundation
import HummingbirdBcrypt
import NIOPosix

/// Hashes and checks passwords. The live implementation is slow on purpose (bcrypt), so it runs on
/// a thread pool, never on an event loop.
package protocol PasswordHasher: Sendable {
    /// A salted, slow hash of `password`.
    func hash(_ password: String) async throws -> String
    /// Whether `password` is the one `hash` was made from, and whether the hash should be made anew.
    func verify(_ password: String, against hash: String) async throws -> PasswordCheck
}

/// The outcome of checking a password against its stored hash.
package enum PasswordCheck: Sendable, Equatable {
    /// Not the password.
    case wrong
    /// The password.
    case right
    /// The password, whose hash is of an older kind: store a new one (`PasswordHasher.hash`).
    case rightWithOutdatedHash

    /// Whether the password was right.
    package var isRight: Bool { self != .wrong }
}

/// bcrypt (hummingbird-auth's) of the password's SHA-256, on NIO's blocking-work thread pool.
///
/// bcrypt reads at most 72 bytes and stops at a NUL, so on its own `"A"*72 + "Z"` would open what
/// `"A"*72 + "B"` locked. Hashing first makes every byte count: bcrypt gets 44 characters of base64
/// whatever the password's length. Hashes stored before that (plain bcrypt, `$2b$…`) are still
/// checked and reported outdated, so they are replaced at their owner's next right password.
package struct BcryptPasswordHasher: PasswordHasher {
    /// Marks a hash of the SHA-256 of the password.
    package static let prefix = "$bcrypt-sha256$"

    /// The work factor: each step doubles the time one guess takes.
    package let cost: UInt8
    package var threadPool: NIOThreadPool = .singleton

    /// A hasher of work factor `cost`, on `threadPool`.
    package init(cost: UInt8, threadPool: NIOThreadPool = .singleton) {
        self.cost = cost
        self.threadPool = threadPool
    }

    package func hash(_ password: String) async throws -> String {
        let cost = self.cost
        let input = Self.prehashed(password)
        return try await threadPool.runIfActive { Self.prefix + Bcrypt.hash(input, cost: cost) }
    }

    package func verify(_ password: String, against hash: String) async throws -> PasswordCheck {
        guard hash.hasPrefix(Self.prefix) else {
            return try await threadPool.runIfActive { Bcrypt.verify(password, hash: hash) }
                ? .rightWithOutdatedHash : .wrong
        }
        let input = Self.prehashed(password)
        let bcrypt = String(hash.dropFirst(Self.prefix.count))
        return try await threadPool.runIfActive { Bcrypt.verify(input, hash: bcrypt) } ? .right : .wrong
    }

    /// The password's SHA-256 in base64: 44 characters, no NUL.
    package static func prehashed(_ password: String) -> String {
        Data(SHA256.hash(data: Data(password.utf8))).base64EncodedString()
    }
}
