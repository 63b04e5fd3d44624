import Foundation
import Testing

@testable import JSONDiagnostics

@Suite("DecodingProblem: which field of a JSON value does not fit, and what it must be")
struct DecodingProblemTests {
    private struct Order: Decodable {
        struct Line: Decodable {
            let product: UUID
            let quantity: Int64
            let price: Float
            let gift: Bool
        }
        let number: String
        let lines: [Line]
        let revision: UInt32?
    }

    private static func sentence(_ json: String) -> String? {
        do {
            _ = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
            return nil
        } catch let error as DecodingError {
            return DecodingProblem.sentence(for: error, whole: "The body", json: Data(json.utf8))
        } catch {
            return "\(error)"
        }
    }

    private static let line =
        #"{"product": "8C2F3A4B-1D2E-4F50-8A6B-7C8D9E0F1A2B", "quantity": 1, "price": 2, "gift": false}"#

    @Test(
        "Given a value that does not fit, then the sentence names the field's path and what it must be",
        arguments: [
            (#"{"lines": []}"#, "number is missing."),
            (#"{"number": null, "lines": []}"#, "number must not be null."),
            (#"{"number": 7, "lines": []}"#, "number must be a string."),
            (#"{"number": "A", "lines": {}}"#, "lines must be an array."),
            (#"{"number": "A", "lines": [7]}"#, "lines[0] must be an object."),
            (#"{"number": "A", "lines": [{"product": 1}]}"#, "lines[0].product must be a string."),
            (
                #"{"number": "A", "lines": [\#(line), {"product": "8C2F3A4B-1D2E-4F50-8A6B-7C8D9E0F1A2B", "quantity": "2"}]}"#,
                "lines[1].quantity must be a number."
            ),
            (
                #"{"number": "A", "lines": [{"product": "8C2F3A4B-1D2E-4F50-8A6B-7C8D9E0F1A2B", "quantity": 1, "price": "2"}]}"#,
                "lines[0].price must be a number."
            ),
            (#"{"number": "A", "lines": [], "revision": "3"}"#, "revision must be a number."),
            ("[]", "The body must be an object."),
        ])
    func names(json: String, sentence: String) {
        #expect(Self.sentence(json) == sentence)
    }

    @Test(
        "Given text that is not JSON, then the sentence says where it breaks; without the text, only that it does",
        arguments: [
            ("{", "The body is not valid JSON: it ends too soon."),
            (#"{"number": "A" "lines": []}"#, "The body is not valid JSON: an unexpected “\"”, at line 1, column 16."),
        ])
    func syntax(json: String, sentence: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Order.self, from: Data(json.utf8))
        }
        #expect(DecodingProblem.sentence(for: error, whole: "The body", json: Data(json.utf8)) == sentence)
        #expect(DecodingProblem.sentence(for: error, whole: "The body") == "The body is not valid JSON.")
    }
}
