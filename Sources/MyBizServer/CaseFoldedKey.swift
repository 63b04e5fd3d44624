/// How usernames and purchase-order numbers are compared: ignoring the case of ASCII letters, as
/// e-mail addresses are, so `Agent@Shield.org` and `agent@shield.org` are one account and `po-7` is
/// `PO-7`. Only ASCII is folded — the same folding SQLite's `lower()` does — so the database and the
/// server always agree.
enum CaseFoldedKey {
    /// `text` with A–Z turned into a–z.
    static func of(_ text: String) -> String {
        String(
            decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 },
            as: UTF8.self)
    }
}
