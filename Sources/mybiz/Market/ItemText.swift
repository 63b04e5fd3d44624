import Foundation
import OpenMarketAPI

/// How one product reads in the terminal: a block of its fields (`ItemTable` lays out lists).
enum ItemText {
    /// Every field of a product, image URLs included.
    static func detail(_ item: ItemDetail) -> [String] {
        var lines = [
            "\(item.title)  (item \(item.id))",
            "Price:       \(price(item.price, item.currency))",
            "Discounted:  \(item.discountedPrice.map { price($0, item.currency) } ?? "no discount")",
            "Stock:       \(TerminalText.grouped(item.stock))",
            "Registered:  \(registrationFormat.string(from: Date(timeIntervalSince1970: item.registrationDate)))",
            "Description:",
        ]
        let description =
            item.descriptions.isEmpty
            ? ["(none)"]
            : item.descriptions.split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
        lines += description.map { "  " + $0 }
        lines.append("Images:")
        for (index, image) in item.images.enumerated() {
            lines.append("  \(index + 1). \(image)")
            if index < item.thumbnails.count { lines.append("     thumbnail: \(item.thumbnails[index])") }
        }
        return lines
    }

    /// 890,000 KRW.
    static func price(_ amount: Int, _ currency: String) -> String {
        "\(TerminalText.grouped(amount)) \(currency)"
    }

    /// Local time, to the minute, with the zone, e.g. 2026-11-22 14:05 +0900.
    private static var registrationFormat: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm xx"
        return formatter
    }
}
