import OpenMarketAPI

extension ItemRecord {
    /// The item as the 2021 API shows it, image URLs absolute under `base` (e.g.
    /// `http://127.0.0.1:8080`). Its prices are whole numbers there: the API's routes show only items
    /// with `fields.hasWholePrices`.
    func detail(linkingFrom base: String) -> ItemDetail {
        ItemDetail(
            id: id, title: fields.title, descriptions: fields.descriptions, price: Int(fields.price),
            currency: fields.currency, stock: fields.stock, discountedPrice: fields.discountedPrice.map { Int($0) },
            thumbnails: images.map { base + OpenMarketPath.thumbnail($0.names.thumbnail) },
            images: images.map { base + OpenMarketPath.image($0.names.image) }, registrationDate: registrationDate)
    }

    /// The item as a page lists it.
    func summary(linkingFrom base: String) -> ItemSummary {
        detail(linkingFrom: base).summary
    }
}
