import Foundation

/// A message of a conversation between a buyer and a seller.
public struct MarketMessage: Codable, Hashable, Sendable, Identifiable {
    /// The message's number: later messages have larger ones.
    public var id: Int
    /// The conversation it belongs to.
    public var conversationID: Int
    /// What was written.
    public var body: String
    /// When it was sent.
    public var sentAt: Date
    /// Whether the reader wrote it.
    public var mine: Bool

    /// Creates a message.
    public init(id: Int, conversationID: Int, body: String, sentAt: Date, mine: Bool) {
        self.id = id
        self.conversationID = conversationID
        self.body = body
        self.sentAt = sentAt
        self.mine = mine
    }

    enum CodingKeys: String, CodingKey {
        case id, body, mine
        case conversationID = "conversation_id"
        case sentAt = "sent_at"
    }
}
