import Foundation
import ImageFormats
import Imaging
import OpenMarketAPI

/// An item as stored, password hash included (it never leaves the server).
struct ItemRecord: Sendable, Equatable {
    var id: Int
    var fields: ItemFields
    var registrationDate: Double
    /// The hash of the per-item password of the 2021 API; `nil` for an item a vendor registered
    /// through the 2022 API, which no password opens.
    var passwordHash: String?
    /// The vendor who registered it through the 2022 API (or owns the demo catalogue); `nil` for an
    /// item registered through the 2021 API, which no vendor may change.
    var vendor: VendorRecord?
    /// The token the 2022 API's delete flows hand out for this item; `nil` until one is asked for.
    var deleteSecret: String?
    /// The item's images, in order.
    var images: [StoredImage]
    /// On sale, reserved or sold.
    var status: MarketItemStatus = .available
    /// The buyer it is reserved for, while it is.
    var reservedFor: UUID? = nil
    /// Its kind; `nil` for an item registered without one (every item an app registered).
    var category: MarketCategory? = nil

    /// The account of the person selling it on the market's pages; `nil` for an app's item.
    var sellerAccount: UUID? { vendor?.accountID }
}

/// The names one image is served under, full size and thumbnail.
struct ImageNames: Sendable, Equatable {
    let image: String
    let thumbnail: String
}

/// An image as stored: its number (an edit's `thumbnail_id` in the 2022 API) and its names.
struct StoredImage: Sendable, Equatable {
    let id: Int
    let names: ImageNames
}

/// An image ready to store: the cleaned full image and its thumbnail, with the names to serve them by.
struct StoredImageUpload: Sendable {
    let names: ImageNames
    let processed: ProcessedImage

    /// Names `processed` afresh: random, so a URL's content never changes and can be cached forever.
    init(_ processed: ProcessedImage) {
        let stem = UUID().uuidString.lowercased()
        self.init(
            processed,
            names: ImageNames(
                image: "\(stem).\(processed.full.format.fileExtension)",
                thumbnail: "\(stem)-thumbnail.\(processed.thumbnail.format.fileExtension)"))
    }

    /// Stores `processed` under `names`.
    init(_ processed: ProcessedImage, names: ImageNames) {
        self.names = names
        self.processed = processed
    }
}

/// A new item, validated, its password already hashed.
struct NewItem: Sendable {
    var fields: ItemFields
    /// The 2021 API's per-item password, hashed; `nil` for an item registered by a vendor.
    var passwordHash: String?
    /// The vendor registering it, by number; `nil` through the 2021 API.
    var vendorID: Int? = nil
    var registrationDate: Double
    var images: [StoredImageUpload]
    /// Its kind, when the seller chose one.
    var category: MarketCategory? = nil
}

/// What a PATCH changes; `nil` leaves a field as it is.
struct ItemChanges: Sendable {
    var title: String?
    var descriptions: String?
    var price: Double?
    var currency: String?
    var stock: Int64?
    /// `.some(nil)` removes the discount.
    var discountedPrice: Double??
    /// The item's images as they will be, in order: those it keeps and new ones. Images left out
    /// are removed.
    var images: [ImageChange]?
    /// The image (by number) to put first, making its thumbnail the item's.
    var firstImageID: Int?
    /// `.some(nil)` removes the category.
    var category: MarketCategory?? = nil

    /// Whether the PATCH changes nothing (it only checked the password).
    var isEmpty: Bool {
        title == nil && descriptions == nil && price == nil && currency == nil && stock == nil
            && discountedPrice == nil && images == nil && firstImageID == nil && category == nil
    }
}

/// A place in an edited item's photos.
enum ImageChange: Sendable {
    /// An image the item has, by number.
    case kept(id: Int)
    /// A new image.
    case new(StoredImageUpload)

    /// `item`'s photos as an edit leaves them: in `order` (its kept names and new images among
    /// `uploads`), or — without an order — `uploads` replacing them all; `nil` when neither changes them.
    static func arranged(_ order: ImageOrder?, uploads: [StoredImageUpload], of item: ItemRecord) -> [ImageChange]? {
        if let order {
            // The photos as they are, in their order: no change at all.
            if order.slots == item.images.map({ .kept(name: $0.names.image) }) { return nil }
            return order.slots.map { slot in
                switch slot {
                case .kept(let name): .kept(id: item.images.first { $0.names.image == name }?.id ?? 0)
                case .new(let number): .new(uploads[number - 1])
                }
            }
        }
        return uploads.isEmpty ? nil : uploads.map(ImageChange.new)
    }
}

/// Which of an image's two versions.
enum ImageVariant: Sendable {
    case full
    case thumbnail
}

/// Stored image bytes and their media type.
struct ImageFile: Sendable {
    let mediaType: String
    let data: Data
}
