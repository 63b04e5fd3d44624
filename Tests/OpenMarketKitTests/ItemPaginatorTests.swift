import Foundation
import Locks
import OpenMarketAPI
import OpenMarketKit
import Testing

@Suite("ItemPaginator: infinite scroll without a screen")
@MainActor
struct ItemPaginatorTests {
    @Test("each call loads the next page and appends its items")
    func loadsPagesInOrder() async {
        // Given
        let source = ScriptedPages([1: .page(ids: 1...3), 2: .page(ids: 4...5)])
        let paginator = ItemPaginator(source: source)
        // When
        let first = await paginator.loadNextPage()
        await paginator.loadNextPage()
        // Then
        #expect(first.map(\.id) == [1, 2, 3])
        #expect(paginator.items.map(\.id) == [1, 2, 3, 4, 5])
        #expect(paginator.lastLoadedPage == 2)
        #expect(source.requestedPages == [1, 2])
    }

    @Test("a second call while a page is loading does nothing")
    func noDoubleLoad() async {
        // Given a page that is held until released
        let source = ScriptedPages([1: .page(ids: 1...3)], holding: true)
        let paginator = ItemPaginator(source: source)
        let firstLoad = Task { await paginator.loadNextPage() }
        await source.waitForRequests(1)
        #expect(paginator.isLoading)
        // When (in a task of its own, so that a paginator which did load again cannot hang the test)
        let secondLoad = Task { await paginator.loadNextPage() }
        await Task.yield()
        source.release()
        _ = await firstLoad.value
        let second = await secondLoad.value
        // Then
        #expect(second.isEmpty)
        #expect(source.requestedPages == [1])
        #expect(paginator.items.count == 3)
        #expect(!paginator.isLoading)
    }

    @Test("an empty page ends the list: no more requests after it")
    func stopsOnEmptyPage() async {
        let source = ScriptedPages([1: .page(ids: 1...2), 2: .page(ids: [Int]())])
        let paginator = ItemPaginator(source: source)
        await paginator.loadNextPage()
        await paginator.loadNextPage()
        #expect(!paginator.mayHaveMore)
        await paginator.loadNextPage()
        #expect(source.requestedPages == [1, 2])
        #expect(paginator.items.map(\.id) == [1, 2])
    }

    @Test("items already shown are not appended again when new items shift the pages")
    func deduplicatesByID() async {
        // Given page 2 repeats two items of page 1, as happens when two items are registered meanwhile
        let source = ScriptedPages([1: .page(ids: 1...4), 2: .page(ids: [3, 4, 5, 6])])
        let paginator = ItemPaginator(source: source)
        // When
        await paginator.loadNextPage()
        let appended = await paginator.loadNextPage()
        // Then
        #expect(appended.map(\.id) == [5, 6])
        #expect(paginator.items.map(\.id) == [1, 2, 3, 4, 5, 6])
    }

    @Test("a failed page is reported and the same page is asked again on retry")
    func retryAfterFailure() async {
        // Given
        let source = ScriptedPages([1: .page(ids: 1...2), 2: .failure])
        let paginator = ItemPaginator(source: source)
        await paginator.loadNextPage()
        // When
        await paginator.loadNextPage()
        // Then
        #expect(paginator.lastError != nil)
        #expect(paginator.mayHaveMore && !paginator.isLoading)
        // When the server is back
        source.script[2] = .page(ids: 3...4)
        await paginator.loadNextPage()
        // Then
        #expect(paginator.lastError == nil)
        #expect(source.requestedPages == [1, 2, 2])
        #expect(paginator.items.map(\.id) == [1, 2, 3, 4])
    }

    @Test("refresh starts again at page 1 and replaces the items once it arrives")
    func refresh() async {
        // Given a list scrolled to its end
        let source = ScriptedPages([1: .page(ids: 1...2), 2: .page(ids: [Int]())])
        let paginator = ItemPaginator(source: source)
        await paginator.loadNextPage()
        await paginator.loadNextPage()
        #expect(!paginator.mayHaveMore)
        // When an item was registered and the person pulls to refresh
        source.script[1] = .page(ids: [9, 1, 2])
        await paginator.refresh()
        // Then
        #expect(paginator.items.map(\.id) == [9, 1, 2])
        #expect(paginator.mayHaveMore && paginator.lastLoadedPage == 1)
        await paginator.loadNextPage()
        #expect(source.requestedPages == [1, 2, 1, 2])
    }

