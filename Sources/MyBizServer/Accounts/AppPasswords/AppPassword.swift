import Foundation

/// A password an account made for one app that syncs (a phone's Reminders): it opens the to-do
/// list's CalDAV only, is kept by its hash, and is revoked on its own.
struct AppPassword: Sendable, Equatable {
    let id: UUID
    /// What the person called it ("iPhone").
    let name: String
    let createdAt: Date
    /// When an app last signed in with it; `nil` before the first time.
    let lastUsedAt: Date?
    /// The zone dates without a time are read in, the page's when it was made.
    let zone: TimeZone

    /// The longest name.
    static let maxNameLength = 50
    /// The most app passwords an account may have.
    static let maxCount = 20
    /// The letters a secret is made of: no 0/o, 1/l, to be typed on a phone from another screen.
    static let alphabet = Array("abcdefghijkmnpqrstuvwxyz23456789")

    /// A new secret: 20 letters and digits (100 random bits) in groups of four.
    static func secret() -> String {
        var generator = SystemRandomNumberGenerator()
        let letters = (0..<20).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        return stride(from: 0, to: 20, by: 4).map { String(letters[$0..<$0 + 4]) }.joined(separator: "-")
    }

    /// The secret as it is hashed: the spaces and dashes an app or a person may add or leave out
    /// dropped, letters in lower case.
    static func normalized(_ typed: String) -> String {
        String(typed.lowercased().filter { $0 != "-" && $0 != " " })
    }

    /// Why `name` cannot name an app password, or `nil`.
    static func problem(name: String) -> String? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return "Name the app, such as “iPhone” or “Thunderbird”." }
        if trimmed.count > maxNameLength { return "The name is longer than \(maxNameLength) characters." }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "The name cannot hold control characters."
        }
        return nil
    }
}
