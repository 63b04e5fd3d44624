import Foundation
import OpenMarketAPI

/// Products to start a fresh catalogue with, and the vendors who sell them: what demo data (or an
/// operator's import) hands the market, in the API's own terms. The market checks nothing of it
/// beyond what storing needs: it comes from the program, not from a client.
package struct CatalogueSeed: Sendable {
    /// A 2022 vendor, who may change its products with its secret.
    package struct Vendor: Sendable {
        package let identifier: String
        package let name: String
        package let secret: String

        /// A vendor.
        package init(identifier: String, name: String, secret: String) {
            self.identifier = identifier
            self.name = name
            self.secret = secret
        }
    }

    /// A picture, encoded as JPEG or PNG; products sharing one name it once, so it is processed once.
    package struct Picture: Sendable {
        package let name: String
        package let bytes: Data

        /// A picture called `name`.
        package init(name: String, bytes: Data) {
            self.name = name
            self.bytes = bytes
        }
    }

    /// A product, as the 2021 API's fields hold it.
    package struct Product: Sendable {
        package var title: String
        package var descriptions: String
        package var price: Double
        package var currency: String
        package var stock: Int64
        /// The price after the discount; `nil` for none.
        package var discountedPrice: Double?
        /// The index of its vendor in `vendors`; `nil` for a product registered through the 2021 API.
        package var vendor: Int?
        package var registered: Date
        /// One to five pictures, the first its thumbnail.
        package var pictures: [Picture]
        /// Its kind, which the market's category filter finds it by; `nil` for none.
        package var category: MarketCategory?

        /// A product.
        package init(
            title: String, descriptions: String, price: Double, currency: String, stock: Int64,
            discountedPrice: Double?, vendor: Int?, registered: Date, pictures: [Picture],
            category: MarketCategory? = nil
        ) {
            self.title = title
            self.descriptions = descriptions
            self.price = price
            self.currency = currency
            self.stock = stock
            self.discountedPrice = discountedPrice
            self.vendor = vendor
            self.registered = registered
            self.pictures = pictures
            self.category = category
        }
    }

    /// The vendors, added first.
    package var vendors: [Vendor]
    /// The products, oldest first.
    package var products: [Product]
    /// Every product's 2021 password, with which it is edited and deleted.
    package var password: String

    /// A catalogue.
    package init(vendors: [Vendor], products: [Product], password: String) {
        self.vendors = vendors
        self.products = products
        self.password = password
    }
}
