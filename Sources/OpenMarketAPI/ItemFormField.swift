/// The part names of the multipart form that registers (`POST /item`) or edits (`PATCH /item/{id}`)
/// an item. All are text except the images.
public enum ItemFormField: String, CaseIterable, Sendable {
    /// Required, not blank.
    case title
    /// Required on register; a string despite the plural.
    case descriptions
    /// A whole number ≥ 0, as text.
    case price
    /// Required, not blank.
    case currency
    /// A whole number ≥ 0, as text.
    case stock
    /// Optional, a whole number from 0 to the price, as text.
    case discountedPrice = "discounted_price"
    /// The images, 1 to 5 files; the server also accepts `images`.
    case images = "images[]"
    /// Required on every request; never returned.
    case password
}
