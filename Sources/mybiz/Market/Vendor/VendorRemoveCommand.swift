import ArgumentParser
import OpenMarketServer

/// `mybiz market vendor remove`: takes a vendor's access away.
struct VendorRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a vendor: its app can no longer write; its products stay listed.",
        discussion: "Add it again with `mybiz market vendor add` to give it back its products."
    )

    @Option(help: "The identifier of the vendor to remove.")
    var identifier: String

    @OptionGroup var database: VendorDatabaseOptions

    func run() async throws {
        let vendor = try await database.withVendors { try await $0.remove(identifier: identifier) }
        Console.print(
            "Removed vendor “\(vendor.name)” (\(vendor.identifier)); its \(vendor.products) product(s) stay listed.")
    }
}
