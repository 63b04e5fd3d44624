import Foundation

/// What a message between a buyer and a seller may be: the one definition the pages, the API,
/// OpenMarketKit and `mybiz market` check.
public enum MarketMessageRules {
    /// The longest message, in characters.
    public static let maxLength = 2_000

    /// Why `text` cannot be sent, as a sentence; `nil` when it can.
    public static func problem(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return "Write a message before sending it." }
        if text.count > maxLength {
            return "A message must be at most \(maxLength) characters; this one has \(text.count)."
        }
        if text.unicodeScalars.contains(where: { $0.value == 0 }) {
            return "A message must not contain the NUL character."
        }
        return nil
    }
}
