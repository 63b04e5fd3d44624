import Foundation
import MyBizAPI
import Testing

@Suite("PurchaseOrderRules: the size limits and the contract's rules, one function for every caller")
struct PurchaseOrderRulesTests {
    static let chair = UUID()
    static let now = Date(timeIntervalSince1970: 1_795_339_800)

    static func order(number: String = "PO-1", comment: String? = nil, lines: Int = 1, quantity: Double = 1)
        -> NewPurchaseOrder
    {
        NewPurchaseOrder(
            poNumber: number, comment: comment, dueDate: nil,
            purchases: Array(repeating: PurchaseLine(productId: chair, quantity: quantity), count: lines))
    }

    @Test("an order over its size limits is refused for them alone, and needs no prices")
    func limitsFirstAndAlone() {
        // Given an order with a number, a comment and lines all too long, and unknown products
        let order = Self.order(
            number: String(repeating: "7", count: 101), comment: String(repeating: "c", count: 2_001), lines: 501,
            quantity: 0)
        // When it is judged
        let problems = PurchaseOrderRules.problems(in: order, unitPrices: [:], maxExpense: 10, now: Self.now)
        // Then only the limits are named, with the sizes found
        #expect(
            problems == [
                .numberTooLong(length: 101, maximum: 100), .commentTooLong(length: 2_001, maximum: 2_000),
                .tooManyLines(count: 501, maximum: 500),
            ])
        #expect(problems.map(\.description).first == "poNumber must be at most 100 characters.")
        #expect(PurchaseOrderRules.productIDs(in: order).isEmpty)
    }

    @Test("without prices, products and the total are not judged; the rest is")
    func withoutPrices() {
        let order = Self.order(number: " ", quantity: 0)
        let problems = PurchaseOrderRules.problems(in: order, unitPrices: nil, maxExpense: 0, now: Self.now)
        #expect(problems == [.blankNumber, .quantityNotPositive(line: 0)])
        #expect(PurchaseOrderRules.productIDs(in: order) == [Self.chair])
    }

    @Test("with prices, an unknown product and a total over the maximum are named")
    func withPrices() {
        let order = Self.order(lines: 2, quantity: 3)
        let unknown = PurchaseOrderRules.problems(in: order, unitPrices: [:], maxExpense: 100, now: Self.now)
        #expect(
            unknown == [
                .unknownProduct(line: 0, productID: Self.chair), .unknownProduct(line: 1, productID: Self.chair),
            ])
        let expensive = PurchaseOrderRules.problems(
            in: order, unitPrices: [Self.chair: 20], maxExpense: 100, now: Self.now)
        #expect(expensive == [.overMaxExpense(total: 120, maximum: 100)])
    }

    @Test("a line refused for its quantity adds nothing to the total, so the total is that of the lines that stand")
    func refusedLinesAddNothing() {
        let order = NewPurchaseOrder(
            poNumber: "PO-1",
            purchases: [
                PurchaseLine(productId: Self.chair, quantity: 10), PurchaseLine(productId: Self.chair, quantity: -2),
            ])
        let problems = PurchaseOrderRules.problems(
            in: order, unitPrices: [Self.chair: 20], maxExpense: 100, now: Self.now)
        #expect(problems == [.quantityNotPositive(line: 1), .overMaxExpense(total: 200, maximum: 100)])
    }
}
