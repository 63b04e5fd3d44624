import Foundation

/// The Markdown people write in announcements and comments, as HTML that is safe to show whatever
/// they typed: every character of theirs is escaped first, and only what this type writes is markup —
/// paragraphs and line breaks, `-` and `1.` lists, `#` headings (shown a level below the page's),
/// **bold**, *italic*, `code`, [links](https://…) and bare `https://…` addresses. A link goes only to
/// http, https, mailto or a path of this site; anything else (`javascript:`, `data:`) stays text.
/// Images are not loaded (a page loads nothing from elsewhere): their Markdown stays as written.
///
/// Not a library's parser: the ones available pass HTML through as written, which is what a page
/// showing anyone's text must never do.
package enum SafeMarkdown {
    /// `markdown` as HTML.
    package static func html(_ markdown: String) -> String {
        let lines = markdown.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        var html = ""
        var paragraph: [Substring] = []
        var list: (ordered: Bool, items: [Substring])?

        func flushParagraph() {
            guard !paragraph.isEmpty else { return }
            html += "<p>" + paragraph.map { inline(String($0)) }.joined(separator: "<br/>") + "</p>"
            paragraph = []
        }
        func flushList() {
            guard let current = list else { return }
            let tag = current.ordered ? "ol" : "ul"
            html += "<\(tag)>" + current.items.map { "<li>" + inline(String($0)) + "</li>" }.joined() + "</\(tag)>"
            list = nil
        }

        for raw in lines {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                flushParagraph()
                flushList()
            } else if let item = listItem(line) {
                flushParagraph()
                if let current = list, current.ordered != item.ordered { flushList() }
                list = (item.ordered, (list?.items ?? []) + [item.text])
            } else if let heading = heading(line) {
                flushParagraph()
                flushList()
                html += "<h\(heading.level)>" + inline(String(heading.text)) + "</h\(heading.level)>"
            } else {
                flushList()
                paragraph.append(Substring(line))
            }
        }
        flushParagraph()
        flushList()
        return html
    }

    private static func listItem(_ line: String) -> (ordered: Bool, text: Substring)? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return (false, line.dropFirst(2)) }
        guard let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy(\.isASCII),
            line[..<dot].allSatisfy(\.isNumber), !line[..<dot].isEmpty, line[dot...].hasPrefix(". ")
        else { return nil }
        return (true, line[line.index(dot, offsetBy: 2)...])
    }

    private static func heading(_ line: String) -> (level: Int, text: Substring)? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...3).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        // The page's own headings are h1 and h2: a writer's start at h3.
        return (hashes + 2, line.dropFirst(hashes + 1))
    }

    /// One line's text: escaped, then code spans, links, bare addresses, bold and italic. Markup made
    /// on the way is kept aside behind `<N>` markers — text that cannot come from the writer, whose every
    /// `<` is escaped by then — and put back last.
    private static func inline(_ text: String) -> String {
        var protected: [String] = []
        func keep(_ html: String) -> String {
            protected.append(html)
            return "<\(protected.count - 1)>"
        }
        var out = escape(text)
        out = replace(#"`([^`]+)`"#, in: out) { groups in keep("<code>\(groups[1])</code>") }
        out = replace(#"(?<!!)\[([^\]]+)\]\(([^)\s]+)\)"#, in: out) { groups in
            guard let href = safeLink(groups[2]) else { return groups[0] }
            return keep("<a href=\"\(href)\">") + groups[1] + keep("</a>")
        }
        out = replace(#"(?<![\w/"=])(https?://[^\s<]+[^\s<.,;:!?)\]'])"#, in: out) { groups in
            keep("<a href=\"\(groups[1])\">\(groups[1])</a>")
        }
        out = replace(#"\*\*([^*]+)\*\*"#, in: out) { "<strong>\($0[1])</strong>" }
        out = replace(#"(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])"#, in: out) { "<em>\($0[1])</em>" }
        out = replace(#"(?<![\w_])_([^_\s][^_]*)_(?![\w_])"#, in: out) { "<em>\($0[1])</em>" }
        return replace("<([0-9]+)>", in: out) { groups in
            guard let index = Int(groups[1]), protected.indices.contains(index) else { return "" }
            return protected[index]
        }
    }

    /// `href` (already escaped) when it may be a link: http(s), mailto, or a path of this site.
    private static func safeLink(_ href: String) -> String? {
        let lower = href.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:") { return href }
        // A backslash is a slash to browsers: `/\evil.example` would leave the site.
        if href.hasPrefix("/") && !href.hasPrefix("//") && !href.contains("\\") { return href }
        return nil
    }

    /// `text` with every character HTML gives a meaning written as an entity.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    private static func replace(_ pattern: String, in text: String, _ with: ([String]) -> String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        let source = text as NSString
        var result = ""
        var last = 0
        for match in regex.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            result += source.substring(with: NSRange(location: last, length: match.range.location - last))
            let groups = (0..<match.numberOfRanges).map { index -> String in
                let range = match.range(at: index)
                return range.location == NSNotFound ? "" : source.substring(with: range)
            }
            result += with(groups)
            last = match.range.location + match.range.length
        }
        result += source.substring(from: last)
        return result
    }
}
