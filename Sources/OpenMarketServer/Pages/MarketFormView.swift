import Money
import OpenMarketAPI
import WebPages

/// The register and edit forms: the fields, prefilled when editing, and the limits the browser
/// checks before sending — the API's own numbers. A seller's form (registering, or editing their
/// own product) offers ISO 4217's currencies, prices with cents and a category, and asks no
/// password; an app's product is edited after its password.
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
    let viewer: MarketViewer
    /// Whether the signed-in seller edits their own product.
    let sellerEdits: Bool
    /// Whether the form is a seller's, registering or editing.
    let sellerForm: Bool
    /// The categories to choose from, the product's chosen.
    let categories: [SelectOption]
    /// ISO 4217's currencies, the most used first, the product's chosen.
    let currencies: [SelectOption]

    /// An empty form for `viewer`'s new product.
    init(registeringFor viewer: MarketViewer) {
        self.init(
            id: nil, title: "", descriptions: "", price: "", currency: "KRW", stock: "", discountedPrice: "",
            currentPhotos: [], category: nil, viewer: viewer, sellerEdits: false)
    }

    /// The form for changing `record`, filled with what it holds: its seller's form when
    /// `sellerEdits`, else the one an app's product is edited with.
    init(editing record: ItemRecord, viewer: MarketViewer, sellerEdits: Bool = false) {
        self.init(
            id: record.id, title: record.fields.title, descriptions: record.fields.descriptions,
            price: Self.amount(record.fields.price, record.fields.currency), currency: record.fields.currency,
            stock: "\(record.fields.stock)",
            discountedPrice: record.fields.discountedPrice.map { Self.amount($0, record.fields.currency) } ?? "",
            currentPhotos: record.images.enumerated().map { index, image in
                CurrentPhoto(
                    number: index + 1, name: image.names.image,
                    thumbnail: OpenMarketPath.thumbnail(image.names.thumbnail))
            },
            category: record.category, viewer: viewer, sellerEdits: sellerEdits)
    }

    private init(
        id: Int?, title: String, descriptions: String, price: String, currency: String, stock: String,
        discountedPrice: String, currentPhotos: [CurrentPhoto], category: MarketCategory?, viewer: MarketViewer,
        sellerEdits: Bool
    ) {
        self.id = id
        self.title = title
        self.descriptions = descriptions
        self.price = price
        self.currency = currency
        self.stock = stock
        self.discountedPrice = discountedPrice
        self.currentPhotos = currentPhotos
        self.viewer = viewer
        self.sellerEdits = sellerEdits
        sellerForm = id == nil || sellerEdits
        categories =
            [SelectOption(value: "", label: "Choose a category", selected: category == nil)]
            + MarketCategory.allCases.map {
                SelectOption(value: $0.rawValue, label: $0.label, selected: $0 == category)
            }
        let popular = ISOCurrency.popular.compactMap(ISOCurrency.named)
        let rest = ISOCurrency.all.filter { !ISOCurrency.popular.contains($0.code) }
        currencies = (popular + rest).map {
            SelectOption(value: $0.code, label: "\($0.code) — \($0.name)", selected: $0.code == currency.uppercased())
        }
    }

    /// `amount` as the form shows it: with the currency's cents when it is one of ISO 4217's.
    private static func amount(_ amount: Double, _ currency: String) -> String {
        ISOCurrency.named(currency).map { TypedAmount.text(amount, in: $0) } ?? MarketAmount.text(amount)
    }
}
