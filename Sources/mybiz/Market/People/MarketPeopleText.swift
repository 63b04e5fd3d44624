import Foundation
import Money
import OpenMarketAPI

/// How saved products, conversations and messages read in the terminal.
enum MarketPeopleText {
    /// 19.99 USD, 35,000 KRW: the currency's own decimals (ISO 4217), digits grouped.
    static func price(_ amount: Double, _ currency: String) -> String {
        guard let iso = ISOCurrency.named(currency) else { return "\(TerminalText.grouped(Int(amount))) \(currency)" }
        let text = TypedAmount.text(amount, in: iso)
        let parts = text.split(separator: ".", maxSplits: 1)
        let whole = Int(parts[0]).map { TerminalText.grouped($0) } ?? String(parts[0])
        return whole + (parts.count > 1 ? "." + parts[1] : "") + " " + iso.code
    }

    /// A saved product: its number and title, what it costs now, what changed since.
    static func saved(_ entry: MarketSavedProduct) -> String {
        var line = entry.item.map { "item \($0.id)  \(entry.title)  \(price($0.pays, $0.currency))" } ?? entry.title
        let marks = entry.marks.map { mark in
            switch mark {
            case .priceDropped: "price dropped from \(price(entry.savedPrice, entry.savedCurrency))"
            case .reserved: "reserved"
            case .sold: "sold"
            case .gone: "no longer listed"
            }
        }
        if !marks.isEmpty { line += "  (" + marks.joined(separator: ", ") + ")" }
        return line
    }

    /// A conversation in the list: its number, the product, the other person, unread and state.
    static func conversation(_ conversation: MarketConversation) -> String {
        let role = conversation.role == .seller ? "Selling" : "Buying"
        var line = "#\(conversation.id)  \(role) “\(conversation.itemTitle)” with \(conversation.with)"
        var notes: [String] = []
        if conversation.unread > 0 { notes.append("\(conversation.unread) unread") }
        if let status = conversation.statusText { notes.append(status) }
        if !conversation.withActive { notes.append("account closed") }
        if !notes.isEmpty { line += "  (" + notes.joined(separator: ", ") + ")" }
        return line
    }

    /// A message: who wrote it, when (in this computer's time zone), what.
    static func message(_ message: MarketMessage, other: String) -> [String] {
        let when = DateText.format(message.sentAt, "yyyy-MM-dd HH:mm", calendar: .current)
        return ["\(message.mine ? "You" : other), \(when):"]
            + message.body.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    }
}
