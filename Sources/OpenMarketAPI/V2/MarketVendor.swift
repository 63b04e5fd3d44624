import Foundation

/// The vendor of a product, as a product's detail shows it under the (plural) key `vendors`.
public struct MarketVendor: Hashable, Sendable {
    /// The vendor's number, the product's `vendor_id`.
    public var id: Int
    /// The vendor's name.
    public var name: String
    /// When the vendor was added; the late server's captures leave the dates out, the early one's
    /// clients require them, so this server always sends them.
    public var createdAt: Date?
    /// When the vendor was last changed.
    public var issuedAt: Date?

    /// Creates a vendor.
    public init(id: Int, name: String, createdAt: Date?, issuedAt: Date?) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.issuedAt = issuedAt
    }

    func write(_ key: String, to writer: inout MarketJSONWriter, profile: MarketProfile) {
        writer.beginObject(key)
        writer.write("id", id)
        writer.write("name", name)
        if let createdAt { writer.write("created_at", profile.string(from: createdAt)) }
        if let issuedAt { writer.write("issued_at", profile.string(from: issuedAt)) }
        writer.endObject()
    }
}

extension MarketVendor: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, name
        case createdAt = "created_at"
        case issuedAt = "issued_at"
    }

    /// Reads a vendor of either profile.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        createdAt = try container.decodeMarketDateIfPresent(forKey: .createdAt)
        issuedAt = try container.decodeMarketDateIfPresent(forKey: .issuedAt)
    }
}

extension KeyedDecodingContainer {
    /// A date string of any profile, or `nil` when the key is absent.
    func decodeMarketDateIfPresent(forKey key: Key) throws -> Date? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let date = MarketProfile.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "“\(text)” is not a date of the Open Market API.")
        }
        return date
    }

    /// A date string of any profile.
    func decodeMarketDate(forKey key: Key) throws -> Date {
        guard let date = try decodeMarketDateIfPresent(forKey: key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No date."))
        }
        return date
    }
}
