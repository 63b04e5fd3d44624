import Foundation
import MyBizAPI
import WebPages

/// The catalogue page (administrators): every product orders may name, each editable and
/// retirable, and the form that adds one.
struct CatalogueView {
    struct Row {
        let id: String
        let name: String
        /// As the price field holds it, never grouped: "19.99", "1250".
        let price: String

        init(_ product: Product, currency: CatalogueCurrency) {
            id = product.id.uuidString
            name = product.name
            price = currency.inputText(product.unitPrice)
        }
    }

    let frame: AppFrame
    let products: [Row]
    /// The ISO 4217 code prices are in, named beside each price field.
    let currency: String
    let notice: String?
    let error: String?
    let newName: String
    let newPrice: String
    let maxName = ProductDraft.maxName
}
