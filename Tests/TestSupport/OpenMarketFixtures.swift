import Foundation

/// The example payloads of the Open Market API, copied from `shared/fixtures/open-market/` so a
/// clone of this repository has them.
public enum OpenMarketFixtures {
    /// The folder the files are in.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/open-market")

    /// The bytes of `name`, e.g. `items-page.json`.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }
}
