import ArgumentParser

/// `mybiz market vendor`: the 2022 API's vendors, managed in the server's database.
struct VendorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vendor",
        abstract: "Add, list and remove the vendors 2022 Open Market apps write as.",
        discussion: """
            A 2022 app sends its vendor's identifier in a header and its secret in each write; both are \
            written into the app. Add that pair here, on the server's machine: these commands change the \
            server's database directly (--database, as for `mybiz serve`), never over HTTP. Secrets are \
            stored only as slow hashes.
            """,
        subcommands: [VendorAddCommand.self, VendorListCommand.self, VendorRemoveCommand.self]
    )
}
