import ArgumentParser
import Foundation

/// `--item PRODUCT:QUANTITY`: a product (its id or name, or enough of the start of either) and how many.
struct PurchaseLineArgument: ExpressibleByArgument {
    /// The whole argument, as typed.
    let text: String
    /// The id or name, or the start of either, as typed.
    let product: String
    let quantity: Double

    init?(argument: String) {
        guard let colon = argument.lastIndex(of: ":") else { return nil }
        let product = argument[..<colon].trimmingCharacters(in: .whitespaces)
        guard !product.isEmpty, let quantity = Double(argument[argument.index(after: colon)...]), quantity.isFinite
        else { return nil }
        self.text = argument
        self.product = product
        self.quantity = quantity
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
