import Foundation
import Imaging
import TestSupport

@testable import OpenMarketServer

/// Items and images for the storage and route tests, made from the real image fixtures.
enum ItemFactory {
    /// The fixture JPEG and PNG through the real pipeline, named afresh on every call.
    static func images(_ count: Int = 2) throws -> [StoredImageUpload] {
        let pipeline = ImagePipeline()
        let jpeg = try pipeline.process(ImageFixtures.jpeg)
        let png = try pipeline.process(ImageFixtures.png)
        return (0..<count).map { StoredImageUpload($0.isMultiple(of: 2) ? jpeg : png) }
    }

    /// A valid new item called `title`.
    static func newItem(_ title: String = "Desk lamp", images: Int = 2, registered: Double = 1_700_000_000.5) throws
        -> NewItem
    {
        NewItem(
            fields: ItemFields(
                title: title, descriptions: "A lamp for a desk.", price: 12000, currency: "KRW",
                stock: 1_000_000_000_000, discountedPrice: 9900),
            passwordHash: "$2b$04$not-a-real-hash", registrationDate: registered, images: try Self.images(images))
    }
}
