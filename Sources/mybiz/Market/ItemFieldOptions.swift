import ArgumentParser
import OpenMarketAPI

/// A product's fields as options, shared by `add` (where most are required) and `edit` (where any
/// may be given). Numbers are read unconditionally so that `--price -5` reaches the check that
/// explains it, instead of being taken for an option.
struct ItemFieldOptions: ParsableArguments {
    @Option(help: "The product's name.")
    var title: String?

    @Option(name: [.customLong("descriptions"), .customLong("description")], help: "What it is; free text.")
    var descriptions: String?

    @Option(parsing: .unconditional, help: "The price, a whole number ≥ 0.")
    var price: Int?

    @Option(help: "The currency code, e.g. KRW or USD.")
    var currency: String?

    @Option(parsing: .unconditional, help: "Units in stock, a whole number ≥ 0.")
    var stock: Int64?

    @Option(parsing: .unconditional, help: "The price after discount, from 0 to the price.")
    var discountedPrice: Int?

    @Option(
        name: .customLong("image"),
        help: ArgumentHelp(
            "A JPEG or PNG photo; repeat for up to 5. Each is compressed to ≤ 300 KB.", valueName: "file"))
    var images: [String] = []

    func validate() throws {
        for (name, value) in [("--title", title), ("--currency", currency)] where value?.isBlank == true {
            throw ValidationError("\(name) must not be blank.")
        }
        for (name, value) in [("--price", price.map(Int64.init)), ("--stock", stock)] {
            if let value, value < 0 { throw ValidationError("\(name) must be a whole number ≥ 0; \(value) is not.") }
        }
        if let discountedPrice {
            if discountedPrice < 0 {
                throw ValidationError("--discounted-price must be a whole number ≥ 0; \(discountedPrice) is not.")
            }
            if let price, discountedPrice > price {
                throw ValidationError(
                    "--discounted-price must be from 0 to the price (\(price)); \(discountedPrice) is not.")
            }
        }
        if images.count > OpenMarketLimits.maxImages {
            throw ValidationError(
                "Give at most \(OpenMarketLimits.maxImages) images with --image; \(images.count) were given.")
        }
    }
}

extension String {
    /// Whether the string is empty or only white space.
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
