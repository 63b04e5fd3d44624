import Foundation
import NIOHTTP1
import Yams

/// An HTTP message shown on `/docs`: what it illustrates, and the message as it would travel.
struct ExampleMessage {
    let caption: String
    let text: String
}

/// The example request and answers of an operation, written from its document: the examples it
/// gives, and where it gives none, values from its schemas ([SchemaExample]).
struct ExampleMessages {
    private let root: Node
    private let schemas: SchemaExample

    init(document root: Node) {
        self.root = root
        schemas = SchemaExample(root: root)
    }

    /// The path item at `path` and its operation for `method` (lower case), if the document has it.
    func operation(_ method: String, at path: String) -> (item: Node, operation: Node)? {
        guard let item = root["paths"]?[path], let operation = item[method] else { return nil }
        return (item, operation)
    }

    /// The requests of `operation` (`method` on `path` of `pathItem`): one per example body, or one.
    func requests(method: String, path: String, pathItem: Node, operation: Node) -> [ExampleMessage] {
        let parameters =
            ((pathItem["parameters"]?.sequence.map(Array.init) ?? [])
            + (operation["parameters"]?.sequence.map(Array.init) ?? [])).map(schemas.resolved)
        var target = serverPath(of: pathItem) + path
        var query: [String] = []
        var headers: [String] = []
        for parameter in parameters {
            guard let name = parameter["name"]?.string else { continue }
            let given =
                parameter["example"] ?? parameter["examples"]?.mapping?.first.map {
                    schemas.resolved($0.value)["value"]
                } ?? nil
            let required = parameter["required"]?.bool == true
            let value = given.map(ExampleValue.init) ?? parameter["schema"].map(schemas.value(of:)) ?? .string("text")
            switch parameter["in"]?.string {
            case "path":
                target = target.replacingOccurrences(of: "{\(name)}", with: value.text)
            case "query" where required || given != nil:
                query.append("\(Self.formEncoded(name))=\(Self.formEncoded(value.text))")
            case "header" where required || given != nil:
                headers.append("\(name): \(value.text)")
            default:
                break
            }
        }
        if !query.isEmpty { target += "?" + query.joined(separator: "&") }
        headers = credentials(for: operation) + headers
        let head = ["\(method) \(target) HTTP/1.1"] + headers
        guard let body = operation["requestBody"].map(schemas.resolved),
            let (mediaType, media) = body["content"]?.mapping?.first.map({ ($0.key.string ?? "", $0.value) })
        else {
            return [ExampleMessage(caption: "Request", text: head.joined(separator: "\n"))]
        }
        return bodies(of: media, mediaType: mediaType).map { summary, text, contentType in
            ExampleMessage(
                caption: summary.map { "Request: \($0)" } ?? "Request",
                text: (head + ["Content-Type: \(contentType)", "", text]).joined(separator: "\n"))
        }
    }

    /// The answers of `operation` worth showing: every one the document gives an example of, and
    /// its first success even where it gives none.
    func answers(operation: Node) -> [ExampleMessage] {
        let responses = (operation["responses"]?.mapping.map(Array.init) ?? [])
            .compactMap { entry in entry.key.string.flatMap(Int.init).map { ($0, schemas.resolved(entry.value)) } }
            .sorted { $0.0 < $1.0 }
        let firstSuccess = responses.first { (200..<400).contains($0.0) }?.0
        return responses.flatMap { code, response -> [ExampleMessage] in
            let status = "HTTP/1.1 \(code) \(HTTPResponseStatus(statusCode: code).reasonPhrase)"
            let headers = (response["headers"]?.mapping.map(Array.init) ?? []).map { entry in
                let header = schemas.resolved(entry.value)
                let value = header["example"].map(ExampleValue.init) ?? header["schema"].map(schemas.value(of:))
                return "\(entry.key.string ?? ""): \(value?.text ?? "")"
            }
            guard let (mediaType, media) = response["content"]?.mapping?.first.map({ ($0.key.string ?? "", $0.value) })
            else {
                guard code == firstSuccess else { return [] }
                return [ExampleMessage(caption: "Answer \(code)", text: ([status] + headers).joined(separator: "\n"))]
            }
            let documented = media["example"] != nil || media["examples"] != nil
            guard documented || code == firstSuccess else { return [] }
            return bodies(of: media, mediaType: mediaType).map { summary, text, contentType in
                ExampleMessage(
                    caption: "Answer \(code)" + (summary.map { ": \($0)" } ?? ""),
                    text: ([status] + headers + ["Content-Type: \(contentType)", "", text]).joined(separator: "\n"))
            }
        }
    }

