import Foundation

/// One page of products, `GET /api/products`: the products and where the page is in the whole list.
public struct MarketProductPage: Hashable, Sendable {
    /// The page's number, from 1, as requested.
    public var pageNumber: Int
    /// The most products a page holds, as requested.
    public var itemsPerPage: Int
    /// How many products match, on all pages.
    public var totalCount: Int
    /// How many products come before this page's first.
    public var offset: Int
    /// The most products on this page.
    public var limit: Int
    /// The page's products, newest first (`pages` on the wire).
    public var products: [MarketProduct]
    /// The number of the last page.
    public var lastPage: Int
    /// Whether a page follows this one.
    public var hasNext: Bool
    /// Whether a page comes before this one.
    public var hasPrevious: Bool

    /// Creates a page with its metadata worked out as the servers did: `offset` =
    /// (`pageNumber` − 1) × `itemsPerPage`, `lastPage` = ⌈`totalCount` / `itemsPerPage`⌉.
    public init(pageNumber: Int, itemsPerPage: Int, totalCount: Int, products: [MarketProduct]) {
        self.pageNumber = pageNumber
        self.itemsPerPage = itemsPerPage
        self.totalCount = totalCount
        let (offset, overflow) = (pageNumber - 1).multipliedReportingOverflow(by: itemsPerPage)
        self.offset = overflow ? Int.max : offset
        limit = itemsPerPage
        self.products = products
        lastPage = itemsPerPage > 0 ? (totalCount + itemsPerPage - 1) / itemsPerPage : 0
        hasNext = pageNumber < lastPage
        hasPrevious = pageNumber > 1
    }

    /// The page as JSON: metadata keys in snake case for `early`, camel case for `late`.
    public func json(in profile: MarketProfile) -> Data {
        let keys = Keys(profile)
        var writer = MarketJSONWriter()
        writer.beginObject()
        writer.write(keys.pageNumber, pageNumber)
        writer.write(keys.itemsPerPage, itemsPerPage)
        writer.write(keys.totalCount, totalCount)
        writer.write("offset", offset)
        writer.write("limit", limit)
        writer.beginArray("pages")
        for product in products { product.write(to: &writer, profile: profile) }
        writer.endArray()
        writer.write(keys.lastPage, lastPage)
        writer.write(keys.hasNext, hasNext)
        writer.write(keys.hasPrevious, hasPrevious)
        writer.endObject()
        return Data(writer.text.utf8)
    }

    /// The metadata keys of a profile.
    private struct Keys {
        let pageNumber, itemsPerPage, totalCount, lastPage, hasNext, hasPrevious: String

        init(_ profile: MarketProfile) {
            switch profile {
            case .early:
                (pageNumber, itemsPerPage, totalCount) = ("page_no", "items_per_page", "total_count")
                (lastPage, hasNext, hasPrevious) = ("last_page", "has_next", "has_prev")
            case .late:
                (pageNumber, itemsPerPage, totalCount) = ("pageNo", "itemsPerPage", "totalCount")
                (lastPage, hasNext, hasPrevious) = ("lastPage", "hasNext", "hasPrev")
            }
        }
    }
}

extension MarketProductPage: Decodable {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads a page of either profile: its metadata in snake or camel case.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        func value<T: Decodable>(_ type: T.Type, _ snake: String, _ camel: String) throws -> T {
            if let value = try container.decodeIfPresent(T.self, forKey: Key(stringValue: snake)) { return value }
            return try container.decode(T.self, forKey: Key(stringValue: camel))
        }
        pageNumber = try value(Int.self, "page_no", "pageNo")
        itemsPerPage = try value(Int.self, "items_per_page", "itemsPerPage")
        totalCount = try value(Int.self, "total_count", "totalCount")
        offset = try value(Int.self, "offset", "offset")
        limit = try value(Int.self, "limit", "limit")
        products = try value([MarketProduct].self, "pages", "pages")
        lastPage = try value(Int.self, "last_page", "lastPage")
        hasNext = try value(Bool.self, "has_next", "hasNext")
        hasPrevious = try value(Bool.self, "has_prev", "hasPrev")
    }
}