    @Test("a refresh that fails keeps the items and says why")
    func failedRefresh() async {
        let source = ScriptedPages([1: .page(ids: 1...2)])
        let paginator = ItemPaginator(source: source)
        await paginator.loadNextPage()
        source.script[1] = .failure
        await paginator.refresh()
        #expect(paginator.items.map(\.id) == [1, 2])
        #expect(paginator.lastError != nil)
    }

    @Test("the answer to a load that a refresh superseded is ignored")
    func refreshSupersedesLoad() async {
        // Given page 2 is loading, held
        let source = ScriptedPages([1: .page(ids: 1...2), 2: .page(ids: 3...4)])
        let paginator = ItemPaginator(source: source)
        await paginator.loadNextPage()
        source.hold()
        let staleLoad = Task { await paginator.loadNextPage() }
        await source.waitForRequests(2)
        // When a refresh comes in (answered at once) and then the old page 2 arrives
        source.script[1] = .page(ids: [5, 1, 2])
        let refresh = Task { await paginator.refresh() }
        await source.waitForRequests(3)
        source.release()
        await refresh.value
        #expect(await staleLoad.value.isEmpty)
        // Then
        #expect(paginator.items.map(\.id) == [5, 1, 2])
        #expect(paginator.lastLoadedPage == 1)
    }

    @Test("states() sends the state now, then each change, ending with the page's items")
    func statesStream() async {
        // Given a screen following the paginator
        let source = ScriptedPages([1: .page(ids: 1...3)])
        let paginator = ItemPaginator(source: source)
        var states = paginator.states().makeAsyncIterator()
        let initial = await states.next()
        #expect(initial?.items.isEmpty == true && initial?.isLoading == false)
        // When a page loads
        await paginator.loadNextPage()
        // Then the newest state the stream holds is the loaded one
        let latest = await states.next()
        #expect(latest?.items.map(\.id) == [1, 2, 3])
        #expect(latest?.isLoading == false && latest?.lastLoadedPage == 1)
    }

    @Test("the stream ends when the paginator goes away")
    func statesEnd() async {
        var paginator: ItemPaginator? = ItemPaginator(source: ScriptedPages([:]))
        let stream = paginator!.states()
        paginator = nil
        var count = 0
        for await _ in stream { count += 1 }
        #expect(count == 1, "the state it had, then the end")
    }

    @Test("the @Observable paginator's state follows every change at once")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func observable() async {
        let market = ObservableItemPaginator(source: ScriptedPages([1: .page(ids: 1...2), 2: .page(ids: [Int]())]))
        await market.loadNextPage()
        #expect(market.state.items.map(\.id) == [1, 2])
        await market.loadNextPage()
        #expect(!market.state.mayHaveMore)
    }
}

/// Pages scripted by number, optionally held until the test releases them.
final class ScriptedPages: ItemPageSource {
    enum Script: Sendable {
        case items([ItemSummary])
        case failure

        static func page(ids: some Sequence<Int>) -> Script {
            .items(
                ids.map {
                    ItemSummary(
                        id: $0, title: "Item \($0)", price: 10, currency: "USD", stock: 1, thumbnails: [],
                        registrationDate: 0)
                })
        }
    }

    private struct State {
        var script: [Int: Script]
        var requested: [Int] = []
        /// Requests wait here while it is closed.
        var gate: Gate?
    }
    private let state: Locked<State>

    init(_ script: [Int: Script], holding: Bool = false) {
        state = Locked(State(script: script, gate: holding ? Gate() : nil))
    }

    var script: [Int: Script] {
        get { state.withLock { $0.script } }
        set { state.withLock { $0.script = newValue } }
    }

    var requestedPages: [Int] { state.withLock { $0.requested } }

    /// Holds every following request until `release()`.
    func hold() { state.withLock { $0.gate = Gate() } }

    /// Lets held requests answer, and the following ones too.
    func release() { state.withLock { $0.gate }?.open() }

    func waitForRequests(_ count: Int) async {
        let deadline = ContinuousClock.now + .seconds(10)
        while requestedPages.count < count {
            guard ContinuousClock.now < deadline else {
                Issue.record("expected \(count) page requests, got \(requestedPages)")
                return
            }
            await Task.yield()
        }
    }

    func page(_ number: Int) async throws(OpenMarketError) -> ItemPage {
        let gate = state.withLock { state in
            state.requested.append(number)
            return state.gate
        }
        await gate?.wait()
        switch script[number] ?? .items([]) {
        case .items(let items): return ItemPage(page: number, items: items)
        case .failure: throw .server(status: 503, reason: "Try later.")
        }
    }
}
