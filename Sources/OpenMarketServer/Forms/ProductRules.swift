import Foundation
import OpenMarketAPI
import ServerHTTP

/// The 2022 API's rules for a product's fields, each broken rule a 400 whose reason names the key.
/// The fields are the 2021 API's (the same catalogue), with the 2022 names and amounts: the
/// discount is the amount off, prices may have cents, and the currency is KRW or USD.
enum ProductRules {
    /// A new product's fields and the vendor secret, from a registration's `params`.
    static func newProduct(_ body: ProductJSONBody) throws(APIError) -> (fields: ItemFields, secret: String) {
        guard let name = try name(in: body) else { throw .badRequest("name is required and must not be blank.") }
        guard let description = try description(in: body) else {
            throw .badRequest("description (or descriptions) is required.")
        }
        guard let price = try price(in: body) else {
            throw .badRequest("price is required: a number from 0 to \(OpenMarketLimits.maxPrice).")
        }
        guard let currency = try currency(in: body) else { throw .badRequest("currency is required: KRW or USD.") }
        let discount = try discount(in: body, price: price) ?? 0
        let fields = ItemFields(
            title: name, descriptions: description, price: price, currency: currency,
            stock: try stock(in: body) ?? 0, discountedPrice: salePrice(price, minus: discount))
        return (fields, try secret(in: body))
    }

    /// What an edit changes, checked against the product as it is: a new price must still cover the
    /// discount it keeps. `thumbnail_id` must name one of its images.
    static func changes(_ body: ProductJSONBody, to item: ItemRecord) throws(APIError) -> ItemChanges {
        let newPrice = try price(in: body)
        let price = newPrice ?? item.fields.price
        let newDiscount = try discount(in: body, price: price)
        var changes = ItemChanges(
            title: try name(in: body), descriptions: try description(in: body), price: newPrice,
            currency: try currency(in: body), stock: try stock(in: body))
        if newPrice != nil || newDiscount != nil {
            let discount = newDiscount ?? item.fields.amountOff
            guard discount <= price else {
                throw .badRequest(
                    "price must be at least the discounted_price (\(MarketAmount.text(discount))); send a new discounted_price with it."
                )
            }
            changes.discountedPrice = .some(salePrice(price, minus: discount))
        }
        if let thumbnail = try body.wholeNumber("thumbnail_id") {
            guard item.images.contains(where: { Int64($0.id) == thumbnail }) else {
                throw .badRequest("thumbnail_id \(thumbnail) is not one of product \(item.id)'s images.")
            }
            changes.firstImageID = Int(thumbnail)
        }
        return changes
    }

    /// The vendor secret every write carries.
    static func secret(in body: ProductJSONBody) throws(APIError) -> String {
        guard let secret = try body.text("secret", maxLength: OpenMarketLimits.maxVendorSecretLength), !secret.isEmpty
        else {
            throw .badRequest("secret is required: the vendor's secret.")
        }
        return secret
    }

    /// What the 2021 API stores: the price after the discount, or `nil` for none.
    private static func salePrice(_ price: Double, minus discount: Double) -> Double? {
        discount == 0 ? nil : MarketAmount.cents(price - discount)
    }

    private static func name(in body: ProductJSONBody) throws(APIError) -> String? {
        guard let name = try body.text("name", maxLength: ItemFormField.title.maxLength) else { return nil }
        guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .badRequest("name must not be blank.")
        }
        return name
    }

    private static func description(in body: ProductJSONBody) throws(APIError) -> String? {
        try body.text("description", "descriptions", maxLength: ItemFormField.descriptions.maxLength)
    }

    private static func price(in body: ProductJSONBody) throws(APIError) -> Double? {
        guard let (key, price) = try body.number("price") else { return nil }
        return try amount(key, price, upTo: Double(OpenMarketLimits.maxPrice))
    }

    private static func discount(in body: ProductJSONBody, price: Double) throws(APIError) -> Double? {
        guard let (key, discount) = try body.number("discounted_price", "discountedPrice") else { return nil }
        return try amount(key, discount, upTo: price, limitName: "the price")
    }

    /// `value` when it is from 0 to `limit` with at most two decimals.
    private static func amount(_ key: String, _ value: Double, upTo limit: Double, limitName: String? = nil)
        throws(APIError) -> Double
    {
        guard value >= 0, value <= limit, MarketAmount.hasAtMostTwoDecimals(value) else {
            let most = limitName.map { "\($0) (\(MarketAmount.text(limit)))" } ?? MarketAmount.text(limit)
            throw .badRequest(
                "\(key) must be a number from 0 to \(most) with at most two decimals, not \(MarketAmount.text(value)).")
        }
        return MarketAmount.cents(value)
    }

    private static func currency(in body: ProductJSONBody) throws(APIError) -> String? {
        guard let currency = try body.text("currency", maxLength: ItemFormField.currency.maxLength) else {
            return nil
        }
        guard MarketCurrency(rawValue: currency) != nil else {
            throw .badRequest("currency must be KRW or USD, not “\(currency)”.")
        }
        return currency
    }

    private static func stock(in body: ProductJSONBody) throws(APIError) -> Int64? {
        guard let stock = try body.wholeNumber("stock") else { return nil }
        guard stock >= 0 else { throw .badRequest("stock must be a whole number ≥ 0, not \(stock).") }
        return stock
    }
}
