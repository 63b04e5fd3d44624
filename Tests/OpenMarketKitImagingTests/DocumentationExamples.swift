import Foundation
import ImageFormats
import Networking
import NetworkingTesting
import OpenMarketAPI
import OpenMarketKit
import OpenMarketKitImaging
import TestSupport
import Testing

// The examples of OpenMarketKit's documentation catalog, run as written there, with MockTransport in
// place of URLSession and ImagingPhotoCodec in place of ImageIO.

@Suite("The documentation's examples")
@MainActor
struct DocumentationExamples {
    static func page(_ ids: ClosedRange<Int>) -> ItemPage {
        ItemPage(
            page: 1,
            items: ids.map {
                ItemSummary(
                    id: $0, title: "Product \($0)", price: 1000, currency: "KRW", stock: 1, discountedPrice: nil,
                    thumbnails: [], registrationDate: 0)
            })
    }

    @Test("Scrolling the market: states followed, two pages, a refresh")
    func scrolling() async throws {
        let transport = MockTransport([
            .json(Self.page(1...20)), .json(Self.page(21...25)), .json(Self.page(1...20)),
        ])
        let market = OpenMarketClient(
            network: NetworkClient(baseURL: URL(string: "http://127.0.0.1:8080")!, transport: transport))
        let paginator = ItemPaginator(source: market)

        let shown = Task { @MainActor in
            for await state in paginator.states() where state.items.count == 25 { return true }
            return false
        }
        await paginator.loadNextPage()
        await paginator.loadNextPage()
        #expect(await shown.value, "the screen saw both pages")
        await paginator.refresh()
        #expect(paginator.items.count == 20 && paginator.lastLoadedPage == 1)
    }

    @Test("Upload photos small enough")
    func compressing() throws {
        let compressor = ImageCompressor(codec: ImagingPhotoCodec())
        let photo = try compressor.compress(try ImageFixtures.jpeg)
        #expect(photo.data.count <= 300_000)
    }
}
