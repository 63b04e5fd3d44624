import OpenMarketAPI
import WebPages

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
    /// Who is looking: the header, and the token the seller's form carries.
    var viewer: MarketViewer? = nil
    /// Whether the signed-in seller edits their own product: no password is asked.
    var sellerEdits = false {
        didSet { refresh() }
    }
    /// Whether the form is a seller's (registering, or editing their own): ISO currencies, prices
    /// with cents, a category, no password.
    // Stored, not computed: templates read a view's stored properties only.
    private(set) var sellerForm = false
    /// The product's category, when it has one.
    var category: MarketCategory? = nil {
        didSet { refresh() }
    }
    /// The categories to choose from, the product's chosen.
    private(set) var categories: [SelectOption] = []
    /// ISO 4217's currencies, the most used first, the product's chosen.
    private(set) var currencies: [SelectOption] = []

    private mutating func refresh() {
        sellerForm = id == nil || sellerEdits
        categories = Self.categories(category)
        currencies = Self.currencies(currency)
    }

    private static func categories(_ category: MarketCategory?) -> [SelectOption] {
        [SelectOption(value: "", label: "Choose a category", selected: category == nil)]
            + MarketCategory.allCases.map {
                SelectOption(value: $0.rawValue, label: $0.label, selected: $0 == category)
            }
    }

    private static func currencies(_ currency: String) -> [SelectOption] {
        let popular = ISOCurrency.popular.compactMap(ISOCurrency.named)
        let rest = ISOCurrency.all.filter { !ISOCurrency.popular.contains($0.code) }
        return (popular + rest).map {
            SelectOption(value: $0.code, label: "\($0.code) — \($0.name)", selected: $0.code == currency.uppercased())
        }
    }

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
        refresh()
    }

    /// The form for changing `record`, filled with what it holds.
    init(editing record: ItemRecord) {
        self.init(
            id: record.id, title: record.fields.title, descriptions: record.fields.descriptions,
            price: Self.amount(record.fields.price, record.fields.currency), currency: record.fields.currency,
            stock: "\(record.fields.stock)",
            discountedPrice: record.fields.discountedPrice.map { Self.amount($0, record.fields.currency) } ?? "",
            currentPhotos: record.images.enumerated().map { index, image in
                CurrentPhoto(
                    number: index + 1, name: image.names.image,
                    thumbnail: OpenMarketPath.thumbnail(image.names.thumbnail))
            })
        category = record.category
    }

    /// `amount` as the form shows it: with the currency's cents when it is one of ISO 4217's.
    private static func amount(_ amount: Double, _ currency: String) -> String {
        ISOCurrency.named(currency).map { TypedAmount.text(amount, in: $0) } ?? MarketAmount.text(amount)
    }
}
