import Foundation
import Money
import OpenMarketAPI
import ServerHTTP

/// The rules of the form a signed-in seller registers and edits products with on the market's
/// pages: the apps' rules for the text, stock and photos, no password, an ISO 4217 currency, prices
/// with the currency's cents (`TypedAmount`), and a category.
enum SellerFormRules {
    /// A new product's fields and category.
    static func newItem(_ form: ItemForm) throws(APIError) -> (fields: ItemFields, category: MarketCategory?) {
        let title = try ItemFormRules.requiredNonBlank(.title, in: form)
        guard let descriptions = try ItemFormRules.text(.descriptions, in: form) else {
            throw .badRequest("descriptions is required.", about: .descriptions)
        }
        let currency = try currency(in: form)
        guard let priceText = try ItemFormRules.text(.price, in: form), !priceText.isEmpty else {
            throw .badRequest("Enter a price.", about: .price)
        }
        let price = try amount(priceText, in: currency, field: .price)
        let stock = try ItemFormRules.requiredWholeNumber(.stock, in: form)
        let discount = try discountedPrice(in: form, price: price, currency: currency)
        let fields = ItemFields(
            title: title, descriptions: descriptions, price: price, currency: currency.code, stock: Int64(stock),
            discountedPrice: discount)
        return (fields, try category(in: form))
    }

    /// What an edit of `item` changes: the form's fields, checked together, that differ from the
    /// item's — so a form saved as it was changes nothing (its words, the catalogue's version).
    static func changes(_ form: ItemForm, to item: ItemRecord) throws(APIError) -> ItemChanges {
        let (new, category) = try newItem(form)
        let old = item.fields
        var changes = ItemChanges(
            title: new.title == old.title ? nil : new.title,
            descriptions: new.descriptions == old.descriptions ? nil : new.descriptions,
            price: new.price == old.price ? nil : new.price,
            currency: new.currency == old.currency ? nil : new.currency,
            stock: new.stock == old.stock ? nil : new.stock)
        if new.discountedPrice != old.discountedPrice { changes.discountedPrice = .some(new.discountedPrice) }
        if category != item.category { changes.category = .some(category) }
        return changes
    }

    /// The form's currency: one of ISO 4217's, by its code in any case.
    static func currency(in form: ItemForm) throws(APIError) -> ISOCurrency {
        let text = try ItemFormRules.text(.currency, in: form) ?? ""
        guard let currency = ISOCurrency.named(text) else {
            throw .badRequest(
                text.trimmingCharacters(in: .whitespaces).isEmpty
                    ? "Choose a currency."
                    : "“\(text)” is not a currency code of ISO 4217; choose one such as KRW, USD or EUR.",
                about: .currency)
        }
        return currency
    }

    private static func amount(_ text: String, in currency: ISOCurrency, field: ItemFormField) throws(APIError)
        -> Double
    {
        switch TypedAmount.parse(text, in: currency, field: field.rawValue) {
        case .success(let amount): return amount
        case .failure(let problem): throw .badRequest(problem.sentence, about: field)
        }
    }

    /// `nil` for no discount (left empty); the discounted price, at most the price.
    private static func discountedPrice(in form: ItemForm, price: Double, currency: ISOCurrency) throws(APIError)
        -> Double?
    {
        guard let text = try ItemFormRules.text(.discountedPrice, in: form),
            !text.trimmingCharacters(in: .whitespaces).isEmpty
        else { return nil }
        let discount = try amount(text, in: currency, field: .discountedPrice)
        guard discount <= price else {
            throw .badRequest(
                "The discounted price must be at most the price (\(TypedAmount.text(price, in: currency)) \(currency.code)).",
                about: .discountedPrice)
        }
        return discount
    }

    /// The form's category; `nil` when none is chosen.
    private static func category(in form: ItemForm) throws(APIError) -> MarketCategory? {
        guard let text = form.fields["category"], !text.isEmpty else { return nil }
        guard let category = MarketCategory(rawValue: text) else {
            throw .badRequest("“\(text)” is not one of the market's categories.", field: "category")
        }
        return category
    }
}
