import ArgumentParser
import Foundation

/// `--item PRODUCT_ID:QUANTITY`: a product (its id, or enough of its start) and how many.
struct PurchaseLineArgument: ExpressibleByArgument {
    /// The id or the start of it, as typed.
    let product: String
    let quantity: Double

    init?(argument: String) {
        guard let colon = argument.lastIndex(of: ":") else { return nil }
        let product = argument[..<colon].trimmingCharacters(in: .whitespaces)
        guard !product.isEmpty, let quantity = Double(argument[argument.index(after: colon)...]), quantity.isFinite
        else { return nil }
        self.product = product
        self.quantity = quantity
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
