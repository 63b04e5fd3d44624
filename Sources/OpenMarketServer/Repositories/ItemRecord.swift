import Foundation
import ImageFormats
import Imaging
import ServerSupport

/// An item as stored, password hash included (it never leaves the server).
struct ItemRecord: Sendable, Equatable {
    var id: Int
    var fields: ItemFields
    var registrationDate: Double
    var passwordHash: String
    /// The names of the item's images, in order.
    var images: [ImageNames]
}

/// The names one image is served under, full size and thumbnail.
struct ImageNames: Sendable, Equatable {
    let image: String
    let thumbnail: String
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
    var passwordHash: String
    var registrationDate: Double
    var images: [StoredImageUpload]
}

/// What a PATCH changes; `nil` leaves a field as it is.
struct ItemChanges: Sendable {
    var title: String?
    var descriptions: String?
    var price: Int?
    var currency: String?
    var stock: Int64?
    /// `.some(nil)` removes the discount.
    var discountedPrice: Int??
    /// New images replace all the old ones.
    var images: [StoredImageUpload]?

    /// Whether the PATCH changes nothing (it only checked the password).
    var isEmpty: Bool {
        title == nil && descriptions == nil && price == nil && currency == nil && stock == nil
            && discountedPrice == nil && images == nil
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
