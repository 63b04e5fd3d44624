#if canImport(Observation)
    import Observation
    import OpenMarketAPI

    /// `ItemPaginator` as an `@Observable` object, for SwiftUI on the systems that have Observation
    /// (iOS 17, macOS 14 and later): a view reading `state` is drawn again when it changes.
    ///
    /// ```swift
    /// @State private var market = ObservableItemPaginator(source: client)
    /// List(market.state.items) { … }.task { await market.loadNextPage() }
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @MainActor
    @Observable
    public final class ObservableItemPaginator {
        /// The list now.
        public private(set) var state: ItemPaginator.State
        /// The paginator underneath; its `onChange` is this object's.
        @ObservationIgnored private let paginator: ItemPaginator

        /// A paginator loading pages from `source`.
        public init(source: any ItemPageSource) {
            paginator = ItemPaginator(source: source)
            state = paginator.state
            paginator.onChange = { [weak self] state in self?.state = state }
        }

        /// Loads the next page; see `ItemPaginator.loadNextPage()`.
        @discardableResult
        public func loadNextPage() async -> [ItemSummary] {
            await paginator.loadNextPage()
        }

        /// Starts again from page 1; see `ItemPaginator.refresh()`.
        public func refresh() async {
            await paginator.refresh()
        }
    }
#endif