    /// The path the operation's servers put before it: `/late` for a server at `/late`, nothing for
    /// one at `http://127.0.0.1:8080`.
    private func serverPath(of pathItem: Node) -> String {
        let url = (pathItem["servers"] ?? root["servers"])?.sequence?.first?["url"]?.string ?? ""
        let path = url.hasPrefix("/") ? url : URL(string: url)?.path ?? ""
        return path == "/" ? "" : path
    }

    /// The header that carries the operation's first way of authenticating, if it has one.
    private func credentials(for operation: Node) -> [String] {
        guard let requirement = (operation["security"] ?? root["security"])?.sequence?.first?.mapping?.first,
            let name = requirement.key.string,
            let scheme = root["components"]?["securitySchemes"]?[name].map(schemas.resolved)
        else { return [] }
        switch (scheme["type"]?.string, scheme["scheme"]?.string?.lowercased(), scheme["in"]?.string) {
        case ("http", "bearer", _): return ["Authorization: Bearer <token>"]
        case ("http", "basic", _): return ["Authorization: Basic <username:password in Base64>"]
        case ("apiKey", _, "cookie"): return ["Cookie: \(scheme["name"]?.string ?? name)=<session>"]
        case ("apiKey", _, "header"): return ["\(scheme["name"]?.string ?? name): <key>"]
        default: return []
        }
    }

    /// The bodies of a media type: one per example the document gives, else one made from its
    /// schema; each with its summary, its text and its `Content-Type`.
    private func bodies(of media: Node, mediaType: String) -> [(String?, String, String)] {
        let given: [(String?, ExampleValue)]
        if let example = media["example"] {
            given = [(nil, ExampleValue(example))]
        } else if let examples = media["examples"]?.mapping, !examples.isEmpty {
            given = examples.map { entry in
                let example = schemas.resolved(entry.value)
                return (example["summary"]?.string, example["value"].map(ExampleValue.init) ?? .null)
            }
        } else {
            given = [(nil, media["schema"].map(schemas.value(of:)) ?? .null)]
        }
        return given.map { summary, value in
            switch mediaType {
            case "multipart/form-data":
                return (summary, multipart(media), "multipart/form-data; boundary=example")
            case "application/x-www-form-urlencoded":
                return (summary, Self.form(value), mediaType)
            case let type where type.hasSuffix("json"):
                return (summary, value.json, mediaType)
            case "text/html":
                return (summary, "<!DOCTYPE html>\n…", "text/html; charset=utf-8")
            case let type where type.hasPrefix("image/"):
                return (summary, "(the image’s bytes)", mediaType)
            default:
                return (summary, value.text, mediaType)
            }
        }
    }

    /// A multipart form with a part for each property of its schema: files as files, the rest in
    /// the content type its `encoding` names.
    private func multipart(_ media: Node) -> String {
        let schema = media["schema"].map(schemas.resolved)
        var lines: [String] = []
        for entry in schema?["properties"]?.mapping.map(Array.init) ?? [] {
            let name = entry.key.string ?? ""
            let property = schemas.resolved(entry.value)
            let single = property["items"].map(schemas.resolved) ?? property
            let contentType = media["encoding"]?[name]?["contentType"]?.string?
                .split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) }
            lines.append("--example")
            if single["contentMediaType"] != nil || single["format"]?.string == "binary" {
                lines += [
                    "Content-Disposition: form-data; name=\"\(name)\"; filename=\"photo.jpg\"",
                    "Content-Type: \(contentType ?? "application/octet-stream")", "", "(the file’s bytes)",
                ]
            } else {
                let value = schemas.value(of: property)
                lines += ["Content-Disposition: form-data; name=\"\(name)\""]
                if let contentType { lines.append("Content-Type: \(contentType)") }
                lines += ["", contentType?.hasSuffix("json") == true ? value.json : value.text]
            }
        }
        return (lines + ["--example--"]).joined(separator: "\n")
    }

    private static func form(_ value: ExampleValue) -> String {
        guard case .object(let properties) = value else { return formEncoded(value.text) }
        return properties.map { "\(formEncoded($0.key))=\(formEncoded($0.value.text))" }.joined(separator: "&")
    }

    private static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
