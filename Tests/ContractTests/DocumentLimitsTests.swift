import APIDocuments
import Testing

@Suite("The documents' limits: every minimum, maximum and length the OpenAPI documents state is a constant of the code")
struct DocumentLimitsTests {
    @Test(
        "Given a document, then each of its limits is tied to a constant of the same value",
        arguments: APIDocument.allCases)
    func limitsAreTheConstants(document: APIDocument) throws {
        // Given
        let limits = DocumentLimit.all(in: try OpenAPIDocument(document).root)
        let ties = LimitTable.ties(of: document)

        // When
        let comparison = LimitComparison(limits: limits, ties: ties)

        // Then
        let file = document.fileName
        for mismatch in comparison.mismatches {
            Issue.record(
                "\(file)#\(mismatch.limit.pointer) is \(Self.text(mismatch.limit.value)), but the constant this line ties it to is \(Self.text(mismatch.tie.constant)): change the document or the constant so they agree.",
                sourceLocation: mismatch.tie.sourceLocation)
        }
        for limit in comparison.untied {
            Issue.record(
                "\(file)#\(limit.pointer) (\(Self.text(limit.value))) is tied to no constant: add it to \(LimitTable.name(of: document)) with the constant it restates."
            )
        }
        for tie in comparison.stale {
            Issue.record(
                "\(file) has no limit at \(tie.pointer) any more: remove this line of the table, or tie the limit where it moved.",
                sourceLocation: tie.sourceLocation)
        }
        for pointer in comparison.duplicated {
            Issue.record("\(LimitTable.name(of: document)) ties \(file)#\(pointer) more than once.")
        }
        #expect(!limits.isEmpty, "\(file) states no limit at all: is it read?")
    }

    @Test("Given a limit changed, one added and one removed, then the comparison names each")
    func comparisonFindsEachDisagreement() {
        // Given
        let limits = [
            DocumentLimit(pointer: "/a/maxLength", value: 200), DocumentLimit(pointer: "/b/minimum", value: 1),
        ]
        let ties = [LimitTie("/a/maxLength", 201), LimitTie("/c/maxItems", 5)]

        // When
        let comparison = LimitComparison(limits: limits, ties: ties)

        // Then
        #expect(comparison.mismatches.map(\.limit.pointer) == ["/a/maxLength"])
        #expect(comparison.untied.map(\.pointer) == ["/b/minimum"])
        #expect(comparison.stale.map(\.pointer) == ["/c/maxItems"])
        #expect(!comparison.agrees)
    }

    @Test("Given limit-named keys in examples and as property names, then only schema keywords count")
    func keywordsOnly() {
        // Given
        let schema = JSONValue.object([
            "properties": .object([
                "maxLength": .object(["type": .string("integer"), "minimum": .number(0)])
            ]),
            "example": .object(["maximum": .number(3)]),
            "maxItems": .number(5),
        ])

        // When
        let limits = DocumentLimit.all(in: schema)

        // Then
        #expect(limits.map(\.pointer) == ["/maxItems", "/properties/maxLength/minimum"])
    }

    /// `value` as the document writes it: a whole number without a fraction.
    static func text(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
