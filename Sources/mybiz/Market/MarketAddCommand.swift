import ArgumentParser
import OpenMarketAPI
import OpenMarketKit

/// `mybiz market add`: registers a product with 1 to 5 photos.
struct MarketAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Register a product with 1 to 5 photos.",
        usage: """
            mybiz market add --title <title> --descriptions <text> --price <n> --currency <code> --stock <n>
                             --image <file> [--image <file> ...] [--discounted-price <n>]
                             [--password <password> | --password-file <file>] [--server <url>]
            """,
        discussion: """
            Required: --title, --descriptions, --price, --currency, --stock and at least one --image. \
            The product's password is asked for twice without showing it, unless --password or \
            --password-file gives it (or standard input is not a terminal: then its first line is the \
            password). Keep it: editing and deleting the product need it.
            """
    )

    @OptionGroup var connection: ServerOptions
    @OptionGroup var fields: ItemFieldOptions

    @OptionGroup(title: "The password that editing and deleting the product will need")
    var password: PasswordOptions

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
    }

    func run() async throws {
        try await connection.reportingFailures {
            let password = try password.resolve(
                prompt: "Password for the new product: ", confirming: "The same password again: ")
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
