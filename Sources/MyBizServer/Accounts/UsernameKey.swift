/// How usernames are compared: ignoring the case of ASCII letters, as e-mail addresses are, so
/// `Agent@Shield.org` and `agent@shield.org` are one account. Only ASCII is folded — the same
/// folding SQLite's `lower()` does — so the database and the server always agree.
enum UsernameKey {
    /// `username` with A–Z turned into a–z.
    static func of(_ username: String) -> String {
        String(
            decoding: username.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 },
            as: UTF8.self)
    }
}
