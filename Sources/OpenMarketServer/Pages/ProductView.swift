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
    var viewer: MarketViewer? = nil {
        didSet { update() }
    }
    /// The heart, for a signed-in person.
    var heart: ProductCardView.Heart? = nil
    /// Whether the person looking sells it: they edit, delete and mark it without a password.
    var isOwn = false {
        didSet { update() }
    }
    /// Whether its seller has an account, who can be written to.
    let hasSellerAccount: Bool
    // Stored, not computed: templates read a view's stored properties only.
    /// Whether it is an app's product, changed with its own password.
    let byPassword: Bool
    /// Whether the person looking may start a conversation with the seller.
    private(set) var canChat = false
    /// Whether to offer signing in to chat.
    private(set) var signInToChat = false
    /// The seller's choices of state, the current one chosen.
    var statuses: [SelectOption] = []
    /// The buyers it can be reserved for: the people who wrote about it.
    var buyers: [SelectOption] = [] {
        didSet { update() }
    }
    private(set) var hasBuyers = false

    /// The choices that follow from who is looking.
    mutating func update() {
        canChat = hasSellerAccount && !isOwn && viewer?.signedIn == true
        signInToChat = hasSellerAccount && viewer?.signedIn != true
        hasBuyers = !buyers.isEmpty
    }

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
        sellerLink =
            record.vendor.map { "/market/sellers/\($0.id)" }
            ?? MarketLinks.list(MarketQuery(seller: MarketSellerName.seller(of: record)))
        status = record.status.label
        hasSellerAccount = record.sellerAccount != nil
        byPassword = record.sellerAccount == nil
        sellerCount = "\(sellerTotal.formatted(.number.locale(locale))) product\(sellerTotal == 1 ? "" : "s")"
        self.others = others.filter { $0.id != record.id }.prefix(Self.otherCount).map {
            ProductCardView($0, locale: locale)
        }
        hasOthers = !self.others.isEmpty
    }
}
