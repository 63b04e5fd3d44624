import Foundation
import Networking
import OpenMarketAPI

/// The Open Market API, typed: every endpoint of the contract, failures as `OpenMarketError`.
///
/// ```swift
/// let market = OpenMarketClient(network: NetworkClient(baseURL: serverURL, transport: AsyncHTTPClientTransport()))
/// let first = try await market.page(1)
/// let item = try await market.verifyPassword(id: 3, "secret")  // before opening the edit screen
/// ```
public struct OpenMarketClient: ItemPageSource {
    /// Sends the requests; its base URL is the server's.
    public let network: NetworkClient

    /// The most photos an item may have.
    public static var maxImages: Int { OpenMarketLimits.maxImages }

    /// Creates a client that sends through `network`.
    public init(network: NetworkClient) {
        self.network = network
    }

    /// Page `number` (from 1): up to 20 summaries, newest first; a page past the end has none.
    public func page(_ number: Int) async throws(OpenMarketError) -> ItemPage {
        try await send(Request<ItemPage>(path: OpenMarketPath.page(number)), notFound404: .notFound)
    }

    /// Page `number` (from 1) of the products `query` finds, in its order; a page past the end has none.
    ///
    /// - Throws: `.invalid(reason:)` with the server's sentence when it cannot read a parameter.
    public func page(_ number: Int, query: MarketQuery) async throws(OpenMarketError) -> ItemPage {
        let parameters = Dictionary(
            query.parameters(names: .api2021).map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        return try await send(
            Request<ItemPage>(path: OpenMarketPath.page(number), query: parameters), notFound404: .notFound)
    }

    /// The pages of what `query` finds, to scroll with `ItemPaginator(source: market.listing(query))`.
    public func listing(_ query: MarketQuery) -> MarketListing { MarketListing(client: self, query: query) }

    /// The item numbered `id`, with its descriptions and full-size images.
    ///
    /// - Throws: `.notFound` when there is no such item.
    public func item(id: Int) async throws(OpenMarketError) -> ItemDetail {
        try await send(Request<ItemDetail>(path: OpenMarketPath.item(id)), notFound404: .notFound)
    }

    /// Registers a product and returns it as the server stored it.
    ///
    /// - Throws: `.invalid(reason:)` without sending when there are not 1 to 5 images, or with the
    ///   server's reason when it refuses a field.
    public func register(_ registration: ItemRegistration) async throws(OpenMarketError) -> ItemDetail {
        try Self.checkImageCount(registration.images)
        let request = Request<ItemDetail>(
            method: .post, path: OpenMarketPath.register, body: .multipart(ItemFormBuilder.form(for: registration)))
        return try await send(request, notFound404: .notFound)
    }

    /// Changes the fields `update` gives, checking its password.
    ///
    /// - Throws: `.wrongPasswordOrNotFound`, `.invalid(reason:)`, `.tooManyAttempts(reason:)`.
    public func update(id: Int, _ update: ItemUpdate) async throws(OpenMarketError) -> ItemDetail {
        if let images = update.images { try Self.checkImageCount(images) }
        let request = Request<ItemDetail>(
            method: .patch, path: OpenMarketPath.item(id), body: .multipart(ItemFormBuilder.form(update)))
        return try await send(request, notFound404: .wrongPasswordOrNotFound)
    }

    /// Checks `password` for the item without changing it (a PATCH carrying only the password), as
    /// the app does before it opens the edit screen; returns the item.
    ///
    /// - Throws: `.wrongPasswordOrNotFound`, `.tooManyAttempts(reason:)`.
    public func verifyPassword(id: Int, _ password: String) async throws(OpenMarketError) -> ItemDetail {
        try await update(id: id, ItemUpdate(password: password))
    }

    /// Deletes the item and returns what it was.
    ///
    /// - Throws: `.wrongPasswordOrNotFound`, `.tooManyAttempts(reason:)`.
    public func delete(id: Int, password: String) async throws(OpenMarketError) -> ItemDetail {
        let request = Request<ItemDetail>(
            method: .delete, path: OpenMarketPath.item(id), body: .json(DeleteItemRequest(password: password)))
        return try await send(request, notFound404: .wrongPasswordOrNotFound)
    }

    private func send<Output>(_ request: Request<Output>, notFound404: OpenMarketError) async throws(OpenMarketError)
        -> Output
    {
        try await network.sendMarket(request, notFound404: notFound404)
    }

    /// The server's own rule and wording, checked before uploading megabytes it would refuse.
    private static func checkImageCount(_ images: [ItemImage]) throws(OpenMarketError) {
        if images.isEmpty { throw .invalid(reason: "At least one image is required (images[]).") }
        if images.count > maxImages { throw .invalid(reason: "The number of images must be 5 or less") }
    }
}
