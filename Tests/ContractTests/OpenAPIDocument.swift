import APIDocuments
import Foundation
import Yams

/// One of the repository's OpenAPI documents, read from `docs/openapi` as the server embeds it, with
/// the look-ups the contract tests need: `$ref`s, operations by method and path, their parameters.
struct OpenAPIDocument: Sendable {
    /// Why a document could not be read.
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// Which document it is.
    let document: APIDocument
    /// The whole document.
    let root: JSONValue

    /// Reads `document`.
    init(_ document: APIDocument) throws {
        self.document = document
        let text = String(decoding: document.yaml, as: UTF8.self)
        guard let yaml = try Yams.load(yaml: text), let root = JSONValue(yaml: yaml), root.object != nil else {
            throw Unreadable(description: "\(document.fileName) is not a YAML mapping of JSON values.")
        }
        self.root = root
    }

    /// The value `ref` (`#/components/schemas/Item`) points to, or `nil` when it points nowhere.
    func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#/") else { return nil }
        var value: JSONValue? = root
        for token in ref.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            value = value?[JSONPointer.unescape(String(token))]
        }
        return value
    }

    /// `value`, or what its `$ref` points to (followed until a value without one).
    func dereferenced(_ value: JSONValue) -> JSONValue {
        var value = value
        var seen: Set<String> = []
        while let ref = value["$ref"]?.string, seen.insert(ref).inserted, let target = resolve(ref) {
            value = target
        }
        return value
    }

    /// The operation a request with `method` to `path` is, by the document's path templates
    /// (`/item/{id}`); a literal path wins over a template that also matches. `nil` when no path
    /// of the document matches with that method.
    func operation(method: String, path: String) -> OpenAPIOperation? {
        guard let paths = root["paths"]?.object else { return nil }
        let candidates = paths.compactMap { template, item -> (template: String, item: JSONValue)? in
            OpenAPIOperation.pathParameters(template: template, path: path) == nil ? nil : (template, item)
        }
        // The template with the fewest parameters is the most specific (`/api/users/me` over `/api/users/{id}`).
        let ordered = candidates.sorted {
            ($0.template.filter { $0 == "{" }.count, $0.template) < (
                $1.template.filter { $0 == "{" }.count, $1.template
            )
        }
        for (template, item) in ordered {
            guard let operation = item[method.lowercased()] else { continue }
            return OpenAPIOperation(
                document: self, method: method.uppercased(), template: template, pathItem: item, operation: operation)
        }
        return nil
    }

    /// Every `METHOD template` the document describes.
    var operationNames: [String] {
        let methods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"]
        return (root["paths"]?.object ?? [:]).flatMap { template, item in
            methods.filter { item[$0] != nil }.map { "\($0.uppercased()) \(template)" }
        }.sorted()
    }
}
