import Foundation
import OpenMarketAPI
import WebPages

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
    /// "Reserved" or "Sold"; `nil` on sale.
    let status: String?
    /// Who is looking.
    let viewer: MarketViewer
    /// The heart, for a signed-in person.
    let heart: ProductCardView.Heart?
    /// Whether the person looking sells it: they edit, delete and mark it without a password.
    let isOwn: Bool
    /// Whether it is an app's product, changed with its own password.
    let byPassword: Bool
    /// Whether the person looking may start a conversation with the seller.
    let canChat: Bool
    /// Whether to offer signing in to chat.
    let signInToChat: Bool
    /// The seller's choices of state, the current one chosen.
    let statuses: [SelectOption]
    /// The buyers it can be reserved for: the people who wrote about it, whom it is reserved for chosen.
    let buyers: [SelectOption]
    let hasBuyers: Bool

    /// How many of the seller's other products the page shows.
    static let otherCount = 4

    /// `record`'s page for `viewer`; `personal` is what a signed-in person sees beyond everyone.
    init(
        _ record: ItemRecord, sellerTotal: Int, others: [ItemRecord], locale: Locale, now: Date,
        notice: String? = nil, viewer: MarketViewer, personal: ProductPersonal? = nil
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
        sellerLink =
            record.vendor.map { "/market/sellers/\($0.id)" }
            ?? MarketLinks.list(MarketQuery(seller: MarketSellerName.seller(of: record)))
        status = record.status.label
        self.viewer = viewer
        let hasSellerAccount = record.sellerAccount != nil
        isOwn = hasSellerAccount && record.sellerAccount == viewer.user?.id
        // Saving is for what someone else sells.
        heart =
            isOwn
            ? nil
            : personal.map {
                ProductCardView.Heart(saved: $0.saved, csrf: viewer.csrf, back: "/market/items/\(record.id)")
            }
        byPassword = !hasSellerAccount
        canChat = hasSellerAccount && !isOwn && viewer.signedIn
        signInToChat = hasSellerAccount && !viewer.signedIn
        statuses =
            isOwn
            ? MarketItemStatus.allCases.map {
                SelectOption(value: $0.rawValue, label: $0.label ?? "On sale", selected: $0 == record.status)
            } : []
        buyers =
            isOwn
            ? (personal?.buyers ?? []).map {
                SelectOption(value: "\($0.conversation)", label: $0.name, selected: $0.buyer == record.reservedFor)
            } : []
        hasBuyers = !buyers.isEmpty
        sellerCount = "\(sellerTotal.formatted(.number.locale(locale))) product\(sellerTotal == 1 ? "" : "s")"
        self.others = others.filter { $0.id != record.id }.prefix(Self.otherCount).map {
            ProductCardView($0, locale: locale)
        }
        hasOthers = !self.others.isEmpty
    }
}

/// What a signed-in person sees on a product's page beyond everyone: whether they saved it, and —
/// read for its seller — the buyers who wrote about it.
struct ProductPersonal: Sendable {
    /// A buyer who wrote about the product: their conversation, name and account.
    struct Buyer: Sendable {
        let conversation: Int
        let name: String
        let buyer: UUID
    }

    let saved: Bool
    let buyers: [Buyer]
}
