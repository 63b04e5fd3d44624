import APIDocuments
import Foundation
import Yams

/// What the API reference page shows of one OpenAPI document: its operations — parameters,
/// request body, answers, an example of each — and its schemas, read from the document itself so
/// the page can never say something the document does not. Descriptions are Markdown, shown as HTML.
struct APIReference {
    struct Operation {
        let anchor: String
        let method: String
        /// The method in lower case, for its badge's colour.
        let methodClass: String
        let path: String
        /// The summary, as inline HTML.
        let summary: String
        /// The description, as HTML.
        let description: String
        let parameters: [Row]
        let body: String?
        let responses: [Row]
        /// Whether there are parameters (templates see stored values only).
        let hasParameters: Bool
        let requests: [ExampleMessage]
        let answers: [ExampleMessage]
    }

    struct Schema {
        let name: String
        let anchor: String
        /// The description, as HTML.
        let description: String
        let properties: [Row]
        /// Whether there are properties (templates see stored values only).
        let hasProperties: Bool
    }

    /// A line of a table: a name, what it is, and a sentence about it (as HTML).
    struct Row {
        let name: String
        let kind: String
        let note: String
    }

    let title: String
    let fileName: String
    let anchor: String
    /// The document's description, as HTML.
    let description: String
    let operations: [Operation]
    let schemas: [Schema]

    /// The reference of `document`.
    ///
    /// - Throws: when its YAML cannot be read (a build with a broken document; tests catch it).
    init(_ document: APIDocument) throws {
        let yaml = String(decoding: document.yaml, as: UTF8.self)
        let root = try Yams.load(yaml: yaml) as? [String: Any] ?? [:]
        let examples = ExampleMessages(document: try Yams.compose(yaml: yaml) ?? .mapping([:]))
        let info = root["info"] as? [String: Any] ?? [:]
        let components = root["components"] as? [String: Any] ?? [:]
        let parameters = components["parameters"] as? [String: Any] ?? [:]
        let responses = components["responses"] as? [String: Any] ?? [:]
        title = info["title"] as? String ?? document.title
        fileName = document.fileName
        anchor = document.fileName.replacingOccurrences(of: ".yaml", with: "")
        description = MarkdownText.blocks(info["description"] as? String ?? "")
        var operations: [Operation] = []
        for (path, value) in Self.ordered(root["paths"]) {
            let item = value as? [String: Any] ?? [:]
            let shared = item["parameters"] as? [Any] ?? []
            for method in ["get", "post", "put", "patch", "delete"] {
                guard let operation = item[method] as? [String: Any] else { continue }
                let parameterRows = (shared + (operation["parameters"] as? [Any] ?? [])).map {
                    Self.parameterRow(Self.resolve($0, in: parameters))
                }
                let body = (operation["requestBody"] as? [String: Any]).map(Self.bodyText)
                let responseRows = Self.ordered(operation["responses"]).map { status, response in
                    let resolved = Self.resolve(response, in: responses)
                    return Row(
                        name: status, kind: Self.contentText(resolved["content"]),
                        note: MarkdownText.inline(resolved["description"] as? String ?? ""))
                }
                let node = examples.operation(method, at: path)
                operations.append(
                    Operation(
                        anchor: "\(anchor)-\(operation["operationId"] as? String ?? "\(method)\(path)")",
                        method: method.uppercased(), methodClass: method, path: path,
                        summary: MarkdownText.inline(operation["summary"] as? String ?? ""),
                        description: MarkdownText.blocks(operation["description"] as? String ?? ""),
                        parameters: parameterRows, body: body, responses: responseRows,
                        hasParameters: !parameterRows.isEmpty,
                        requests: node.map {
                            examples.requests(
                                method: method.uppercased(), path: path, pathItem: $0.item, operation: $0.operation)
                        } ?? [],
                        answers: node.map { examples.answers(operation: $0.operation) } ?? []))
            }
        }
        self.operations = operations
        let anchor = self.anchor
        schemas = Self.ordered(components["schemas"]).map { name, value in
            let schema = value as? [String: Any] ?? [:]
            let required = Set(schema["required"] as? [String] ?? [])
            let properties = Self.ordered(schema["properties"]).map { property, value in
                let schema = value as? [String: Any] ?? [:]
                return Row(
                    name: required.contains(property) ? property : "\(property) (optional)",
                    kind: SchemaText.describe(schema), note: MarkdownText.inline(schema["description"] as? String ?? "")
                )
            }
            return Schema(
                name: name, anchor: "\(anchor)-\(name)",
                description: MarkdownText.blocks(schema["description"] as? String ?? ""),
                properties: properties, hasProperties: !properties.isEmpty)
        }
    }

    /// The entries of a YAML mapping, sorted as people look them up: paths by their text, statuses
    /// by number.
    private static func ordered(_ value: Any?) -> [(String, Any)] {
        guard let mapping = value as? [String: Any] else { return [] }
        return mapping.keys.sorted(by: keyOrder).map { ($0, mapping[$0] as Any) }
    }

    private static func keyOrder(_ a: String, _ b: String) -> Bool {
        a.localizedStandardCompare(b) == .orderedAscending
    }

    private static func resolve(_ value: Any, in components: [String: Any]) -> [String: Any] {
        let object = value as? [String: Any] ?? [:]
        guard let reference = object["$ref"] as? String, let name = reference.split(separator: "/").last else {
            return object
        }
        return components[String(name)] as? [String: Any] ?? object
    }

    private static func parameterRow(_ parameter: [String: Any]) -> Row {
        let name = parameter["name"] as? String ?? "?"
        let place = parameter["in"] as? String ?? ""
        let required = parameter["required"] as? Bool == true ? "" : ", optional"
        return Row(
            name: "\(name) (\(place)\(required))",
            kind: SchemaText.describe(parameter["schema"] as? [String: Any] ?? [:]),
            note: MarkdownText.inline(parameter["description"] as? String ?? ""))
    }

    private static func bodyText(_ body: [String: Any]) -> String {
        contentText(body["content"])
    }

    private static func contentText(_ content: Any?) -> String {
        ordered(content).map { mediaType, value in
            let schema = (value as? [String: Any])?["schema"] as? [String: Any] ?? [:]
            let described = SchemaText.describe(schema)
            return described.isEmpty ? mediaType : "\(mediaType): \(described)"
        }.joined(separator: "; ")
    }
}
