import OpenMarketAPI
import ServerSupport

extension ItemRecord {
    /// The item as the API shows it, image URLs absolute under `base` (e.g. `http://127.0.0.1:8080`).
    func detail(linkingFrom base: String) -> ItemDetail {
        ItemDetail(
            id: id, title: fields.title, descriptions: fields.descriptions, price: fields.price,
            currency: fields.currency, stock: fields.stock, discountedPrice: fields.discountedPrice,
            thumbnails: images.map { "\(base)/thumbnails/\($0.thumbnail)" },
            images: images.map { "\(base)/images/\($0.image)" }, registrationDate: registrationDate)
    }

    /// The item as a page lists it.
    func summary(linkingFrom base: String) -> ItemSummary {
        detail(linkingFrom: base).summary
    }
}
