import Foundation
import OpenMarketAPI
import ServerHTTP

/// The Open Market's rules for form fields, each broken rule a 400 whose reason names the field and
/// whose `field` is it.
enum ItemFormRules {

    /// A new item's text fields and password, checked in the order the spec lists them.
    static func newItem(_ form: ItemForm) throws(APIError) -> (fields: ItemFields, password: String) {
        let title = try requiredNonBlank(.title, in: form)
        guard let descriptions = try text(.descriptions, in: form) else {
            throw .badRequest("descriptions is required.", about: .descriptions)
        }
        guard let price = try priceIfPresent(in: form) else {
            throw .badRequest(
                "price is required: a whole number from 0 to \(OpenMarketLimits.maxPrice).", about: .price)
        }
        let currency = try requiredNonBlank(.currency, in: form)
        let stock = try requiredWholeNumber(.stock, in: form)
        let discount = try discountedPrice(in: form, price: price)
        let fields = ItemFields(
            title: title, descriptions: descriptions, price: price, currency: currency, stock: Int64(stock),
            discountedPrice: discount ?? nil)
        return (fields, try password(in: form))
    }

    /// What an edit changes, checked against the item as it is (a new price must still cover the
    /// discount). Images are not looked at here.
    static func changes(_ form: ItemForm, to item: ItemRecord) throws(APIError) -> ItemChanges {
        let price = try priceIfPresent(in: form)
        var changes = ItemChanges(
            title: try nonBlankIfPresent(.title, in: form),
            descriptions: try text(.descriptions, in: form),
            price: price,
            currency: try nonBlankIfPresent(.currency, in: form),
            stock: try wholeNumberIfPresent(.stock, in: form).map(Int64.init))
        changes.discountedPrice = try discountedPrice(in: form, price: price ?? item.fields.price)
        if changes.discountedPrice == nil, let price, let current = item.fields.discountedPrice, current > price {
            throw .badRequest(
                "price must be at least the discounted_price (\(Int(current))); send a new discounted_price with it.",
                about: .price)
        }
        return changes
    }

    /// The password every request carries.
    static func password(in form: ItemForm) throws(APIError) -> String {
        guard let password = try text(.password, in: form), !password.trimmingCharacters(in: .whitespaces).isEmpty
        else {
            throw .badRequest("password is required and must not be blank.", about: .password)
        }
        return password
    }

    /// The edit's `image_order`, checked against `item`'s images and the images the form sends; `nil`
    /// when the form has none (then images sent replace all of the item's).
    static func imageOrder(_ form: ItemForm, for item: ItemRecord) throws(APIError) -> ImageOrder? {
        guard let text = try text(.imageOrder, in: form) else { return nil }
        do {
            return try ImageOrder(parsing: text, current: item.images.map(\.names.image), uploads: form.images.count)
        } catch {
            throw .badRequest(error.description, about: .imageOrder)
        }
    }

    /// Checks the number of images: 1 to 5 when required; when present at all on an edit, too.
    static func checkImageCount(_ form: ItemForm, required: Bool) throws(APIError) {
        if form.images.isEmpty, required {
            throw .badRequest("At least one image is required (images[]).", about: .images)
        }
        if form.images.count > OpenMarketLimits.maxImages {
            throw .badRequest("The number of images must be 5 or less", about: .images)
        }
    }

    /// The field's text as sent, or `nil` when the form has no such part; a 400 naming the field when
    /// it is longer than the field allows or holds a NUL (which SQLite would cut the text at and
    /// PostgreSQL refuse).
    static func text(_ field: ItemFormField, in form: ItemForm) throws(APIError) -> String? {
        guard let value = form[field] else { return nil }
        try TextRules.check(value, field: field.rawValue, maxLength: field.maxLength)
        return value
    }

    static func requiredNonBlank(_ field: ItemFormField, in form: ItemForm) throws(APIError) -> String {
        guard let value = try nonBlankIfPresent(field, in: form) else {
            throw .badRequest("\(field.rawValue) is required and must not be blank.", about: field)
        }
        return value
    }

    static func nonBlankIfPresent(_ field: ItemFormField, in form: ItemForm) throws(APIError) -> String? {
        guard let value = try text(field, in: form) else { return nil }
        guard !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .badRequest("\(field.rawValue) must not be blank.", about: field)
        }
        return value
    }

    static func requiredWholeNumber(_ field: ItemFormField, in form: ItemForm) throws(APIError) -> Int {
        guard let number = try wholeNumberIfPresent(field, in: form) else {
            throw .badRequest("\(field.rawValue) is required: a whole number ≥ 0.", about: field)
        }
        return number
    }

    static func wholeNumberIfPresent(_ field: ItemFormField, in form: ItemForm) throws(APIError) -> Int? {
        guard let text = try text(field, in: form) else { return nil }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number >= 0 else {
            throw .badRequest("\(field.rawValue) must be a whole number ≥ 0, not “\(text)”.", about: field)
        }
        return number
    }

    /// The price sent, a whole number up to `OpenMarketLimits.maxPrice`, or `nil` when the form has none.
    private static func priceIfPresent(in form: ItemForm) throws(APIError) -> Double? {
        guard let text = try text(.price, in: form) else { return nil }
        guard let price = Int(text.trimmingCharacters(in: .whitespaces)),
            (0...OpenMarketLimits.maxPrice).contains(price)
        else {
            throw .badRequest(
                "price must be a whole number from 0 to \(OpenMarketLimits.maxPrice), not “\(text)”.", about: .price)
        }
        return Double(price)
    }

    /// `nil` when the form has no discounted_price; `.some(nil)` when it is sent empty (no discount).
    private static func discountedPrice(in form: ItemForm, price: Double) throws(APIError) -> Double?? {
        guard let text = try text(.discountedPrice, in: form) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .some(nil) }
        guard let discount = Int(trimmed), discount >= 0, Double(discount) <= price else {
            let most = price == price.rounded() ? "\(Int(price))" : "\(price)"
            throw .badRequest(
                "discounted_price must be a whole number from 0 to the price (\(most)), not “\(text)”.",
                about: .discountedPrice)
        }
        return .some(Double(discount))
    }
}

/// The text fields of an item.
struct ItemFields: Sendable, Equatable {
    var title: String
    var descriptions: String
    var price: Double
    var currency: String
    var stock: Int64
    /// What the item sells for after its discount (the 2021 API's `discounted_price`); `nil` for no
    /// discount. The 2022 API shows `price` − this as its `discounted_price`, the amount off.
    var discountedPrice: Double?

    /// The amount off, the 2022 API's `discounted_price`: 0 without a discount.
    var amountOff: Double {
        MarketAmount.cents(price - (discountedPrice ?? price))
    }

    /// Whether the 2021 API can show the item: its prices are whole numbers there.
    var hasWholePrices: Bool {
        price == price.rounded() && (discountedPrice.map { $0 == $0.rounded() } ?? true)
    }
}
