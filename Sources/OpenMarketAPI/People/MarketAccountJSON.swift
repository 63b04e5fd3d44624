import Foundation

/// How the signed-in market routes (`MarketAccountPath`) write JSON: snake_case keys in a stable
/// order, times as ISO 8601 text, URLs with their slashes. The server and OpenMarketKit both use it.
public enum MarketAccountJSON {
    /// An encoder writing the routes' JSON.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// A decoder reading the routes' JSON.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
