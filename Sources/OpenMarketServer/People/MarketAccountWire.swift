import Foundation
import OpenMarketAPI
import WebPages

extension ItemRecord {
    /// The product as saved lists and conversations show it, its thumbnail's URL absolute under `base`.
    func brief(linkingFrom base: String) -> MarketItemBrief {
        MarketItemBrief(
            id: id, title: fields.title, price: fields.price, discountedPrice: fields.discountedPrice,
            currency: fields.currency, status: status,
            thumbnail: images.first.map { base + OpenMarketPath.thumbnail($0.names.thumbnail) })
    }
}

extension MessageRecord {
    /// The message as `reader` receives it.
    func wire(for reader: UUID) -> MarketMessage {
        MarketMessage(
            id: id, conversationID: conversationID, body: body, sentAt: Date(timeIntervalSince1970: sentAt),
            mine: sender == reader)
    }
}

extension ConversationRecord {
    /// The conversation as `reader` sees it, with the other person, its product as it is now (`nil`
    /// once deleted), the reader's unread count and the latest message.
    func wire(
        for reader: UUID, other: WebPerson?, item: ItemRecord?, unread: Int, last: MessageRecord?, base: String
    ) -> MarketConversation {
        MarketConversation(
            id: id, role: seller == reader ? .seller : .buyer, with: other?.name ?? "A former member",
            withActive: other?.isActive == true, itemTitle: item?.fields.title ?? itemTitle,
            item: item?.brief(linkingFrom: base),
            reservedForBuyer: item?.status == .reserved && item?.reservedFor == buyer, unread: unread,
            lastMessage: last?.wire(for: reader), startedAt: Date(timeIntervalSince1970: startedAt))
    }
}

extension SavedRecord {
    /// The saved entry with what changed since, `item` being the product now (`nil` once deleted).
    func wire(item: ItemRecord?, base: String) -> MarketSavedProduct {
        MarketSavedProduct(
            id: id, title: item?.fields.title ?? title, savedPrice: savedPrice, savedCurrency: savedCurrency,
            savedAt: Date(timeIntervalSince1970: savedAt), item: item?.brief(linkingFrom: base))
    }
}
