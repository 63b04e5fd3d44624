/// The part names of the multipart form that registers (`POST /item`) or edits (`PATCH /item/{id}`)
/// an item. All are text except the images.
public enum ItemFormField: String, CaseIterable, Sendable {
    /// Required, not blank, at most 200 characters.
    case title
    /// Required on register; a string despite the plural; at most 10,000 characters.
    case descriptions
    /// A whole number ≥ 0, as text.
    case price
    /// Required, not blank, at most 16 characters (`KRW`, `USD`).
    case currency
    /// A whole number ≥ 0, as text.
    case stock
    /// Optional, a whole number from 0 to the price, as text.
    case discountedPrice = "discounted_price"
    /// The images, 1 to 5 files; the server also accepts `images`.
    case images = "images[]"
    /// Required on every request; never returned; at most 1,000 characters.
    case password
    /// An edit's photos as they should be, in order (an addition of ours): a JSON array of the
    /// names of images the item keeps and `new:N` for the Nth image sent; see `ImageOrder`.
    case imageOrder = "image_order"

    /// The most characters the field's text may have: the server refuses more, so one request
    /// cannot store megabytes that every page then carries.
    public var maxLength: Int {
        switch self {
        case .title: 200
        case .descriptions: 10_000
        case .currency: 16
        case .password: 1_000
        case .price, .stock, .discountedPrice: 20
        case .imageOrder: 2_000
        case .images: 0
        }
    }
}
