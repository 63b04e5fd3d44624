import Foundation
import Networking
import OpenMarketAPI
import OpenMarketKit

/// Every request OpenMarketKit can make, against `open-market.yaml`: `OpenMarketClient`'s
/// endpoints (its `MarketListing` and `ItemPaginator` page through `page(_:query:)` and `page(_:)`),
/// and `ImageLoader`'s downloads of the URLs an item lists.
enum OpenMarketKitCalls {
    /// The server the calls go to.
    static let server = URL(string: "https://market.example.com")!

    /// A client of `server` sending through `transport`, without retries.
    static func client(_ transport: some HTTPTransport) -> OpenMarketClient {
        OpenMarketClient(network: NetworkClient(baseURL: server, transport: transport, retryPolicy: .none))
    }

    /// A JPEG's first bytes: enough for the client, which sends photos as they are.
    static let photo = ItemImage(
        data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]), filename: "lamp.jpg", mediaType: "image/jpeg")

    /// A registration with every field, a discount included.
    static let registration = ItemRegistration(
        title: "Brass desk lamp", descriptions: "Warm light, heavy base.", price: 35_000, currency: "KRW", stock: 12,
        discountedPrice: 5_000, images: [photo, photo], password: "a password only you know")

    /// An edit of every field, with photos placed among those kept.
    static let update: ItemUpdate = {
        var update = ItemUpdate(
            password: "demo1234", title: "Brass lamp", descriptions: "Warm light.", price: 32_000, currency: "KRW",
            stock: 11, discountedPrice: 2_000, images: [photo])
        update.imageOrder = ImageOrder([.kept(name: "dab82c78-e8d9-4ff0-ba07-32fcaf5279d5.jpg"), .new(1)])
        return update
    }()

    /// A search narrowed and sorted every way the 2021 API's listing takes.
    static let query = MarketQuery(search: "desk lamp", sort: .priceLowToHigh, currency: "KRW", seller: .vendor(7))

    /// The client's calls.
    static let clientCalls: [KitCall<OpenMarketClient>] = [
        KitCall("OpenMarketClient.page(_:)") { _ = try await $0.page(1) },
        KitCall("OpenMarketClient.page(_:query:)") { _ = try await $0.page(2, query: query) },
        KitCall("OpenMarketClient.page(_:query:) for products of the 2021 API") {
            _ = try await $0.page(1, query: MarketQuery(sort: .biggestDiscount, seller: .openMarket2021))
        },
        KitCall("OpenMarketClient.listing(_:).page(_:)") { _ = try await $0.listing(query).page(3) },
        KitCall("ItemPaginator(source: OpenMarketClient).loadNextPage()") { client in
            _ = await ItemPaginator(source: client).loadNextPage()
        },
        KitCall("OpenMarketClient.item(id:)") { _ = try await $0.item(id: 7) },
        KitCall("OpenMarketClient.register(_:)") { _ = try await $0.register(registration) },
        KitCall("OpenMarketClient.update(id:_:)") { _ = try await $0.update(id: 7, update) },
        KitCall("OpenMarketClient.verifyPassword(id:_:)") { _ = try await $0.verifyPassword(id: 7, "demo1234") },
        KitCall("OpenMarketClient.delete(id:password:)") { _ = try await $0.delete(id: 7, password: "demo1234") },
    ]

    /// A client of `server` for a signed-in person, sending through `transport` with a token, without retries.
    static func account(_ transport: some HTTPTransport) -> MarketAccountClient {
        MarketAccountClient(
            network: NetworkClient(
                baseURL: server, transport: transport, behavior: AuthTokenHeaderBehavior(token: { "token" }),
                retryPolicy: .none))
    }

    /// The signed-in person's calls.
    static let accountCalls: [KitCall<MarketAccountClient>] = [
        KitCall("MarketAccountClient.saved()") { _ = try await $0.saved() },
        KitCall("MarketAccountClient.save(item:)") { _ = try await $0.save(item: 7) },
        KitCall("MarketAccountClient.removeSaved(_:)") { try await $0.removeSaved(3) },
        KitCall("MarketAccountClient.conversations()") { _ = try await $0.conversations() },
        KitCall("MarketAccountClient.conversation(_:)") { _ = try await $0.conversation(2) },
        KitCall("MarketAccountClient.conversation(_:after:)") { _ = try await $0.conversation(2, after: 41) },
        KitCall("MarketAccountClient.startConversation(about:)") { _ = try await $0.startConversation(about: 7) },
        KitCall("MarketAccountClient.send(_:in:)") { _ = try await $0.send("Is it still for sale?", in: 2) },
        KitCall("MarketAccountClient.mark(item:_:conversation:) reserved") {
            _ = try await $0.mark(item: 7, .reserved, conversation: 2)
        },
        KitCall("MarketAccountClient.mark(item:_:) sold") { _ = try await $0.mark(item: 7, .sold) },
    ]

    /// The image loader's calls: the URLs an item's `images` and `thumbnails` hold.
    static let loaderCalls: [KitCall<ImageLoader>] = [
        KitCall("ImageLoader.load(_:) of an image") {
            _ = try await $0.load(
                server.appending(path: OpenMarketPath.image("dab82c78-e8d9-4ff0-ba07-32fcaf5279d5.jpg")))
        },
        KitCall("ImageLoader.load(_:) of a thumbnail") {
            _ = try await $0.load(
                server.appending(path: OpenMarketPath.thumbnail("dab82c78-e8d9-4ff0-ba07-32fcaf5279d5-thumbnail.jpg")))
        },
    ]
}
