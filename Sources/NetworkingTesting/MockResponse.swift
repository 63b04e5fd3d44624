import Foundation
import HTTPTypes

/// An answer scripted for `MockTransport`.
public struct MockResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Creates an answer.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An answer whose body is `value` encoded as JSON, dates in ISO 8601.
    public static func json(_ value: some Encodable, status: Int = 200) -> MockResponse {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        do {
            let body = try encoder.encode(value)
            return MockResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
        } catch {
            preconditionFailure("MockResponse.json could not encode \(value): \(error)")
        }
    }

    /// The response head the transport returns.
    func head() throws -> HTTPResponse {
        var fields = HTTPFields()
        for (name, value) in headers {
            guard let fieldName = HTTPField.Name(name) else {
                throw MockResponseError(description: "“\(name)” is not a valid header name for a MockResponse.")
            }
            fields[fieldName] = value
        }
        return HTTPResponse(status: .init(code: status), headerFields: fields)
    }
}

/// A scripted answer that no transport could have received.
struct MockResponseError: Error, CustomStringConvertible {
    let description: String
}
