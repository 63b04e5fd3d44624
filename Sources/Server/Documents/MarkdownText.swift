import Foundation
import Ink

/// The descriptions of the OpenAPI documents, which are Markdown, as the HTML of `/docs`.
enum MarkdownText {
    /// `markdown` as blocks of HTML (paragraphs, lists, code), closed as XHTML requires.
    static func blocks(_ markdown: String) -> String {
        guard !markdown.isEmpty else { return "" }
        let html = MarkdownParser().html(from: markdown)
        // Ink writes the void elements the HTML way; the page is also read as XML by its tests
        // and by tools, so they are closed.
        return html.replacingOccurrences(of: "<br>", with: "<br/>").replacingOccurrences(of: "<hr>", with: "<hr/>")
    }

    /// `markdown` of a single paragraph as inline HTML, for a table cell; blocks when it is more.
    static func inline(_ markdown: String) -> String {
        let html = blocks(markdown)
        let body = html.dropFirst(3).dropLast(4)
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>"), !body.contains("<p>") else { return html }
        return String(body)
    }
}
