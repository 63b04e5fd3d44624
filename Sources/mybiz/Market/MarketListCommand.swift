import ArgumentParser
import OpenMarketAPI
import OpenMarketKit

/// `mybiz market list`: one page of products as a table, or every page with `--all`.
struct MarketListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List products, newest first, 20 a page; search, sort and narrow them.",
        discussion: """
            --search finds products whose title or description holds every word, in any case. \
            --sort is newest, price-low, price-high or discount. --vendor is a vendor's number, or \
            open-market-2021 for products registered without one.
            The JSON of --page is the server's page; the JSON of --all is an array of every product.
            """
    )

    @OptionGroup var connection: ServerOptions

    @Option(help: "The page to show, from 1. (default: 1)")
    var page: Int?

    @Option(help: "Only products whose title or description holds every one of these words.")
    var search: String?

    @Option(help: "The order: newest, price-low, price-high or discount. (default: newest)")
    var sort: String?

    @Option(help: "Only products priced in this currency, such as KRW or USD.")
    var currency: String?

    @Option(help: "Only this seller's products: a vendor's number, or open-market-2021.")
    var vendor: String?

    @Flag(help: "Show every page, one after the other.")
    var all = false

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        if all, page != nil { throw ValidationError("Use --page or --all, not both.") }
        if let page, page < 1 { throw ValidationError("--page must be 1 or more; \(page) is not.") }
        _ = try query
    }

    /// The options as the market reads them: one rule for the command, the API and the pages.
    private var query: MarketQuery {
        get throws {
            var parameters: [String: String] = [:]
            parameters["search"] = search
            parameters["sort"] = sort
            parameters["currency"] = currency
            parameters["vendor"] = vendor
            do {
                return try MarketQuery(parameters: parameters, names: .api2021)
            } catch {
                throw ValidationError("--" + error.description)
            }
        }
    }

    func run() async throws {
        let market = connection.makeMarket()
        try await connection.reportingFailures {
            if all {
                try await listAll(market)
            } else {
                try list(try await market.page(pageNumber, query: try query))
            }
        }
    }

    private var pageNumber: Int { page ?? 1 }

    private func list(_ page: ItemPage) throws {
        if json { return try JSONOutput.print(page) }
        guard !page.items.isEmpty else {
            let narrowed = try !query.isDefault
            Console.print(
                pageNumber > 1
                    ? "Page \(pageNumber) is past the end of the list: there are no more products."
                    : narrowed
                        ? "No products match. Try other words or fewer options."
                        : "The market has no products yet. Register one with `mybiz market add`.")
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
        let paginator = await ItemPaginator(source: market.listing(try query))
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
