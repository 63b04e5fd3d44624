import Foundation
import OpenMarketAPI

/// `/market/items/{id}`: the photos with their thumbnails, the price once, who sells it and what
/// else they sell, and the description.
struct ProductView {
    struct Photo {
        let number: Int
        let image: String
        let thumbnail: String
        let isFirst: Bool
    }

    let id: Int
    let title: String
    let descriptions: String
    let card: ProductCardView
    let registered: String
    let registeredExact: String
    let registeredMachine: String
    let photos: [Photo]
    let photoCount: Int
    let hasSeveralPhotos: Bool
    let seller: String
    /// The seller's first letter, for the avatar.
    let sellerInitial: String
    let sellerLink: String
    /// "42 products" — the seller's, this one included.
    let sellerCount: String
    /// Up to four of the seller's other products, newest first.
    let others: [ProductCardView]
    let hasOthers: Bool
    /// What the page says after the change that led to it ("Your product is registered.").
    let notice: String?

    /// How many of the seller's other products the page shows.
    static let otherCount = 4

    init(
        _ record: ItemRecord, sellerTotal: Int, others: [ItemRecord], locale: Locale, now: Date,
        notice: String? = nil
    ) {
        self.notice = notice
        id = record.id
        title = record.fields.title
        descriptions = record.fields.descriptions
        card = ProductCardView(record, locale: locale)
        registered = MarketText.relative(record.registrationDate, now: now)
        registeredExact = MarketText.exact(record.registrationDate, locale: locale)
        registeredMachine = MarketText.machine(record.registrationDate)
        photos = record.images.enumerated().map { index, image in
            Photo(
                number: index + 1, image: OpenMarketPath.image(image.names.image),
                thumbnail: OpenMarketPath.thumbnail(image.names.thumbnail), isFirst: index == 0)
        }
        photoCount = record.images.count
        hasSeveralPhotos = record.images.count > 1
        seller = MarketSellerName.of(record)
        sellerInitial = seller.first.map { String($0).uppercased() } ?? "?"
        sellerLink = MarketLinks.list(MarketQuery(seller: MarketSellerName.seller(of: record)))
        sellerCount = "\(sellerTotal.formatted(.number.locale(locale))) product\(sellerTotal == 1 ? "" : "s")"
        self.others = others.filter { $0.id != record.id }.prefix(Self.otherCount).map {
            ProductCardView($0, locale: locale)
        }
        hasOthers = !self.others.isEmpty
    }
}
