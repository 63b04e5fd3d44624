import APIDocuments
import Hummingbird
import NIOCore
import WebPages

/// The API contracts, served: `GET /openapi/open-market.yaml` and `GET /openapi/mybiz.yaml`, the
/// documents as the repository holds them, and `GET /docs`, a reference page made from them when
/// the server starts.
package struct APIDocumentsController: Sendable {
    private let page: ByteBuffer

    /// Renders the reference page.
    ///
    /// - Throws: when a document cannot be read — a broken build, which a test catches first.
    package init() throws {
        let references = try APIDocument.allCases.map(APIReference.init)
        let html = try PageLibrary(ServerResources.web).render("api-reference", ["documents": references])
        page = ByteBuffer(string: html)
    }

    package func addRoutes(to router: Router<some RequestContext>) {
        for document in APIDocument.allCases {
            let yaml = ByteBuffer(bytes: document.yaml)
            router.get("/openapi/\(document.fileName)") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
                    body: .init(byteBuffer: yaml))
            }
        }
        router.get("/docs") { [page] _, _ in
            var headers = HTMLPage.securityHeaders
            headers[.contentType] = HTMLPage.mediaType
            headers[.cacheControl] = "public, max-age=60"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: page))
        }
    }
}
