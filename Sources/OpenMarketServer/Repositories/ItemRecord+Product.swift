import Foundation
import OpenMarketAPI

extension ItemRecord {
    /// The vendor the 2022 API shows for an item registered through the 2021 API, which has none:
    /// its apps require a vendor on every product.
    static let api2021Vendor = (id: 0, name: "Open Market 2021")

    /// The item as the 2022 API shows it — a page's item, or with `detailed` its images and vendor —
    /// image URLs absolute under `base`.
    func product(linkingFrom base: String, detailed: Bool) -> MarketProduct {
        let created = Date(timeIntervalSince1970: registrationDate)
        let vendorID = vendor?.id ?? Self.api2021Vendor.id
        let vendorName = vendor?.name ?? Self.api2021Vendor.name
        var product = MarketProduct(
            id: id, vendorID: vendorID, vendorName: vendorName, name: fields.title, description: fields.descriptions,
            thumbnail: images.first.map { base + OpenMarketPath.thumbnail($0.names.thumbnail) } ?? "",
            currency: fields.currency, price: fields.price, bargainPrice: fields.discountedPrice ?? fields.price,
            discountedPrice: fields.amountOff, stock: fields.stock,
            createdAt: created, issuedAt: created)
        if detailed {
            product.images = images.map {
                MarketProductImage(
                    id: $0.id, url: base + OpenMarketPath.image($0.names.image),
                    thumbnailURL: base + OpenMarketPath.thumbnail($0.names.thumbnail), succeed: true, issuedAt: created)
            }
            let vendorDate = vendor.map { Date(timeIntervalSince1970: $0.createdAt) } ?? created
            product.vendor = MarketVendor(id: vendorID, name: vendorName, createdAt: vendorDate, issuedAt: vendorDate)
        }
        return product
    }
}
