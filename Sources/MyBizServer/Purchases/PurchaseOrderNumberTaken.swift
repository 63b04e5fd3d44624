/// A new purchase order's number is one an order has already, ignoring the case of its letters.
struct PurchaseOrderNumberTaken: Error, CustomStringConvertible {
    let number: String

    var description: String {
        "There is already a purchase order numbered “\(number)”; give this one another number."
    }
}
