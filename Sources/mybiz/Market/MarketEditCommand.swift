import ArgumentParser
import OpenMarketAPI
import OpenMarketKit

/// `mybiz market edit ID`: changes the fields given, after checking the password as the app does.
struct MarketEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a product's fields; --image replaces all of its photos.",
        discussion: """
            The password is asked for without showing it, unless --password or --password-file gives it \
            (or standard input is not a terminal: then its first line is the password). It is checked \
            before any photo is compressed or uploaded.
            """
    )

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The product's id.")
    var id: Int

    @OptionGroup(title: "The product's password")
    var password: PasswordOptions

    @OptionGroup var fields: ItemFieldOptions

    func validate() throws {
        let update = makeUpdate(password: "", images: fields.images.isEmpty ? nil : [])
        guard update.changesSomething else {
            throw ValidationError(
                "Nothing to change: give at least one of --title, --descriptions, --price, --currency, --stock, "
                    + "--discounted-price or --image.")
        }
    }

    func run() async throws {
        let market = connection.makeMarket()
        try await connection.reportingFailures(item: id) {
            let password = try password.resolve(prompt: "Password for item \(id): ")
            let current = try await market.verifyPassword(id: id, password)
            if let price = fields.price, fields.discountedPrice == nil, let discount = current.discountedPrice,
                discount > price
            {
                throw CommandFailure(
                    "The new price (\(price)) is below the current discounted price (\(discount)); "
                        + "give a new --discounted-price with it.")
            }
            let images = fields.images.isEmpty ? nil : try UploadImages.prepare(fields.images)
            let item = try await market.update(id: id, makeUpdate(password: password, images: images))
            Console.print("Updated item \(item.id).")
            for line in ItemText.detail(item) { Console.print(line) }
        }
    }

    private func makeUpdate(password: String, images: [ItemImage]?) -> ItemUpdate {
        ItemUpdate(
            password: password, title: fields.title, descriptions: fields.descriptions, price: fields.price,
            currency: fields.currency, stock: fields.stock, discountedPrice: fields.discountedPrice, images: images)
    }
}
