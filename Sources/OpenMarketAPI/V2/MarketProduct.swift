import Foundation

/// A product of the 2022 API: an item of a page (`GET /api/products`) or, with `images` and
/// `vendors`, its detail (`GET /api/products/{id}` and the answers to register, edit and delete).
///
/// Prices are floats on the wire (`2000.0`); `discountedPrice` is the amount off and
/// `bargainPrice` = `price` − `discountedPrice`, what the product sells for.
public struct MarketProduct: Hashable, Sendable, Identifiable {
    /// The product's number, shared with the 2021 API's item of the same number.
    public var id: Int
    /// The number of the vendor who registered it.
    public var vendorID: Int
    /// The vendor's name; in a page's items (the late server's `vendorName`, camel case in a
    /// snake-case object).
    public var vendorName: String?
    /// Its name.
    public var name: String
    /// Its description; this server always sends it, which many clients require.
    public var description: String?
    /// The absolute URL of its first photo's thumbnail.
    public var thumbnail: String
    /// `KRW` or `USD`: the only currencies the apps can decode.
    public var currency: String
    /// The price.
    public var price: Double
    /// What it sells for: `price` − `discountedPrice`.
    public var bargainPrice: Double
    /// The amount off; 0 for none.
    public var discountedPrice: Double
    /// Units in stock.
    public var stock: Int64
    /// When it was registered.
    public var createdAt: Date
    /// When it was last changed.
    public var issuedAt: Date
    /// Its photos, in a detail; `nil` in a page's items.
    public var images: [MarketProductImage]?
    /// Its vendor, in a detail; `nil` in a page's items.
    public var vendor: MarketVendor?

    /// Creates a product.
    public init(
        id: Int, vendorID: Int, vendorName: String?, name: String, description: String?, thumbnail: String,
        currency: String, price: Double, bargainPrice: Double, discountedPrice: Double, stock: Int64,
        createdAt: Date, issuedAt: Date, images: [MarketProductImage]? = nil, vendor: MarketVendor? = nil
    ) {
        self.id = id
        self.vendorID = vendorID
        self.vendorName = vendorName
        self.name = name
        self.description = description
        self.thumbnail = thumbnail
        self.currency = currency
        self.price = price
        self.bargainPrice = bargainPrice
        self.discountedPrice = discountedPrice
        self.stock = stock
        self.createdAt = createdAt
        self.issuedAt = issuedAt
        self.images = images
        self.vendor = vendor
    }

    /// The product as JSON in `profile`'s date format, keys in the order the server wrote them.
    public func json(in profile: MarketProfile) -> Data {
        var writer = MarketJSONWriter()
        write(to: &writer, profile: profile)
        return Data(writer.text.utf8)
    }

    func write(to writer: inout MarketJSONWriter, profile: MarketProfile) {
        writer.beginObject()
        writer.write("id", id)
        writer.write("vendor_id", vendorID)
        if let vendorName { writer.write("vendorName", vendorName) }
        writer.write("name", name)
        if let description { writer.write("description", description) }
        writer.write("thumbnail", thumbnail)
        writer.write("currency", currency)
        writer.write("price", float: price)
        writer.write("bargain_price", float: bargainPrice)
        writer.write("discounted_price", float: discountedPrice)
        writer.write("stock", stock)
        writer.write("created_at", profile.string(from: createdAt))
        writer.write("issued_at", profile.string(from: issuedAt))
        if let images {
            writer.beginArray("images")
            for image in images { image.write(to: &writer, profile: profile) }
            writer.endArray()
        }
        vendor?.write("vendors", to: &writer, profile: profile)
        writer.endObject()
    }
}

extension MarketProduct: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, name, description, thumbnail, currency, price, stock, images
        case vendorID = "vendor_id"
        case vendorName
        case bargainPrice = "bargain_price"
        case discountedPrice = "discounted_price"
        case createdAt = "created_at"
        case issuedAt = "issued_at"
        case vendor = "vendors"
    }

    /// Reads a product of either profile, in any of the date forms the servers and their samples used.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        vendorID = try container.decode(Int.self, forKey: .vendorID)
        vendorName = try container.decodeIfPresent(String.self, forKey: .vendorName)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        thumbnail = try container.decode(String.self, forKey: .thumbnail)
        currency = try container.decode(String.self, forKey: .currency)
        price = try container.decode(Double.self, forKey: .price)
        bargainPrice = try container.decode(Double.self, forKey: .bargainPrice)
        discountedPrice = try container.decode(Double.self, forKey: .discountedPrice)
        stock = try container.decode(Int64.self, forKey: .stock)
        createdAt = try container.decodeMarketDate(forKey: .createdAt)
        issuedAt = try container.decodeMarketDate(forKey: .issuedAt)
        images = try container.decodeIfPresent([MarketProductImage].self, forKey: .images)
        vendor = try container.decodeIfPresent(MarketVendor.self, forKey: .vendor)
    }
}
