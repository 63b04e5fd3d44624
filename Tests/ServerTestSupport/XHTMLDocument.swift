import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A page read by a strict XML parser: if it parses, every element is closed and every attribute
/// quoted. Gives a small tree to look things up in.
package final class XHTMLDocument {
    package final class Element {
        package let name: String
        package let attributes: [String: String]
        package var children: [Element] = []
        package var text = ""

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        /// Every element below this one, depth first.
        package var descendants: [Element] { children.flatMap { [$0] + $0.descendants } }

        /// The text of this element and all below it.
        package var allText: String { text + children.map(\.allText).joined() }

        /// The classes in its `class` attribute.
        package var classes: [String] { attributes["class"]?.split(separator: " ").map(String.init) ?? [] }

        /// Elements below named `name`.
        package func all(_ name: String) -> [Element] { descendants.filter { $0.name == name } }
    }

    package struct ParseFailure: Error, CustomStringConvertible {
        package let description: String
    }

    package let root: Element

    /// Parses `html`, failing with the parser's complaint and line.
    package init(_ html: String) throws {
        let builder = Builder()
        let parser = XMLParser(data: Data(html.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseFailure(
                description:
                    "Not well-formed at line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "unknown")")
        }
        self.root = root
    }

    /// The element with `id`.
    package func element(id: String) -> Element? {
        ([root] + root.descendants).first { $0.attributes["id"] == id }
    }

    /// The body rows of the table with `id`, each as its cells' text.
    package func tableRows(id: String) -> [[String]] {
        guard let body = element(id: id)?.all("tbody").first else { return [] }
        return body.children.filter { $0.name == "tr" }.map { row in
            row.children.filter { $0.name == "td" }.map { $0.allText.trimmingCharacters(in: .whitespacesAndNewlines) }
        }
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: Element?
        var stack: [Element] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            let element = Element(name: name, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
