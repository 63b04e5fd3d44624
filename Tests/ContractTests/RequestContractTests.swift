import APIDocuments
import Foundation
import Networking
import NetworkingTesting
import Testing

@Suite("RequestContract: a request changed on the kit's side only is caught")
struct RequestContractTests {
    /// The problems `mybiz.yaml` (or `document`) finds with `request`, sent by a client with a bearer token.
    static func problems(_ request: Request<Void>, in document: APIDocument = .myBiz) async throws -> [String] {
        var request = request
        request.headers["Authorization"] = "Bearer token"
        let requests = await RequestRecorder().requests { [request] transport in
            let network = NetworkClient(
                baseURL: URL(string: "http://biz.example")!, transport: transport, retryPolicy: .none)
            try await network.send(request)
        }
        let sent = try #require(requests.first)
        return RequestContract(document: try OpenAPIDocument(document)).problems(of: sent)
    }

    /// A JSON body of `text`.
    static func json(_ text: String) -> RequestBody {
        .data(Data(text.utf8), contentType: "application/json")
    }

    @Test("Given a request as the document has it, then there is no problem")
    func keeps() async throws {
        // Given
        let request = Request<Void>(
            method: .post, path: "/api/catalogue", body: Self.json(#"{"name": "Standing desk", "unitPrice": 450}"#))

        // When
        let problems = try await Self.problems(request)

        // Then
        #expect(problems == [])
    }

    @Test("Given a path no operation has, then it is named")
    func unknownPath() async throws {
        let problems = try await Self.problems(Request<Void>(path: "/api/announcement"))
        #expect(problems.count == 1 && problems[0].hasPrefix("GET /api/announcement is no operation of mybiz.yaml"))
    }

    @Test("Given a method the path does not take, then it is named")
    func unknownMethod() async throws {
        let problems = try await Self.problems(Request<Void>(method: .delete, path: "/api/purchases"))
        #expect(problems.count == 1 && problems[0].hasPrefix("DELETE /api/purchases is no operation"))
    }

    @Test("Given a query parameter the operation does not declare, then it is named")
    func undeclaredQuery() async throws {
        let problems = try await Self.problems(
            Request<Void>(path: "/api/analytics/summary", query: ["since": "2026-11-20"]))
        #expect(problems.count == 1 && problems[0].contains("the query parameter since is not declared"))
    }

    @Test("Given a query parameter of the wrong type, then it is named")
    func queryType() async throws {
        let problems = try await Self.problems(Request<Void>(path: "/api/analytics", query: ["limit": "ten"]))
        #expect(problems.count == 1 && problems[0].contains("query parameter limit is a string"))
    }

    @Test("Given a body key the schema does not have, then it is named")
    func unknownKey() async throws {
        let problems = try await Self.problems(
            Request<Void>(
                method: .post, path: "/api/catalogue",
                body: Self.json(#"{"name": "Desk", "unitPrice": 450, "price": 450}"#)))
        #expect(problems.count == 1 && problems[0].contains("body has price, which is not a property"))
    }

    @Test("Given a required key left out, then it is named")
    func missingKey() async throws {
        let problems = try await Self.problems(
            Request<Void>(method: .post, path: "/api/catalogue", body: Self.json(#"{"name": "Desk"}"#)))
        #expect(problems.count == 1 && problems[0].contains("body lacks unitPrice"))
    }

    @Test("Given a value of the wrong type deep in the body, or a null where none is allowed, then each is named")
    func wrongTypes() async throws {
        let id = UUID().uuidString
        let problems = try await Self.problems(
            Request<Void>(
                method: .post, path: "/api/purchases",
                body: Self.json(
                    #"{"poNumber": null, "comment": null, "dueDate": null, "purchases": [{"productId": "\#(id)", "quantity": "4"}]}"#
                )))
        #expect(problems.count == 2)
        #expect(problems.contains { $0.contains("body.poNumber is null, but the document wants string") })
        #expect(
            problems.contains { $0.contains("body.purchases[0].quantity is a string, but the document wants number") })
    }

    @Test("Given a form part the schema does not have, or a required one left out, then each is named")
    func formParts() async throws {
        var form = MultipartForm()
        form.append(text: "demo1234", name: "password")
        form.append(text: "Lamp", name: "name")
        let problems = try await Self.problems(
            Request<Void>(method: .patch, path: "/item/7", body: .multipart(form)), in: .openMarket)
        #expect(problems.count == 1 && problems[0].contains("the form has a part name, which is not a property"))
        let registration = try await Self.problems(
            Request<Void>(method: .post, path: "/item", body: .multipart(form)), in: .openMarket)
        #expect(registration.contains { $0.contains("the form lacks the part title") })
    }

    @Test("Given a route that needs a token sent without one, then the missing credentials are named")
    func credentials() async throws {
        let requests = await RequestRecorder().requests { transport in
            try await NetworkClient(
                baseURL: URL(string: "http://biz.example")!, transport: transport, retryPolicy: .none
            )
            .send(Request<Void>(path: "/api/users/me"))
        }
        let problems = RequestContract(document: try OpenAPIDocument(.myBiz)).problems(of: try #require(requests.first))
        #expect(problems.count == 1 && problems[0].contains("none of the operation's security"))
    }
}
