/// The Open Market's routes: the paths clients send to, and the patterns the server registers —
/// side by side, so the two cannot drift apart.
public enum OpenMarketPath {
    /// `GET`: page `number` of the catalogue.
    public static func page(_ number: Int) -> String { "/items/\(number)" }
    /// `GET`, `PATCH`, `DELETE`: product `id`.
    public static func item(_ id: Int) -> String { "/item/\(id)" }
    /// `POST`: a new product.
    public static let register = "/item"
    /// `GET`: the full-size image stored as `name`.
    public static func image(_ name: String) -> String { "/images/\(name)" }
    /// `GET`: the thumbnail stored as `name`.
    public static func thumbnail(_ name: String) -> String { "/thumbnails/\(name)" }

    /// The server's pattern for `page(_:)`.
    public static let pagePattern = "/items/:page"
    /// The server's pattern for `item(_:)`.
    public static let itemPattern = "/item/:id"
    /// The server's pattern for full-size images.
    public static let imagePattern = "/images/:name"
    /// The server's pattern for thumbnails.
    public static let thumbnailPattern = "/thumbnails/:name"
}
