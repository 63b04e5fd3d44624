extension MarketItemStatus {
    /// What a conversation says of its product to `reader`: "Reserved for you", "Reserved for someone
    /// else", "Sold", "No longer listed"…; `nil` while on sale. `status` is `nil` once the product was
    /// deleted; `reservedForBuyer` says whether it is reserved for this conversation's buyer.
    public static func conversationText(_ status: MarketItemStatus?, reservedForBuyer: Bool, reader: MarketRole)
        -> String?
    {
        guard let status else { return "No longer listed" }
        switch (status, reader) {
        case (.available, _): return nil
        case (.sold, _): return "Sold"
        case (.reserved, .buyer): return reservedForBuyer ? "Reserved for you" : "Reserved for someone else"
        case (.reserved, .seller): return reservedForBuyer ? "Reserved for this buyer" : "Reserved for another buyer"
        }
    }
}
