/// How purchase-order numbers are compared: ignoring the case of ASCII letters, so `po-7` is `PO-7`
/// (usernames fold more: `UsernameRules.key`). Only ASCII is folded — the same folding SQLite's
/// `lower()` does — so the database and the server always agree.
enum CaseFoldedKey {
    /// `text` with A–Z turned into a–z.
    static func of(_ text: String) -> String {
        String(
            decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 },
            as: UTF8.self)
    }
}
