import Foundation
import Locks
import OpenMarketAPI

/// The infinite-scroll list without a screen: it loads page after page as the screen asks, never
/// two at once, stops at the first empty page, and shows each item once even when items registered
/// meanwhile shift later pages.
///
/// ```swift
/// let paginator = ItemPaginator(source: market)
/// Task { for await state in paginator.states() { render(state.items) } }
/// await paginator.loadNextPage()          // when the last row appears
/// await paginator.refresh()               // pull to refresh
/// ```
///
/// A screen follows it through `states()`, on every platform the kit supports; on iOS 17, macOS
/// 14 and later, `ObservableItemPaginator` offers the same as an `@Observable` object for SwiftUI.
@MainActor
public final class ItemPaginator {
    /// What the list shows at one moment.
    public struct State: Sendable {
        /// The items loaded so far, in the server's order, each id once.
        public internal(set) var items: [ItemSummary] = []
        /// Whether a page is being loaded.
        public internal(set) var isLoading = false
        /// Whether more pages may exist: `false` once a page came back empty.
        public internal(set) var mayHaveMore = true
        /// Why the last load failed; cleared by the next successful load.
        public internal(set) var lastError: OpenMarketError?
        /// The number of the last page loaded, 0 before the first.
        public internal(set) var lastLoadedPage = 0
    }

    /// The list now; every change is also sent to `states()` and `onChange`.
    public private(set) var state = State() {
        didSet {
            let state = state
            // Outside the lock: a stream ending meanwhile takes the lock to leave the list.
            for observer in observers.withLock({ Array($0.values) }) { observer.yield(state) }
            onChange?(state)
        }
    }

    /// Called on the main actor with every new state, as it happens.
    public var onChange: (@MainActor (State) -> Void)?

    /// The items loaded so far, in the server's order, each id once.
    public var items: [ItemSummary] { state.items }
    /// Whether a page is being loaded.
    public var isLoading: Bool { state.isLoading }
    /// Whether more pages may exist: `false` once a page came back empty.
    public var mayHaveMore: Bool { state.mayHaveMore }
    /// Why the last load failed; cleared by the next successful load. Call `loadNextPage()` again to retry.
    public var lastError: OpenMarketError? { state.lastError }
    /// The number of the last page loaded, 0 before the first.
    public var lastLoadedPage: Int { state.lastLoadedPage }

    private let source: any ItemPageSource
    private var shownIDs: Set<Int> = []
    /// Bumped by `refresh()`, so the answer to a load started before it is ignored.
    private var generation = 0
    /// The continuations of the streams `states()` made; a lock, so `deinit` can finish them.
    private let observers = Locked<[UUID: AsyncStream<State>.Continuation]>([:])

    /// Creates a paginator that loads pages from `source`.
    public init(source: any ItemPageSource) {
        self.source = source
    }

    deinit {
        // Finished outside the lock: finishing runs `onTermination`, which takes it.
        let remaining = observers.withLock { observers in
            defer { observers = [:] }
            return Array(observers.values)
        }
        for observer in remaining { observer.finish() }
    }

    /// The current state, then every change, until the paginator goes away. A consumer slower
    /// than the changes gets the newest state, never a backlog.
    public func states() -> AsyncStream<State> {
        let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        continuation.onTermination = { [observers] _ in observers.withLock { $0[id] = nil } }
        continuation.yield(state)
        observers.withLock { $0[id] = continuation }
        return stream
    }

    /// Loads the next page and appends the items not shown yet; does nothing while a load is in
    /// flight or after an empty page.
    ///
    /// - Returns: the items appended.
    @discardableResult
    public func loadNextPage() async -> [ItemSummary] {
        guard !state.isLoading, state.mayHaveMore else { return [] }
        let number = state.lastLoadedPage + 1
        guard let page = await load(page: number) else { return [] }
        return append(page, number: number)
    }

    /// Starts again from page 1: once it arrives it replaces the items; if it fails, the items
    /// stay and `lastError` says why. A load in flight is superseded.
    public func refresh() async {
        generation += 1
        guard let page = await load(page: 1) else { return }
        shownIDs = []
        append(page, number: 1, replacing: true)
    }

    private func load(page number: Int) async -> ItemPage? {
        state.isLoading = true
        let generation = generation
        let result: Result<ItemPage, OpenMarketError>
        do {
            result = .success(try await source.page(number))
        } catch {
            result = .failure(error)
        }
        guard generation == self.generation else { return nil }
        var next = state
        next.isLoading = false
        defer { state = next }
        switch result {
        case .success(let page):
            next.lastError = nil
            return page
        case .failure(let error):
            next.lastError = error
            return nil
        }
    }

    /// Adds `page`'s new items — to an empty list when `replacing` — in one change of state.
    @discardableResult
    private func append(_ page: ItemPage, number: Int, replacing: Bool = false) -> [ItemSummary] {
        var next = state
        defer { state = next }
        if replacing {
            next.items = []
            next.mayHaveMore = true
        }
        next.lastLoadedPage = number
        guard !page.items.isEmpty else {
            next.mayHaveMore = false
            return []
        }
        let new = page.items.filter { shownIDs.insert($0.id).inserted }
        next.items += new
        return new
    }
}
