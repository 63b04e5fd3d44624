/// A code name — an event's name or type, a screen's — cut where a line may wrap: before each new
/// word of camelCase and after each underscore. Rendered with a `<wbr/>` between the parts, a table
/// cell wraps "announcementsShown" as "announcements / Shown" on a phone instead of mid-word.
package enum IdentifierParts {
    /// The parts of `name`, which joined are `name` again.
    package static func of(_ name: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber {
                parts.append(current)
                current = ""
            }
            current.append(character)
            if character == "_" {
                parts.append(current)
                current = ""
            }
            previous = character
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
