/// The routes of the market for a signed-in person (`Authorization: Bearer …`, the token of
/// `POST /api/users/login`): saved products, conversations with sellers and buyers, and a seller
/// marking a product reserved or sold. Paths and the server's patterns side by side, so the two
/// cannot drift apart.
public enum MarketAccountPath {
    /// `GET`: the person's saved products; `POST` (`MarketSaveRequest`): save one.
    public static let saved = "/api/market/saved"
    /// `DELETE`: saved entry `id` (`MarketSavedProduct.id`).
    public static func saved(_ id: Int) -> String { "\(saved)/\(id)" }
    /// `GET`: every conversation the person is in.
    public static let conversations = "/api/market/conversations"
    /// `GET`: conversation `id` with its messages (after `?after=`), which it marks read.
    public static func conversation(_ id: Int) -> String { "\(conversations)/\(id)" }
    /// `POST` (`MarketMessageRequest`): a message in conversation `id`.
    public static func messages(_ id: Int) -> String { "\(conversations)/\(id)/messages" }
    /// `POST`: the buyer's conversation about product `id`, started if there was none.
    public static func itemConversation(_ id: Int) -> String { "/api/market/items/\(id)/conversation" }
    /// `PUT` (`MarketStatusChange`): product `id` on sale, reserved or sold, by its seller.
    public static func itemStatus(_ id: Int) -> String { "/api/market/items/\(id)/status" }

    /// The server's pattern for `saved(_:)`.
    public static let savedPattern = "/api/market/saved/{id}"
    /// The server's pattern for `conversation(_:)`.
    public static let conversationPattern = "/api/market/conversations/{id}"
    /// The server's pattern for `messages(_:)`.
    public static let messagesPattern = "/api/market/conversations/{id}/messages"
    /// The server's pattern for `itemConversation(_:)`.
    public static let itemConversationPattern = "/api/market/items/{id}/conversation"
    /// The server's pattern for `itemStatus(_:)`.
    public static let itemStatusPattern = "/api/market/items/{id}/status"
}
