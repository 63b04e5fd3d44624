import Foundation

/// What a username must be, and when two are the same account — for sign-up, an invitation and a
/// login alike. Usernames are e-mail-like: `Agent@Shield.org`, `agent@shield.org` and its full-width
/// twin `Ａgent@shield.org` are one account.
public enum UsernameRules {
    /// The most characters, after trimming.
    public static let maxLength = 100

    /// The sentence saying what is wrong with `username` as the value of `field`, or `nil` when it
    /// will do. Spaces and line ends around it are trimmed first; inside it, no control character
    /// (a line break, a tab, NUL …) is allowed.
    public static func problem(_ username: String, field: String = "username") -> String? {
        let trimmed = username.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return "\(field) must not be blank." }
        if trimmed.count > maxLength { return "\(field) must be at most \(maxLength) characters." }
        if hasControlCharacter(trimmed) {
            return "\(field) must not contain a control character such as a line break or a tab."
        }
        return nil
    }

    /// Whether `text` holds a control character (Unicode's general category Cc: C0, DEL and C1).
    public static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// The form two usernames share when they are one account: compatibility characters made
    /// ordinary (full-width `Ａ` is `A`, `ﬁ` is `fi`) by NFKC, then case folded in full (`ß` is `ss`,
    /// a final `ς` is `σ`), then NFKC again so the result is stable.
    public static func key(_ username: String) -> String {
        username.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCompatibilityMapping
    }
}
