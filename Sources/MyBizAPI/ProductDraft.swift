import Foundation

/// What an administrator writes to add a product to the catalogue orders may name, or change one
/// (`POST /api/catalogue`, `PUT /api/catalogue/{id}`).
public struct ProductDraft: Codable, Hashable, Sendable {
    /// Its name; not blank, at most `maxName` characters.
    public var name: String
    /// The price of one unit: more than 0, at most `maxUnitPrice`.
    public var unitPrice: Double

    /// The longest name.
    public static let maxName = 100
    /// The highest unit price.
    public static let maxUnitPrice = 1_000_000_000.0

    /// Creates a draft.
    public init(name: String, unitPrice: Double) {
        self.name = name
        self.unitPrice = unitPrice
    }

    /// What is wrong with it, by field, each a sentence; empty when it will do.
    public var problems: [RuleProblem] {
        var problems: [RuleProblem] = []
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            problems.append(RuleProblem("name", "name must not be blank."))
        } else if trimmed.count > Self.maxName {
            problems.append(RuleProblem("name", "name must be at most \(Self.maxName) characters."))
        } else if trimmed.utf8.contains(0) {
            problems.append(RuleProblem("name", "name must not contain the NUL character."))
        }
        if !unitPrice.isFinite || unitPrice <= 0 || unitPrice > Self.maxUnitPrice {
            problems.append(RuleProblem("unitPrice", "unitPrice must be more than 0 and at most 1,000,000,000."))
        }
        return problems
    }
}
