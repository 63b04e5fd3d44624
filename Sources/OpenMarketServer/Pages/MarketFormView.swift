import OpenMarketAPI

/// The register and edit forms: the fields, prefilled when editing, and the limits the browser
/// checks before sending — the API's own numbers.
struct MarketFormView {
    /// A photo the product has, shown on the edit form to keep, move or remove.
    struct CurrentPhoto {
        let number: Int
        /// The name `image_order` keeps it by.
        let name: String
        let thumbnail: String
    }

    let id: Int?
    let title: String
    let descriptions: String
    let price: String
    let currency: String
    let stock: String
    let discountedPrice: String
    let currentPhotos: [CurrentPhoto]
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
        id: nil, title: "", descriptions: "", price: "", currency: "KRW", stock: "", discountedPrice: "",
        currentPhotos: [])

    private init(
        id: Int?, title: String, descriptions: String, price: String, currency: String, stock: String,
        discountedPrice: String, currentPhotos: [CurrentPhoto]
    ) {
        self.id = id
        self.title = title
        self.descriptions = descriptions
        self.price = price
        self.currency = currency
        self.stock = stock
        self.discountedPrice = discountedPrice
        self.currentPhotos = currentPhotos
    }

    /// The form for changing `record`, filled with what it holds.
    init(editing record: ItemRecord) {
        self.init(
            id: record.id, title: record.fields.title, descriptions: record.fields.descriptions,
            price: MarketAmount.text(record.fields.price), currency: record.fields.currency,
            stock: "\(record.fields.stock)",
            discountedPrice: record.fields.discountedPrice.map(MarketAmount.text) ?? "",
            currentPhotos: record.images.enumerated().map { index, image in
                CurrentPhoto(
                    number: index + 1, name: image.names.image,
                    thumbnail: OpenMarketPath.thumbnail(image.names.thumbnail))
            })
    }
}
