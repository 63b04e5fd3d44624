/// One page of the catalogue, `GET /items/{page}`: newest first, 20 items a page, pages from 1.
/// A page past the end has no items — clients stop scrolling there.
public struct ItemPage: Codable, Hashable, Sendable {
    /// How many items a page holds.
    public static let size = 20

    /// The page's number, from 1.
    public var page: Int
    /// The page's items.
    public var items: [ItemSummary]

    /// Creates a page.
    public init(page: Int, items: [ItemSummary]) {
        self.page = page
        self.items = items
    }
}
