import APIDocuments
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import ServerTestSupport
import Testing

@testable import Server

@Suite("/docs reads as documentation: Markdown rendered, examples for every operation, a table of contents")
struct APIReferencePageTests {
    private static func page() async throws -> XHTMLDocument {
        let html = try await OpenMarketApp.test { client in
            let response = try await client.get("/docs")
            #expect(response.status == .ok)
            return String(buffer: response.body)
        }
        return try XHTMLDocument(html)
    }

    private static func text(of element: XHTMLDocument.Element, skipping name: String) -> String {
        element.text + element.children.filter { $0.name != name }.map { text(of: $0, skipping: name) }.joined()
    }

    @Test("Given descriptions written in Markdown, when /docs is read, then no backtick is left and code reads as code")
    func markdownRendered() async throws {
        let page = try await Self.page()
        let main = try #require(page.root.all("main").first)
        // Examples are messages as they travel (an answer may quote a command in backticks).
        let prose = Self.text(of: main, skipping: "pre")
        #expect(!prose.contains("`"))
        #expect(!prose.contains("**"))
        let codeInProse = main.all("p").flatMap { $0.all("code") }
        #expect(codeInProse.contains { $0.allText == "Authorization" })
        #expect(main.all("strong").contains { $0.allText.contains("Authorization") })
    }

    @Test(
        "Given every documented operation, when /docs is read, then each shows an example request and an example answer"
    )
    func examplesPerOperation() async throws {
        let page = try await Self.page()
        let operations = page.root.descendants.filter { $0.name == "section" && $0.classes.contains("operation") }
        var count = 0
        for api in APIDocument.allCases { count += try APIDocumentsTests.operations(in: api).count }
        #expect(operations.count == count)
        for operation in operations {
            let title = operation.all("h3").first?.allText ?? "?"
            let examples = operation.all("pre")
            let request = examples.first { $0.classes.contains("example-request") }
            let answer = examples.first { $0.classes.contains("example-answer") }
            #expect(request != nil, "\(title) has no example request")
            #expect(answer != nil, "\(title) has no example answer")
            if let request {
                let method = title.prefix { $0.isUppercase }
                #expect(request.allText.hasPrefix("\(method) /"), "\(title): \(request.allText.prefix(60))")
            }
            if let answer { #expect(answer.allText.hasPrefix("HTTP/1.1 "), "\(title): \(answer.allText.prefix(60))") }
        }
    }

    @Test("Given a documented JSON answer with an example, when /docs is read, then that example is shown as JSON")
    func documentedExampleShown() async throws {
        let page = try await Self.page()
        let answers = page.root.descendants.filter { $0.classes.contains("example-answer") }.map(\.allText)
        #expect(answers.contains { $0.contains("\"message\": \"No product 99.\"") })
        let requests = page.root.descendants.filter { $0.classes.contains("example-request") }.map(\.allText)
        let listing = "/api/products?page_no=1&items_per_page=20&search_value=mug&sort=price-low"
        #expect(requests.contains { $0.contains(listing) })
    }

    @Test("Given the page, when its table of contents is read, then every operation is linked and every link lands")
    func tableOfContents() async throws {
        let page = try await Self.page()
        let toc = try #require(page.root.descendants.first { $0.name == "nav" && $0.classes.contains("toc") })
        let targets = toc.all("a").compactMap { $0.attributes["href"] }
        let operations = page.root.descendants.filter { $0.name == "section" && $0.classes.contains("operation") }
        for operation in operations {
            #expect(targets.contains("#\(operation.attributes["id"] ?? "?")"))
        }
        for target in targets {
            #expect(target.hasPrefix("#") && page.element(id: String(target.dropFirst())) != nil, "\(target)")
        }
        let ids = page.root.descendants.compactMap { $0.attributes["id"] }
        #expect(ids.count == Set(ids).count, "every id is used once")
    }
}
