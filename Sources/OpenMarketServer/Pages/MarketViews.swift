import OpenMarketAPI

/// One product in the grid. Image addresses are paths on this server: the page and its pictures
/// share an origin, whatever Host the browser used.
struct ProductCardView {
    let id: Int
    let title: String
    let thumbnail: String
    let price: String
    let discountedPrice: String?
    let stock: String
    let soldOut: Bool

    init(_ record: ItemRecord) {
        id = record.id
        title = record.fields.title
        thumbnail = record.images.first.map { OpenMarketPath.thumbnail($0.names.thumbnail) } ?? ""
        price = MarketText.price(record.fields.price, record.fields.currency)
        discountedPrice = record.fields.discountedPrice.map { MarketText.price($0, record.fields.currency) }
        stock = MarketText.stock(record.fields.stock)
        soldOut = record.fields.stock == 0
    }
}

/// `/market?page=N`: one page of the grid and the links around it.
struct MarketListView {
    let page: Int
    let products: [ProductCardView]
    let isEmpty: Bool
    /// Whether this is page 1: empty, it means an empty market rather than a page past the end.
    let isFirstPage: Bool
    let previousPage: Int?
    let nextPage: Int?
    let notice: String?
    /// The blank card scripts fill in for products of later pages.
    let cardTemplate = ["id": "", "title": "", "thumbnail": "", "price": "", "stock": ""]

    init(page: Int, records: [ItemRecord], pageSize: Int, notice: String?) {
        self.page = page
        products = records.map(ProductCardView.init)
        isEmpty = records.isEmpty
        isFirstPage = page == 1
        // Past the last page the page before is as empty; the empty state leads back to page 1.
        previousPage = page > 1 && !records.isEmpty ? page - 1 : nil
        nextPage = records.count == pageSize ? page + 1 : nil
        self.notice = notice
    }
}

/// `/market/items/{id}`: every field and every photo.
struct ProductView {
    struct Photo {
        let number: Int
        let image: String
        let isFirst: Bool
    }

    let id: Int
    let title: String
    let descriptions: String
    let price: String
    let discountedPrice: String?
    let stock: String
    let soldOut: Bool
    let currency: String
    let registered: String
    let photos: [Photo]
    let photoCount: Int
    let hasSeveralPhotos: Bool
    /// What the page says after the change that led to it ("Your product is registered.").
    let notice: String?

    init(_ record: ItemRecord, notice: String? = nil) {
        self.notice = notice
        let card = ProductCardView(record)
        id = record.id
        title = record.fields.title
        descriptions = record.fields.descriptions
        price = card.price
        discountedPrice = card.discountedPrice
        stock = card.stock
        soldOut = card.soldOut
        currency = record.fields.currency
        registered = MarketText.date(record.registrationDate)
        photos = record.images.enumerated().map { index, image in
            Photo(number: index + 1, image: OpenMarketPath.image(image.names.image), isFirst: index == 0)
        }
        photoCount = record.images.count
        hasSeveralPhotos = record.images.count > 1
    }
}

/// The register and edit forms: the fields, prefilled when editing, and the limits the browser
/// checks before sending — the API's own numbers.
struct MarketFormView {
    let id: Int?
    let title: String
    let descriptions: String
    let price: String
    let currency: String
    let stock: String
    let discountedPrice: String
    let maxImages = OpenMarketLimits.maxImages
    let maxImageBytes = OpenMarketLimits.maxImageBytes
    let compressedImageBytes = OpenMarketLimits.compressedImageBytes
    let compressedKB = OpenMarketLimits.compressedImageBytes / 1000
    let titleMax = ItemFormField.title.maxLength
    let descriptionsMax = ItemFormField.descriptions.maxLength
    let currencyMax = ItemFormField.currency.maxLength
    let passwordMax = ItemFormField.password.maxLength

    /// An empty form for a new product.
    static let registering = MarketFormView(
        id: nil, title: "", descriptions: "", price: "", currency: "KRW", stock: "", discountedPrice: "")

    private init(
        id: Int?, title: String, descriptions: String, price: String, currency: String, stock: String,
        discountedPrice: String
    ) {
        self.id = id
        self.title = title
        self.descriptions = descriptions
        self.price = price
        self.currency = currency
        self.stock = stock
        self.discountedPrice = discountedPrice
    }

    /// The form for changing `record`, filled with what it holds.
    init(editing record: ItemRecord) {
        self.init(
            id: record.id, title: record.fields.title, descriptions: record.fields.descriptions,
            price: MarketAmount.text(record.fields.price), currency: record.fields.currency,
            stock: "\(record.fields.stock)", discountedPrice: record.fields.discountedPrice.map(MarketAmount.text) ?? ""
        )
    }
}
