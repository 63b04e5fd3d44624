import ArgumentParser
import OpenMarketServer

/// `mybiz market vendor list`: every vendor, the demo vendor's secret included.
struct VendorListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the vendors, with the demo vendor's secret.",
        discussion: "Secrets are stored only as hashes; the demo vendor's is printed because it is in the code."
    )

    @OptionGroup var database: VendorDatabaseOptions

    func run() async throws {
        let vendors = try await database.withVendors { try await $0.list() }
        Console.print(VendorTable.text(vendors))
    }
}
