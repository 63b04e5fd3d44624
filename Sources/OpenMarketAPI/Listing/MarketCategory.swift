/// What kind of thing a product is, which a seller picks when registering it and a buyer narrows
/// the market by. The kinds are the demo catalogue's groups, and one for everything else.
public enum MarketCategory: String, CaseIterable, Sendable, Codable {
    case computers
    case furniture
    case kitchen
    case stationery
    case sound
    case other

    /// What the category is called on a page.
    public var label: String {
        switch self {
        case .computers: "Computers and gadgets"
        case .furniture: "Furniture and lighting"
        case .kitchen: "Kitchen"
        case .stationery: "Stationery and books"
        case .sound: "Sound"
        case .other: "Other"
        }
    }
}
