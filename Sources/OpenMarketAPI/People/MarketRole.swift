/// Which side of a conversation the reader is on.
public enum MarketRole: String, Codable, Sendable, CaseIterable {
    /// They asked about someone else's product.
    case buyer
    /// The product is theirs.
    case seller
}
