import Foundation

/// WebDAV answers written as XML: a `multistatus` of `response`s, each with the properties found
/// (`200`) and those not (`404`), or a status of its own.
struct DAVMultistatus {
    /// A property and its value, already written as XML in the namespaces `DAVMultistatus` declares.
    struct Property {
        let namespace: String
        let name: String
        /// The inner XML; `nil` for an empty element.
        let xml: String?

        init(_ namespace: String, _ name: String, xml: String? = nil) {
            self.namespace = namespace
            self.name = name
            self.xml = xml
        }

        /// A property whose value is `text`, escaped.
        init(_ namespace: String, _ name: String, text: String) {
            self.init(namespace, name, xml: DAVMultistatus.escaped(text))
        }
    }

    private var body = ""
    /// The `sync-token` closing a `sync-collection` report.
    var syncToken: String?

    /// A response for `href`: the properties `found` and the names of those `missing`.
    mutating func add(href: String, found: [Property], missing: [(String, String)] = []) {
        body += "<d:response><d:href>\(Self.escaped(href))</d:href>"
        if !found.isEmpty {
            body += "<d:propstat><d:prop>"
            for property in found { body += Self.element(property) }
            body += "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>"
        }
        if !missing.isEmpty {
            body += "<d:propstat><d:prop>"
            for (namespace, name) in missing { body += Self.element(Property(namespace, name)) }
            body += "</d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat>"
        }
        body += "</d:response>"
    }

    /// A response for `href` naming, for each status (`200 OK`, `403 Forbidden`, `424 Failed
    /// Dependency`), the properties it is the answer for — a PROPPATCH's answer.
    mutating func add(href: String, statuses: [(status: String, properties: [(String, String)])]) {
        body += "<d:response><d:href>\(Self.escaped(href))</d:href>"
        for (status, properties) in statuses where !properties.isEmpty {
            body += "<d:propstat><d:prop>"
            for (namespace, name) in properties { body += Self.element(Property(namespace, name)) }
            body += "</d:prop><d:status>HTTP/1.1 \(status)</d:status></d:propstat>"
        }
        body += "</d:response>"
    }

    /// A response for `href` with a status alone (`404 Not Found` for a member gone).
    mutating func add(href: String, status: String) {
        body += "<d:response><d:href>\(Self.escaped(href))</d:href><d:status>HTTP/1.1 \(status)</d:status></d:response>"
    }

    /// The whole document.
    var xml: String {
        var document =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:multistatus xmlns:d=\"DAV:\" xmlns:c=\"\(DAVElement.calDAV)\" xmlns:cs=\"\(DAVElement.calendarServer)\" xmlns:ical=\"\(DAVElement.apple)\">"
        document += body
        if let syncToken { document += "<d:sync-token>\(Self.escaped(syncToken))</d:sync-token>" }
        return document + "</d:multistatus>\n"
    }

    static func element(_ property: Property) -> String {
        let (open, close) = tag(property.namespace, property.name)
        guard let xml = property.xml else { return "<\(open)/>" }
        return "<\(open)>\(xml)</\(close)>"
    }

    /// The opening tag's text and the closing one's for `name` in `namespace`: a prefix declared on
    /// the document, or a namespace declared on the element itself.
    static func tag(_ namespace: String, _ name: String) -> (open: String, close: String) {
        let prefix =
            switch namespace {
            case DAVElement.dav: "d"
            case DAVElement.calDAV: "c"
            case DAVElement.calendarServer: "cs"
            case DAVElement.apple: "ical"
            default: ""
            }
        guard prefix.isEmpty else { return ("\(prefix):\(name)", "\(prefix):\(name)") }
        return ("x:\(name) xmlns:x=\"\(escaped(namespace))\"", "x:\(name)")
    }

    /// `text` with XML's special characters escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\r\n", "\r": out += "&#13;\n"
            case "\n", "\t": out.append(character)
            // XML 1.0 has no place for other control characters (§2.2): one would spoil the whole answer.
            case _
            where character.unicodeScalars.contains(where: { $0.value < 0x20 || (0xFFFE...0xFFFF).contains($0.value) }):
                out += "\u{FFFD}"
            default: out.append(character)
            }
        }
        return out
    }
}
