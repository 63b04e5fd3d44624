import Foundation

/// Responses of the 2022 Open Market servers and samples its apps committed, copied byte for byte
/// from `shared/fixtures/open-market-v2/` (provenance in the folder's SOURCES.md).
public enum MarketV2Fixtures {
    /// The folder the files are in.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/open-market-v2")

    /// The bytes of `name`.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The product pages.
    public static let pages = [
        "4-ICS-Asan-products.json", "4-Jager-yoo-products.json", "4-leeari95-products.json",
        "ic_5_onetool-list-products.json", "ic_7_baem2-products.json", "ic_7_dragon-TestProduct.json",
        "ic_7_inho7th-62cba0444113154855988ca5.json", "ic_7_junho15-products.json", "ic_7_sunny2-testData.json",
        "ic_7_wonbi39-products.json", "zhilly11-OpenMarket-Response_productList.json",
    ]

    /// The product details.
    public static let details = [
        "4-aCafela-coffee-product_16.json", "4-leeari95-product.json", "ic_7_junho15-product.json",
        "zhilly11-OpenMarket-Response_product.json",
    ]
}
