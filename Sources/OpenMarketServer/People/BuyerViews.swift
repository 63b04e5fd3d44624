import Foundation
import OpenMarketAPI
import WebPages

/// `/market/saved`: the products a person saved, each marked when its price dropped since, it was
/// reserved or sold, or it is gone.
struct SavedView {
    struct Entry {
        let id: Int
        let title: String
        let link: String?
        let thumbnail: String?
        let price: String?
        /// "Price dropped from ₩120,000", "Reserved", "Sold", "No longer listed".
        let marks: [String]
        let hasMarks: Bool
        /// The product's number, for the heart's form; `nil` once it is deleted.
        let itemID: Int?

        init(_ saved: SavedRecord, item: ItemRecord?, locale: Locale) {
            id = saved.id
            itemID = item?.id
            title = item?.fields.title ?? saved.title
            link = item.map { "/market/items/\($0.id)" }
            thumbnail = item?.images.first.map { OpenMarketPath.thumbnail($0.names.thumbnail) }
            if let item {
                price = MarketText.price(
                    item.fields.discountedPrice ?? item.fields.price, item.fields.currency, locale: locale)
            } else {
                price = nil
            }
            let marks = SavedProductMark.marks(
                savedPrice: saved.savedPrice, savedCurrency: saved.savedCurrency, now: item?.brief(linkingFrom: "")
            ).map { mark in
                switch mark {
                case .priceDropped:
                    "Price dropped from " + MarketText.price(saved.savedPrice, saved.savedCurrency, locale: locale)
                case .reserved: MarketItemStatus.reserved.label ?? "Reserved"
                case .sold: MarketItemStatus.sold.label ?? "Sold"
                case .gone: "No longer listed"
                }
            }
            self.marks = marks
            hasMarks = !marks.isEmpty
        }
    }

    let entries: [Entry]
    let viewer: MarketViewer
    let isEmpty: Bool

    init(entries: [Entry], viewer: MarketViewer) {
        self.entries = entries
        self.viewer = viewer
        isEmpty = entries.isEmpty
    }
}

/// `/market/messages`: every conversation of a person, the latest first, with its unread count.
struct InboxView {
    struct Row {
        let link: String
        let other: String
        let itemTitle: String
        let thumbnail: String?
        let last: String?
        let unread: Int
        let hasUnread: Bool
        /// "3 unread" for the row's label.
        let label: String
        let status: String?
        /// "Buying" or "Selling".
        let role: String

        init(
            _ conversation: ConversationRecord, for reader: UUID, other: WebPerson?, item: ItemRecord?,
            last: MessageRecord?, unread: Int
        ) {
            link = "/market/messages/\(conversation.id)"
            self.other = other?.name ?? "A former member"
            itemTitle = item?.fields.title ?? conversation.itemTitle
            thumbnail = item?.images.first.map { OpenMarketPath.thumbnail($0.names.thumbnail) }
            self.last = last.map { ($0.sender == reader ? "You: " : "") + String($0.body.prefix(120)) }
            self.unread = unread
            hasUnread = unread > 0
            role = conversation.seller == reader ? "Selling" : "Buying"
            status = ConversationView.statusText(item, buyer: conversation.buyer, reader: reader)
            label = "\(role) “\(itemTitle)” with \(self.other)" + (unread > 0 ? ", \(unread) unread" : "")
        }
    }

    let rows: [Row]
    let viewer: MarketViewer
    let isEmpty: Bool

    init(rows: [Row], viewer: MarketViewer) {
        self.rows = rows
        self.viewer = viewer
        isEmpty = rows.isEmpty
    }
}

/// `/market/messages/{id}`: a conversation about one product — the product with its state, the
/// messages, and the form to write; for the seller, the product's controls.
struct ConversationView {
    /// A message as the page shows it, and as its script receives it.
    struct Message: Encodable {
        let id: Int
        let mine: Bool
        let body: String
        let sent: String
        let sentMachine: String

        init(_ message: MessageRecord, for reader: UUID, locale: Locale) {
            id = message.id
            mine = message.sender == reader
            body = message.body
            sent = MarketText.exact(message.sentAt, locale: locale)
            sentMachine = MarketText.machine(message.sentAt)
        }
    }

    let id: Int
    let other: String
    let itemTitle: String
    let itemLink: String?
    let thumbnail: String?
    let price: String?
    let status: String?
    let messages: [Message]
    let lastID: Int
    let hasMessages: Bool
    /// Why the form cannot be sent, or what the last try lacked.
    let error: String?
    let draft: String
    /// The other person's account is closed: no more messages.
    let closed: Bool
    let isSeller: Bool
    let maxLength = MarketMessageRules.maxLength
    let viewer: MarketViewer

    init(
        _ conversation: ConversationRecord, for reader: UUID, other: WebPerson?, item: ItemRecord?,
        messages: [MessageRecord], locale: Locale, error: String?, draft: String = "", viewer: MarketViewer
    ) {
        id = conversation.id
        self.other = other?.name ?? "A former member"
        itemTitle = item?.fields.title ?? conversation.itemTitle
        itemLink = item.map { "/market/items/\($0.id)" }
        thumbnail = item?.images.first.map { OpenMarketPath.thumbnail($0.names.thumbnail) }
        price = item.map {
            MarketText.price($0.fields.discountedPrice ?? $0.fields.price, $0.fields.currency, locale: locale)
        }
        status = Self.statusText(item, buyer: conversation.buyer, reader: reader)
        self.messages = messages.map { Message($0, for: reader, locale: locale) }
        lastID = messages.last?.id ?? 0
        hasMessages = !messages.isEmpty
        self.error = error
        self.draft = draft
        closed = other?.isActive != true
        isSeller = conversation.seller == reader
        self.viewer = viewer
    }

    /// What a conversation says of its product: "Reserved for you", "Reserved for someone else",
    /// "Sold", "No longer listed"; `nil` while on sale.
    static func statusText(_ item: ItemRecord?, buyer: UUID, reader: UUID) -> String? {
        MarketItemStatus.conversationText(
            item?.status, reservedForBuyer: item?.status == .reserved && item?.reservedFor == buyer,
            reader: reader == buyer ? .buyer : .seller)
    }
}
