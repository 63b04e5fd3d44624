import ArgumentParser
import OpenMarketServer

/// `mybiz market vendor add`: lets an app's hard-coded vendor write.
struct VendorAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a vendor: the identifier and secret a 2022 app carries.",
        discussion: """
            Example: mybiz market vendor add --identifier 7184295e-4aa0-11ed-a200-81a53257c387 --secret \
            'ebs12345!' --name zhilly. Without --secret, it is asked for without showing it (or read \
            from the first line of standard input). Adding a removed vendor again gives it its \
            products back.
            """
    )

    @Option(help: "The identifier the app sends in its `identifier` header.")
    var identifier: String

    @Option(help: "The secret the app sends in its bodies. Asked for when left out.")
    var secret: String?

    @Option(help: "The vendor's name, shown beside its products.")
    var name: String

    @OptionGroup var database: VendorDatabaseOptions

    func run() async throws {
        guard let secret = secret ?? PasswordPrompt.read("Secret for \(identifier): "), !secret.isEmpty else {
            Console.error("A vendor needs a secret: pass --secret or type it when asked.")
            throw ExitCode.failure
        }
        let vendor = try await database.withVendors {
            try await $0.add(identifier: identifier, secret: secret, name: name)
        }
        let products = vendor.products == 0 ? "" : " with its \(vendor.products) product(s)"
        Console.print("Added vendor “\(vendor.name)” (\(vendor.identifier))\(products).")
    }
}
