import HummingbirdBcrypt
import NIOPosix

/// Hashes and checks passwords. The live implementation is slow on purpose (bcrypt), so it runs on
/// a thread pool, never on an event loop.
protocol PasswordHasher: Sendable {
    /// A salted, slow hash of `password`.
    func hash(_ password: String) async throws -> String
    /// Whether `password` is the one `hash` was made from.
    func verify(_ password: String, against hash: String) async throws -> Bool
}

/// bcrypt (hummingbird-auth's), on NIO's blocking-work thread pool.
struct BcryptPasswordHasher: PasswordHasher {
    /// The work factor: each step doubles the time one guess takes.
    let cost: UInt8
    var threadPool: NIOThreadPool = .singleton

    func hash(_ password: String) async throws -> String {
        let cost = self.cost
        return try await threadPool.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    func verify(_ password: String, against hash: String) async throws -> Bool {
        try await threadPool.runIfActive { Bcrypt.verify(password, hash: hash) }
    }
}
