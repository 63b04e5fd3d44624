import ArgumentParser
import OpenMarketAPI
import OpenMarketKit

/// `mybiz market add`: registers a product with 1 to 5 photos.
struct MarketAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Register a product with 1 to 5 photos.",
        discussion: """
            Required: --title, --descriptions, --price, --currency, --stock, --password and at least one \
            --image. Keep the password: editing and deleting the product need it.
            """
    )

    @OptionGroup var connection: ServerOptions
    @OptionGroup var fields: ItemFieldOptions

    @Option(help: "The password that editing and deleting the product will need.")
    var password: String

    func validate() throws {
        let missing = [
            ("--title", fields.title == nil), ("--descriptions", fields.descriptions == nil),
            ("--price", fields.price == nil), ("--currency", fields.currency == nil),
            ("--stock", fields.stock == nil),
        ].filter(\.1).map(\.0)
        if !missing.isEmpty {
            throw ValidationError("Missing \(missing.joined(separator: ", ")): a product needs each of them.")
        }
        if fields.images.isEmpty { throw ValidationError("Give at least one photo with --image FILE.") }
        if password.isBlank { throw ValidationError("--password must not be blank.") }
    }

    func run() async throws {
        try await connection.reportingFailures {
            let images = try UploadImages.prepare(fields.images)
            let registration = ItemRegistration(
                title: fields.title ?? "", descriptions: fields.descriptions ?? "", price: fields.price ?? 0,
                currency: fields.currency ?? "", stock: fields.stock ?? 0, discountedPrice: fields.discountedPrice,
                images: images, password: password)
            Console.print("Uploading \(images.count) image\(images.count == 1 ? "" : "s")…")
            let item = try await connection.makeMarket().register(registration)
            Console.print("Registered item \(item.id). Keep its password: editing and deleting need it.")
            for line in ItemText.detail(item) { Console.print(line) }
        }
    }
}
