import Foundation

/// One photo of a product in its detail: the full image and its thumbnail.
public struct MarketProductImage: Hashable, Sendable {
    /// The image's number; an edit's `thumbnail_id` names it.
    public var id: Int
    /// The absolute URL of the full image.
    public var url: String
    /// The absolute URL of its thumbnail.
    public var thumbnailURL: String
    /// Whether the upload was stored: always `true` here. The late server left the key out; early
    /// clients require it, so this server always sends it.
    public var succeed: Bool?
    /// When the image was stored.
    public var issuedAt: Date

    /// Creates an image.
    public init(id: Int, url: String, thumbnailURL: String, succeed: Bool? = true, issuedAt: Date) {
        self.id = id
        self.url = url
        self.thumbnailURL = thumbnailURL
        self.succeed = succeed
        self.issuedAt = issuedAt
    }

    func write(to writer: inout MarketJSONWriter, profile: MarketProfile) {
        writer.beginObject()
        writer.write("id", id)
        writer.write("url", url)
        writer.write("thumbnail_url", thumbnailURL)
        if let succeed { writer.write("succeed", succeed) }
        writer.write("issued_at", profile.string(from: issuedAt))
        writer.endObject()
    }
}

extension MarketProductImage: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, url, succeed
        case thumbnailURL = "thumbnail_url"
        case issuedAt = "issued_at"
    }

    /// Reads an image of either profile.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        url = try container.decode(String.self, forKey: .url)
        thumbnailURL = try container.decode(String.self, forKey: .thumbnailURL)
        succeed = try container.decodeIfPresent(Bool.self, forKey: .succeed)
        issuedAt = try container.decodeMarketDate(forKey: .issuedAt)
    }
}
