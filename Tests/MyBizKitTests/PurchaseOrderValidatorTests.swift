import Foundation
import MyBizAPI
import MyBizKit
import Testing

@Suite("PurchaseOrderValidator: the contract's rules before sending, with the server's reasons")
struct PurchaseOrderValidatorTests {
    static let now = Date(timeIntervalSince1970: 1_795_339_800)
    static let chair = Product(id: UUID(), name: "Chair", unitPrice: 150)
    static let desk = Product(id: UUID(), name: "Desk", unitPrice: 400.5)
    let validator = PurchaseOrderValidator(products: [chair, desk], maxExpense: 10_000) { now }

    func order(
        number: String = "PO-1", lines: [PurchaseLine] = [PurchaseLine(productId: chair.id, quantity: 2)],
        due: Date? = nil
    ) -> NewPurchaseOrder {
        NewPurchaseOrder(poNumber: number, dueDate: due, purchases: lines)
    }

    @Test("a valid order has no problems")
    func valid() throws {
        let valid = order(
            lines: [
                PurchaseLine(productId: Self.chair.id, quantity: 2), PurchaseLine(productId: Self.desk.id, quantity: 1),
            ],
            due: Self.now.addingTimeInterval(86_400))
        #expect(validator.problems(in: valid).isEmpty)
        try validator.validate(valid)
    }

    @Test("a blank number is refused", arguments: ["", "   "])
    func blankNumber(number: String) {
        #expect(validator.problems(in: order(number: number)) == [.blankNumber])
    }

    @Test("an order needs at least one line")
    func noLines() {
        #expect(validator.problems(in: order(lines: [])) == [.noLines])
        #expect(PurchaseOrderProblem.noLines.description == "A purchase order needs at least one line in purchases.")
    }

    @Test("every quantity must be more than 0; the reason names the line", arguments: [0, -1, Double.nan])
    func quantity(quantity: Double) {
        let lines = [
            PurchaseLine(productId: Self.chair.id, quantity: 1),
            PurchaseLine(productId: Self.desk.id, quantity: quantity),
        ]
        #expect(validator.problems(in: order(lines: lines)) == [.quantityNotPositive(line: 1)])
        #expect(
            PurchaseOrderProblem.quantityNotPositive(line: 1).description
                == "purchases[1].quantity must be more than 0.")
    }

    @Test("every product must exist")
    func unknownProduct() {
        let stranger = UUID()
        #expect(
            validator.problems(in: order(lines: [PurchaseLine(productId: stranger, quantity: 1)]))
                == [.unknownProduct(line: 0, productID: stranger)])
    }

    @Test("the total may reach the maximum expense but not pass it")
    func maximumExpense() {
        let exactly300 = PurchaseOrderValidator(products: [Self.chair], maxExpense: 300) { Self.now }
        #expect(exactly300.problems(in: order()).isEmpty)
        let over = order(lines: [PurchaseLine(productId: Self.desk.id, quantity: 25)])
        #expect(validator.problems(in: over) == [.overMaxExpense(total: 10_012.5, maximum: 10_000)])
        #expect(
            PurchaseOrderProblem.overMaxExpense(total: 10_012.5, maximum: 10_000).description
                == "The order's total, 10,012.50, is more than the maximum expense of 10,000.00.")
    }

    @Test("Given no maximum expense, then the validator's is the server's default, the rules' own")
    func defaultMaximumExpense() {
        // Given
        let standard = PurchaseOrderValidator(products: [Self.desk]) { Self.now }
        // When
        let over = order(lines: [PurchaseLine(productId: Self.desk.id, quantity: 2_500)])
        // Then
        #expect(standard.maxExpense == PurchaseOrderRules.defaultMaxExpense)
        #expect(standard.problems(in: over) == [.overMaxExpense(total: 1_001_250, maximum: 1_000_000)])
    }

    @Test("a due date must be in the future; none at all is fine")
    func dueDate() {
        #expect(validator.problems(in: order(due: Self.now)) == [.dueDateNotInFuture])
        #expect(validator.problems(in: order(due: Self.now.addingTimeInterval(-1))) == [.dueDateNotInFuture])
        #expect(validator.problems(in: order(due: nil)).isEmpty)
    }

    @Test("validate throws the first problem, in the server's order")
    func firstProblem() {
        #expect(throws: PurchaseOrderProblem.blankNumber) { try validator.validate(order(number: "", lines: [])) }
    }
}
