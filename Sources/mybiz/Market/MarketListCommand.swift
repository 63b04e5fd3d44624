import ArgumentParser
import OpenMarketAPI
import OpenMarketKit

/// `mybiz market list`: one page of products as a table, or every page with `--all`.
struct MarketListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List products, newest first, 20 a page.",
        discussion: "The JSON of --page is the server's page; the JSON of --all is an array of every product."
    )

    @OptionGroup var connection: ServerOptions

    @Option(help: "The page to show, from 1. (default: 1)")
    var page: Int?

    @Flag(help: "Show every page, one after the other.")
    var all = false

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        if all, page != nil { throw ValidationError("Use --page or --all, not both.") }
        if let page, page < 1 { throw ValidationError("--page must be 1 or more; \(page) is not.") }
    }

    func run() async throws {
        let market = connection.makeMarket()
        try await connection.reportingFailures {
            if all {
                try await listAll(market)
            } else {
                try list(try await market.page(pageNumber))
            }
        }
    }

    private var pageNumber: Int { page ?? 1 }

    private func list(_ page: ItemPage) throws {
        if json { return try JSONOutput.print(page) }
        guard !page.items.isEmpty else {
            Console.print(
                pageNumber == 1
                    ? "The market has no products yet. Register one with `mybiz market add`."
                    : "Page \(pageNumber) is past the end of the list: there are no more products.")
            return
        }
        var table = ItemTable()
        _ = table.fit(page.items)
        Console.print(table.header)
        for item in page.items { Console.print(table.row(item)) }
        if page.items.count == ItemPage.size {
            Console.print("Page \(pageNumber). More may follow: mybiz market list --page \(pageNumber + 1)")
        } else {
            Console.print("Page \(pageNumber), the last.")
        }
    }

    /// Pages with the app's paginator, printing each page's new rows as they arrive.
    private func listAll(_ market: OpenMarketClient) async throws {
        let paginator = await ItemPaginator(source: market)
        var table = ItemTable()
        var headerShown = false
        while await paginator.mayHaveMore {
            let new = await paginator.loadNextPage()
            if let error = await paginator.lastError { throw error }
            guard !json else { continue }
            // A page with wider numbers than those before gets the header again, at its widths.
            if table.fit(new) || !headerShown { Console.print(table.header) }
            headerShown = true
            for item in new { Console.print(table.row(item)) }
        }
        if !json, !headerShown { Console.print(table.header) }
        let items = await paginator.items
        if json { return try JSONOutput.print(items) }
        Console.print("\(items.count) product\(items.count == 1 ? "" : "s").")
    }
}
