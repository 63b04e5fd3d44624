import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element of a WebDAV request body (RFC 4918): its namespace, local name, children and text,
/// as a namespace-aware XML reader gives them.
struct DAVElement: Sendable, Equatable {
    let namespace: String
    let name: String
    var attributes: [String: String] = [:]
    var children: [DAVElement] = []
    var text = ""

    /// The `name` attribute (`<c:comp-filter name="VTODO">`).
    var attributeName: String? { attributes["name"] }

    /// Whether it is `name` in `namespace`.
    func `is`(_ namespace: String, _ name: String) -> Bool { self.namespace == namespace && self.name == name }

    /// The first child `name` in `namespace`.
    func child(_ namespace: String, _ name: String) -> DAVElement? {
        children.first { $0.is(namespace, name) }
    }

    /// Every child `name` in `namespace`.
    func children(_ namespace: String, _ name: String) -> [DAVElement] {
        children.filter { $0.is(namespace, name) }
    }

    /// The WebDAV namespace.
    static let dav = "DAV:"
    /// CalDAV's namespace.
    static let calDAV = "urn:ietf:params:xml:ns:caldav"
    /// The CalendarServer extensions' namespace (`getctag`).
    static let calendarServer = "http://calendarserver.org/ns/"
    /// Apple's iCal namespace (`calendar-color`, `calendar-order`).
    static let apple = "http://apple.com/ns/ical/"

    /// The root element of `data`, or `nil` when it is not well-formed XML. External entities are
    /// never resolved.
    static func parse(_ data: Data) -> DAVElement? {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse(), reader.depthExceeded == false else { return nil }
        return reader.root
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var stack: [DAVElement] = []
        var root: DAVElement?
        var depthExceeded = false

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard stack.count < 32 else {
                depthExceeded = true
                parser.abortParsing()
                return
            }
            stack.append(DAVElement(namespace: namespaceURI ?? "", name: elementName, attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard let done = stack.popLast() else { return }
            if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
        }
    }
}
