import Foundation

/// The OpenAPI 3.1 documents of the two APIs, as `docs/openapi/` holds them (compiled in by the
/// EmbedAPIDocuments build plugin).
public enum APIDocument: String, CaseIterable, Sendable {
    /// The Open Market API: `docs/openapi/open-market.yaml`.
    case openMarket = "open-market.yaml"
    /// The 2022 Open Market API: `docs/openapi/open-market-v2.yaml`.
    case openMarketV2 = "open-market-v2.yaml"
    /// The MyBiz API: `docs/openapi/mybiz.yaml`.
    case myBiz = "mybiz.yaml"

    /// The document's file name.
    public var fileName: String { rawValue }

    /// The document's title, for people.
    public var title: String {
        switch self {
        case .openMarket: "Open Market API"
        case .openMarketV2: "Open Market API (2022)"
        case .myBiz: "MyBiz API"
        }
    }

    /// The document's YAML, byte for byte.
    public var yaml: Data {
        Data(base64Encoded: Self.embedded[rawValue] ?? "") ?? Data()
    }
}
