import OpenMarketAPI

/// Products as a table whose number columns are as wide as their widest value, so a stock of a
/// trillion still lines up; the title is cut to its column with "…".
struct ItemTable {
    private static let titles = ["ID", "TITLE", "PRICE", "DISCOUNTED", "STOCK"]
    private static let alignRight = [true, false, true, true, true]
    /// The columns' widths; they only grow.
    private(set) var widths = [4, 28, 14, 14, 9]

    /// Widens the columns `items` need; whether any grew (a header printed before no longer fits).
    mutating func fit(_ items: [ItemSummary]) -> Bool {
        let before = widths
        for cells in items.map(Self.cells) {
            for index in widths.indices where index != 1 {
                widths[index] = max(widths[index], TerminalText.width(of: cells[index]))
            }
        }
        return widths != before
    }

    /// The header line.
    var header: String { line(Self.titles) }

    /// One product's line.
    func row(_ item: ItemSummary) -> String { line(Self.cells(item)) }

    private static func cells(_ item: ItemSummary) -> [String] {
        [
            String(item.id), item.title, ItemText.price(item.price, item.currency),
            item.discountedPrice.map { ItemText.price($0, item.currency) } ?? "—", TerminalText.grouped(item.stock),
        ]
    }

    private func line(_ cells: [String]) -> String {
        cells.indices.map { TerminalText.fit(cells[$0], to: widths[$0], alignRight: Self.alignRight[$0]) }
            .joined(separator: "  ")
    }
}
