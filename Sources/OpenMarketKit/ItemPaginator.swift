import Observation
import OpenMarketAPI

/// The infinite-scroll list without a screen: it loads page after page as the screen asks, never
/// two at once, stops at the first empty page, and shows each item once even when items registered
/// meanwhile shift later pages.
///
/// ```swift
/// let paginator = ItemPaginator(source: market)
/// await paginator.loadNextPage()          // when the last row appears
/// await paginator.refresh()               // pull to refresh
/// ```
@MainActor
@Observable
public final class ItemPaginator {
    /// The items loaded so far, in the server's order, each id once.
    public private(set) var items: [ItemSummary] = []
    /// Whether a page is being loaded.
    public private(set) var isLoading = false
    /// Whether more pages may exist: `false` once a page came back empty.
    public private(set) var mayHaveMore = true
    /// Why the last load failed; cleared by the next successful load. Call `loadNextPage()` again to retry.
    public private(set) var lastError: OpenMarketError?
    /// The number of the last page loaded, 0 before the first.
    public private(set) var lastLoadedPage = 0

    private let source: any ItemPageSource
    private var shownIDs: Set<Int> = []
    /// Bumped by `refresh()`, so the answer to a load started before it is ignored.
    private var generation = 0

    /// Creates a paginator that loads pages from `source`.
    public init(source: any ItemPageSource) {
        self.source = source
    }

    /// Loads the next page and appends the items not shown yet; does nothing while a load is in
    /// flight or after an empty page.
    ///
    /// - Returns: the items appended.
    @discardableResult
    public func loadNextPage() async -> [ItemSummary] {
        guard !isLoading, mayHaveMore else { return [] }
        let number = lastLoadedPage + 1
        guard let page = await load(page: number) else { return [] }
        return append(page, number: number)
    }

    /// Starts again from page 1: once it arrives it replaces the items; if it fails, the items
    /// stay and `lastError` says why. A load in flight is superseded.
    public func refresh() async {
        generation += 1
        guard let page = await load(page: 1) else { return }
        items = []
        shownIDs = []
        mayHaveMore = true
        append(page, number: 1)
    }

    private func load(page number: Int) async -> ItemPage? {
        isLoading = true
        let generation = generation
        let result: Result<ItemPage, OpenMarketError>
        do {
            result = .success(try await source.page(number))
        } catch {
            result = .failure(error)
        }
        guard generation == self.generation else { return nil }
        isLoading = false
        switch result {
        case .success(let page):
            lastError = nil
            return page
        case .failure(let error):
            lastError = error
            return nil
        }
    }

    @discardableResult
    private func append(_ page: ItemPage, number: Int) -> [ItemSummary] {
        lastLoadedPage = number
        guard !page.items.isEmpty else {
            mayHaveMore = false
            return []
        }
        let new = page.items.filter { shownIDs.insert($0.id).inserted }
        items += new
        return new
    }
}
