import APIDocuments
import Foundation
import Networking
import NetworkingTesting

/// Checks a request a kit sent against its `OpenAPIDocument`: the method and path are an operation
/// of the document; every query parameter is one the operation declares, and the required ones are
/// there; the required headers and the credentials the operation's security names are there; the
/// body is one the operation takes — a JSON body an instance of its schema, a multipart body's
/// parts properties of its form.
struct RequestContract: Sendable {
    /// The document the requests must keep to.
    let document: OpenAPIDocument

    /// Every way `request` breaks the document, each a sentence naming the request and the place;
    /// empty when it keeps to it.
    func problems(of request: RecordedRequest) -> [String] {
        let method = request.method.rawValue
        let path = request.url.path
        guard let operation = document.operation(method: method, path: path) else {
            return [
                "\(method) \(path) is no operation of \(document.document.fileName), which has: "
                    + document.operationNames.joined(separator: "; ")
            ]
        }
        let validator = SchemaValidator(document: document)
        var problems = parameterProblems(request, operation, validator)
        problems += securityProblems(request, operation)
        problems += bodyProblems(request, operation, validator)
        return problems.map { "\(operation.name) (sent as \(method) \(request.url.absoluteString)): \($0)" }
    }

    private func parameterProblems(
        _ request: RecordedRequest, _ operation: OpenAPIOperation, _ validator: SchemaValidator
    ) -> [String] {
        var problems: [String] = []
        let parameters = operation.parameters
        let pathValues = OpenAPIOperation.pathParameters(template: operation.template, path: request.url.path) ?? [:]
        for (name, value) in pathValues.sorted(by: { $0.key < $1.key }) {
            guard let parameter = parameters.first(where: { $0.location == "path" && $0.name == name }) else {
                problems.append("the path parameter {\(name)} is not declared.")
                continue
            }
            problems += validator.problems(text: value, parameter.schema, at: "path parameter \(name)")
        }
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        for item in query {
            guard let parameter = parameters.first(where: { $0.location == "query" && $0.name == item.name }) else {
                let declared = parameters.filter { $0.location == "query" }.map(\.name)
                problems.append(
                    "the query parameter \(item.name) is not declared (the operation declares "
                        + (declared.isEmpty ? "none" : declared.joined(separator: ", ")) + ").")
                continue
            }
            problems += validator.problems(text: item.value ?? "", parameter.schema, at: "query parameter \(item.name)")
        }
        for parameter in parameters where parameter.required {
            switch parameter.location {
            case "query" where !query.contains(where: { $0.name == parameter.name }):
                problems.append("the required query parameter \(parameter.name) is missing.")
            case "header" where request.header(parameter.name) == nil:
                problems.append("the required header \(parameter.name) is missing.")
            default: break
            }
        }
        for parameter in parameters where parameter.location == "header" {
            guard let value = request.header(parameter.name) else { continue }
            problems += validator.problems(text: value, parameter.schema, at: "header \(parameter.name)")
        }
        return problems
    }

    /// Whether the request carries credentials of a scheme the operation accepts (`Bearer`, `Basic`).
    private func securityProblems(_ request: RecordedRequest, _ operation: OpenAPIOperation) -> [String] {
        let requirements = operation.securitySchemes
        guard !requirements.isEmpty, !requirements.contains([]) else { return [] }
        let schemes = document.root["components"]?["securitySchemes"]?.object ?? [:]
        let authorization = request.header("Authorization") ?? ""
        let accepted = requirements.contains { names in
            names.allSatisfy { name in
                guard let scheme = schemes[name], scheme["type"]?.string == "http",
                    let kind = scheme["scheme"]?.string
                else { return true }  // A cookie or API key is not the kits' to send.
                return authorization.lowercased().hasPrefix(kind.lowercased() + " ")
            }
        }
        return accepted
            ? []
            : ["its Authorization “\(authorization)” is none of the operation's security: \(requirements)."]
    }

    private func bodyProblems(_ request: RecordedRequest, _ operation: OpenAPIOperation, _ validator: SchemaValidator)
        -> [String]
    {
        guard let requestBody = operation.requestBody else {
            return request.body.isEmpty
                ? [] : ["it sends a body of \(request.body.count) bytes; the operation takes none."]
        }
        if request.body.isEmpty {
            return requestBody["required"] == .bool(true) ? ["it sends no body; the operation requires one."] : []
        }
        let contentType = request.header("Content-Type") ?? ""
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard let schema = operation.bodySchema(for: mediaType.lowercased()) else {
            let accepted = (requestBody["content"]?.object ?? [:]).keys.sorted().joined(separator: ", ")
            return ["its body is “\(contentType)”, which the operation does not take (it takes \(accepted))."]
        }
        if mediaType == "multipart/form-data" {
            return formProblems(request, schema, validator)
        }
        guard mediaType.hasSuffix("json") else { return [] }
        do {
            let value = try JSONDecoder().decode(JSONValue.self, from: request.body)
            return validator.problems(value, schema, at: "body")
        } catch {
            return ["its body is not JSON: \(error)"]
        }
    }

    /// The parts of a form against the properties of its schema: each part's name is a property, a
    /// name sent twice is an array's, the required ones are there, and each text part is what its
    /// property's schema (or its items') says.
    private func formProblems(_ request: RecordedRequest, _ schema: JSONValue, _ validator: SchemaValidator)
        -> [String]
    {
        let form: MultipartForm
        do {
            form = try request.multipartForm()
        } catch {
            return ["its multipart body cannot be read: \(error)"]
        }
        let schema = document.dereferenced(schema)
        let properties = schema["properties"]?.object ?? [:]
        var problems: [String] = []
        for name in (schema["required"]?.array ?? []).compactMap(\.string)
        where !form.parts.contains(where: { $0.name == name }) {
            problems.append("the form lacks the part \(name), which the document requires.")
        }
        var counts: [String: Int] = [:]
        for part in form.parts { counts[part.name, default: 0] += 1 }
        for part in form.parts {
            guard let property = properties[part.name].map(document.dereferenced) else {
                problems.append(
                    "the form has a part \(part.name), which is not a property of its schema (it has "
                        + properties.keys.sorted().joined(separator: ", ") + ").")
                continue
            }
            let isArray = SchemaValidator.types(of: property)?.contains("array") == true
            if counts[part.name, default: 0] > 1, !isArray {
                problems.append("the form has \(counts[part.name]!) parts \(part.name); its schema is not an array.")
            }
            let partSchema = isArray ? document.dereferenced(property["items"] ?? .object([:])) : property
            if partSchema["contentMediaType"] != nil || partSchema["format"]?.string == "binary" {
                if part.filename == nil { problems.append("the part \(part.name) is a file but has no filename.") }
                continue
            }
            let text = String(decoding: part.body, as: UTF8.self)
            problems += validator.problems(text: text, partSchema, at: "part \(part.name)")
        }
        for (name, count) in counts.sorted(by: { $0.key < $1.key }) {
            guard let property = properties[name].map(document.dereferenced) else { continue }
            problems += validator.problems(
                .array(Array(repeating: .null, count: count)),
                .object(property.object?.filter { ["minItems", "maxItems"].contains($0.key) } ?? [:]),
                at: "the parts \(name)")
        }
        return problems
    }
}
