/// The 2022 API's routes: the paths its apps send to and the patterns the server registers, side by
/// side. Every path may also be sent under a profile's prefix (`/early/…`, `/late/…`).
public enum MarketPath {
    /// `GET`: whether the server is up — `"OK"`.
    public static let health = "/healthChecker"
    /// `GET`: a page of products (`page_no`, `items_per_page`, `search_value`); `POST`: a new product.
    public static let products = "/api/products"
    /// `GET`, `PATCH`: product `id`.
    public static func product(_ id: Int) -> String { "\(products)/\(id)" }
    /// `POST`: the early delete flow's first step, answering the product's secret.
    public static func secret(_ id: Int) -> String { "\(products)/\(id)/secret" }
    /// `POST`: the late delete flow's first step, answering the path to `DELETE`.
    public static func archived(_ id: Int) -> String { "\(products)/\(id)/archived" }
    /// `DELETE`: the early delete flow's second step.
    public static func delete(_ id: Int, productSecret: String) -> String { "\(products)/\(id)/\(productSecret)" }

    /// The prefix of `profile`'s routes.
    public static func prefix(_ profile: MarketProfile) -> String { "/\(profile.rawValue)" }

    /// The server's pattern for `product(_:)` — and for the late flow's `DELETE /api/products/<token>`.
    public static let productPattern = "/api/products/:id"
    /// The server's pattern for `secret(_:)`.
    public static let secretPattern = "/api/products/:id/secret"
    /// The server's pattern for `archived(_:)`.
    public static let archivedPattern = "/api/products/:id/archived"
    /// The server's pattern for `delete(_:productSecret:)`.
    public static let deletePattern = "/api/products/:id/:secret"
}
