import Foundation
import MyBizAPI
import MyBizKit

/// A purchase order named on the command line by its number (any case) or its id.
enum PurchaseOrderNumberArgument {
    /// The order among `orders` that `text` names.
    ///
    /// - Throws: `CommandFailure` naming the number when there is none.
    static func order(_ text: String, in orders: [PurchaseOrder]) throws -> PurchaseOrder {
        if let id = UUID(uuidString: text), let order = orders.first(where: { $0.id == id }) { return order }
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let order = orders.first(where: { $0.poNumber.lowercased() == key }) else {
            throw CommandFailure("There is no purchase order numbered “\(text)”. See `mybiz biz purchases`.")
        }
        return order
    }
}
