/// A password hash of nothing anyone knows, made once with the server's hasher: checking a password
/// against it takes as long as checking a real one, so an answer for a name nobody has costs the same
/// time as one for a wrong password, and time tells no one which names exist.
package final class DecoyHash: Sendable {
    private let passwords: any PasswordHasher
    private let hash: Task<String, any Error>

    /// Starts hashing a random password with `passwords` at once, so the first check does not wait.
    package init(passwords: any PasswordHasher) {
        self.passwords = passwords
        hash = Task { try await passwords.hash(SessionToken.random().text) }
    }

    /// Checks `password` against the decoy, as a real check would, and forgets the outcome.
    package func check(_ password: String) async throws {
        _ = try await passwords.verify(password, against: try await hash.value)
    }
}
