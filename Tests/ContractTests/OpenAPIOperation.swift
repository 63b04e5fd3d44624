/// One operation of an `OpenAPIDocument` — a method on a path template — with what a request to it
/// may carry.
struct OpenAPIOperation: Sendable {
    /// One parameter, its `$ref` followed.
    struct Parameter: Sendable {
        /// Its name (`page_no`, `If-Match`).
        let name: String
        /// Where it goes: `path`, `query`, `header` or `cookie`.
        let location: String
        /// Whether a request must carry it.
        let required: Bool
        /// Its schema; `{}` when it has none.
        let schema: JSONValue
    }

    /// The document the operation is in.
    let document: OpenAPIDocument
    /// `GET`, `POST`…
    let method: String
    /// The path template, e.g. `/item/{id}`.
    let template: String
    /// The path item the operation is in, for the parameters every method of the path shares.
    let pathItem: JSONValue
    /// The operation object.
    let operation: JSONValue

    /// `METHOD template`, as messages name it.
    var name: String { "\(method) \(template)" }

    /// The path's and the operation's parameters, the operation's replacing a path's of the same
    /// name and place.
    var parameters: [Parameter] {
        var byKey: [String: Parameter] = [:]
        var order: [String] = []
        for list in [pathItem["parameters"], operation["parameters"]] {
            for entry in list?.array ?? [] {
                let parameter = document.dereferenced(entry)
                guard let name = parameter["name"]?.string, let location = parameter["in"]?.string else { continue }
                let key = "\(location) \(location == "header" ? name.lowercased() : name)"
                if byKey[key] == nil { order.append(key) }
                byKey[key] = Parameter(
                    name: name, location: location, required: parameter["required"] == .bool(true),
                    schema: parameter["schema"] ?? .object([:]))
            }
        }
        return order.compactMap { byKey[$0] }
    }

    /// The request body object, its `$ref` followed; `nil` when the operation takes none.
    var requestBody: JSONValue? {
        operation["requestBody"].map(document.dereferenced)
    }

    /// The schema of the request body sent as `mediaType` (`application/json`), or `nil` when the
    /// operation does not take that media type.
    func bodySchema(for mediaType: String) -> JSONValue? {
        guard let content = requestBody?["content"]?.object else { return nil }
        return content[mediaType].map { $0["schema"] ?? .object([:]) }
    }

    /// The security schemes a request may use (`bearerToken`, `basicCredentials`); empty when the
    /// operation is open. Each requirement of the list is one way in.
    var securitySchemes: [[String]] {
        let requirements = operation["security"] ?? document.root["security"] ?? .array([])
        return (requirements.array ?? []).map { ($0.object ?? [:]).keys.sorted() }
    }

    /// The values a concrete `path` gives the parameters of `template`, by name; `nil` when the
    /// path does not match the template. A parameter matches one non-empty path segment.
    static func pathParameters(template: String, path: String) -> [String: String]? {
        let templateSegments = template.split(separator: "/", omittingEmptySubsequences: false)
        let pathSegments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard templateSegments.count == pathSegments.count else { return nil }
        var values: [String: String] = [:]
        for (expected, actual) in zip(templateSegments, pathSegments) {
            if expected.hasPrefix("{"), expected.hasSuffix("}") {
                guard !actual.isEmpty else { return nil }
                values[String(expected.dropFirst().dropLast())] = String(actual)
            } else if expected != actual {
                return nil
            }
        }
        return values
    }
}
