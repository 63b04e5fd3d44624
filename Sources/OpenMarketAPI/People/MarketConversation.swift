import Foundation

/// A buyer's conversation with a seller about one product, as one of the two sees it.
public struct MarketConversation: Codable, Hashable, Sendable, Identifiable {
    /// The conversation's number.
    public var id: Int
    /// Which side the reader is on.
    public var role: MarketRole
    /// The other person's name.
    public var with: String
    /// Whether the other person's account is open: a closed one takes no more messages.
    public var withActive: Bool
    /// The product's title when the conversation started, kept after the product is deleted.
    public var itemTitle: String
    /// The product as it is now; `nil` once it was deleted.
    public var item: MarketItemBrief?
    /// Whether the product is reserved for this conversation's buyer.
    public var reservedForBuyer: Bool
    /// Messages the other person sent that the reader has not read.
    public var unread: Int
    /// The latest message; `nil` before the first.
    public var lastMessage: MarketMessage?
    /// When the buyer started it.
    public var startedAt: Date

    /// Creates a conversation.
    public init(
        id: Int, role: MarketRole, with: String, withActive: Bool, itemTitle: String, item: MarketItemBrief?,
        reservedForBuyer: Bool, unread: Int, lastMessage: MarketMessage?, startedAt: Date
    ) {
        self.id = id
        self.role = role
        self.with = with
        self.withActive = withActive
        self.itemTitle = itemTitle
        self.item = item
        self.reservedForBuyer = reservedForBuyer
        self.unread = unread
        self.lastMessage = lastMessage
        self.startedAt = startedAt
    }

    /// What the conversation says of its product, as the pages say it: "Reserved for you", "Sold",
    /// "No longer listed"…; `nil` while on sale.
    public var statusText: String? {
        MarketItemStatus.conversationText(item?.status, reservedForBuyer: reservedForBuyer, reader: role)
    }

    enum CodingKeys: String, CodingKey {
        case id, role, with, item, unread
        case withActive = "with_active"
        case itemTitle = "item_title"
        case reservedForBuyer = "reserved_for_buyer"
        case lastMessage = "last_message"
        case startedAt = "started_at"
    }
}

/// `GET /api/market/conversations`: the person's conversations, the latest message first.
public struct MarketConversations: Codable, Hashable, Sendable {
    /// The conversations.
    public var conversations: [MarketConversation]

    /// Creates the list.
    public init(conversations: [MarketConversation]) {
        self.conversations = conversations
    }
}

/// `GET /api/market/conversations/{id}`: one conversation and its messages (those after `?after=`).
public struct MarketConversationMessages: Codable, Hashable, Sendable {
    /// The conversation, its product's state as it is now.
    public var conversation: MarketConversation
    /// The messages, oldest first.
    public var messages: [MarketMessage]

    /// Creates the answer.
    public init(conversation: MarketConversation, messages: [MarketMessage]) {
        self.conversation = conversation
        self.messages = messages
    }
}
