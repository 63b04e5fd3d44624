import OpenMarketAPI
import Testing

@Suite("What a saved product says changed, and what a conversation says of its product")
struct SavedProductMarkTests {
    static let lamp = MarketItemBrief(id: 7, title: "Lamp", price: 24.5, currency: "USD", status: .available)

    @Test("Given the price a product was saved at, then a lower price now is a drop, in the same currency only")
    func priceDrop() {
        var now = Self.lamp
        #expect(SavedProductMark.marks(savedPrice: 24.5, savedCurrency: "USD", now: now) == [])
        now.discountedPrice = 19.99
        #expect(SavedProductMark.marks(savedPrice: 24.5, savedCurrency: "USD", now: now) == [.priceDropped])
        #expect(SavedProductMark.marks(savedPrice: 24.5, savedCurrency: "KRW", now: now) == [], "not across currencies")
        now.price = 30
        now.discountedPrice = nil
        #expect(SavedProductMark.marks(savedPrice: 24.5, savedCurrency: "USD", now: now) == [], "a rise is no mark")
    }

    @Test("Given a product reserved, sold or deleted since, then the mark says so")
    func status() {
        var now = Self.lamp
        now.status = .reserved
        #expect(SavedProductMark.marks(savedPrice: 24.5, savedCurrency: "USD", now: now) == [.reserved])
        now.status = .sold
        now.price = 10
        #expect(SavedProductMark.marks(savedPrice: 24.5, savedCurrency: "USD", now: now) == [.priceDropped, .sold])
        #expect(SavedProductMark.marks(savedPrice: 24.5, savedCurrency: "USD", now: nil) == [.gone])
    }

    @Test("Given a conversation, then its product's state reads for the buyer and the seller alike")
    func conversationText() {
        let text = MarketItemStatus.conversationText
        #expect(text(.available, false, .buyer) == nil)
        #expect(text(.reserved, true, .buyer) == "Reserved for you")
        #expect(text(.reserved, false, .buyer) == "Reserved for someone else")
        #expect(text(.reserved, true, .seller) == "Reserved for this buyer")
        #expect(text(.reserved, false, .seller) == "Reserved for another buyer")
        #expect(text(.sold, false, .seller) == "Sold")
        #expect(text(nil, false, .buyer) == "No longer listed")
    }
}
