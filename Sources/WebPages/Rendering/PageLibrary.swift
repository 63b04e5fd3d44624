import Foundation
import Hummingbird
import Mustache
import NIOCore
import ServerHTTP

/// A module's page templates with the shared layout (`layout`, which pages extend with
/// `{{<layout}}…{{/layout}}`), rendered into whole pages.
package struct PageLibrary: Sendable {
    private let library: MustacheLibrary

    /// The templates of `resources` and the shared ones; the shared ones alone without `resources`.
    ///
    /// - Throws: `MustacheLibrary.ParserError` for a template that does not parse — a broken build,
    ///   which the pages' tests catch first.
    package init(_ resources: WebResources? = nil) throws {
        var library = MustacheLibrary()
        let own = resources?.templates ?? [:]
        let versions = WebResources.shared.versions.merging(resources?.versions ?? [:]) { $1 }
        for (name, text) in WebResources.shared.templates.merging(own, uniquingKeysWith: { $1 }) {
            try library.register(Self.versioningAssets(in: text, versions), named: name)
        }
        self.library = library
    }

    /// `text` with each `"/assets/NAME"` it names made `"/assets/NAME?v=VERSION"`: decided once, when
    /// the templates are read, so no page pays for it.
    static func versioningAssets(in text: String, _ versions: [String: String]) -> String {
        var text = text
        for (name, version) in versions {
            text = text.replacingOccurrences(of: "\"/assets/\(name)\"", with: "\"/assets/\(name)?v=\(version)\"")
        }
        return text
    }

    /// `view` rendered with the template `name`, as an HTML answer.
    ///
    /// - Throws: `TemplateNotRendered` when there is no such template: a programming error, which
    ///   the error middleware answers 500 instead of a blank page.
    package func page(_ name: String, _ view: Any, status: HTTPResponse.Status = .ok) throws -> Response {
        HTMLPage.response(try render(name, view), status: status)
    }

    /// `view` rendered with the template `name`, as an answer `RenderedPages` can keep.
    package func answer(_ name: String, _ view: Any) throws -> VersionedAnswerCache.Answer {
        VersionedAnswerCache.Answer(mediaType: HTMLPage.mediaType, body: ByteBuffer(string: try render(name, view)))
    }

    /// `view` rendered with the template `name`. A NUL from a refused form shown again becomes U+FFFD,
    /// as a browser would read it: no page holds NUL, whatever it shows.
    package func render(_ name: String, _ view: Any) throws -> String {
        let object = TemplateObject.wrap(view) ?? view
        guard let text = library.render(object, withTemplate: name) else { throw TemplateNotRendered(name: name) }
        guard text.utf8.contains(0) else { return text }
        return text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
    }
}

/// A page template that did not render: a programming error, answered 500.
package struct TemplateNotRendered: Error, CustomStringConvertible {
    /// The template's name.
    package let name: String

    /// "The page template “NAME” does not exist."
    package var description: String { "The page template “\(name)” does not exist." }
}
