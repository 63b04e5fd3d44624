import Foundation

/// The numbers the server suggests for new purchase orders: `PO-2026-0007`, the year's next after
/// the highest of that form in use. People may still type a number of their own.
public enum PurchaseOrderNumbers {
    /// The next number of `year` after `numbers` (any case; numbers of another form are skipped).
    public static func next(after numbers: [String], year: Int) -> String {
        let prefix = "PO-\(year)-"
        let highest =
            numbers.compactMap { number -> Int? in
                let upper = number.uppercased()
                guard upper.hasPrefix(prefix) else { return nil }
                return Int(upper.dropFirst(prefix.count))
            }.max() ?? 0
        let next = String(highest + 1)
        return prefix + String(repeating: "0", count: max(0, 4 - next.count)) + next
    }
}

/// The answer of `GET /api/purchases/next-number`: a number to suggest for a new order.
public struct SuggestedPurchaseOrderNumber: Codable, Hashable, Sendable {
    /// The number, e.g. `PO-2026-0007`.
    public var poNumber: String

    /// A suggestion.
    public init(poNumber: String) {
        self.poNumber = poNumber
    }
}
