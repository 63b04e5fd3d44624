import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@testable import OpenMarketServer
@testable import Server

@Suite("Refusing early: 100 Continue, and limits answered before the rest of the body is sent")
struct EarlyRefusalTests {
    /// Runs `test` with a client of a live server on a fresh database, and its port.
    func withServer(_ test: @escaping @Sendable (any TestClientProtocol, Int) async throws -> Void) async throws {
        try await OpenMarketApp.test(.live) { client in try await test(client, try #require(client.port)) }
    }

    /// The head of a registration `POST /item` whose body is `length` bytes.
    static func head(_ form: RawMultipart, length: Int, expect: Bool = false) -> String {
        "POST /item HTTP/1.1\r\nHost: localhost\r\nContent-Type: \(form.contentType)\r\nContent-Length: \(length)\r\n"
            + (expect ? "Expect: 100-continue\r\n" : "") + "\r\n"
    }

    /// The first `count` bytes of `form`'s body.
    static func prefix(_ form: RawMultipart, upTo marker: Data, plus extra: Int = 0) throws -> Data {
        let body = form.body
        let found = try #require(body.firstRange(of: marker))
        return body.prefix(found.upperBound + extra)
    }

    @Test("Expect: 100-continue is answered 100 at once; the body then sent gets the final answer")
    func continues() async throws {
        try await withServer { client, port in
            let form = RawMultipart.registration(images: [try ImageFixtures.jpeg])
            let connection = try RawConnection(port: port)
            // When only the headers are sent
            #expect(connection.send(Self.head(form, length: form.body.count, expect: true)))
            // Then 100 Continue comes without waiting for the body
            let interim = await connection.readAnswer(within: .seconds(30))
            #expect(String(decoding: interim.data, as: UTF8.self).hasPrefix("HTTP/1.1 100 Continue\r\n"))
            // And the body, once sent, is registered
            #expect(connection.send(form.body))
            let final = await connection.readAnswer(within: .seconds(60))
            #expect(final.status == 201 || final.status == 200)
        }
    }

    @Test("a Content-Length over 60 MB with Expect: 100-continue is answered 413 at once, and the connection closes")
    func tooLongBeforeBody() async throws {
        try await withServer { client, port in
            let form = RawMultipart.registration(images: [])
            let connection = try RawConnection(port: port)
            #expect(connection.send(Self.head(form, length: 70_000_000, expect: true)))
            // Returns as soon as the server closes the connection.
            let answer = await connection.read(for: .seconds(30))
            #expect(answer.status == 413)
            #expect(String(decoding: answer.body, as: UTF8.self).contains("60 MB or smaller"))
            #expect(answer.closed)
        }
    }

    @Test("a Content-Length over 60 MB without Expect is answered 413 before any of the body arrives")
    func tooLongWithoutExpect() async throws {
        try await withServer { client, port in
            let form = RawMultipart.registration(images: [])
            let connection = try RawConnection(port: port)
            #expect(connection.send(Self.head(form, length: 70_000_000)))
            // No body is sent at all: any answer at all comes from the headers alone.
            let answer = await connection.readAnswer(within: .seconds(60))
            #expect(answer.status == 413)
        }
    }

    @Test("a sixth photo is refused as soon as its part begins, with the form's error; nothing is stored")
    func sixthPhoto() async throws {
        try await withServer { client, port in
            let photo = try ImageFixtures.jpeg
            let form = RawMultipart.registration(images: Array(repeating: photo, count: 6) + [Data(count: 8_000_000)])
            let connection = try RawConnection(port: port)
            // When the body is sent only up to the sixth photo's headers
            let sixth = Data("filename=\"photo5.jpg\"".utf8)
            #expect(connection.send(Self.head(form, length: form.body.count)))
            #expect(connection.send(try Self.prefix(form, upTo: sixth, plus: 100)))
            // Then the answer comes without the rest
            let answer = await connection.readAnswer(within: .seconds(60))
            #expect(answer.status == 400)
            #expect(String(decoding: answer.body, as: UTF8.self).contains("The number of images must be 5 or less"))
            #expect(try await client.get("/items/1").decoded(ItemPage.self).items.isEmpty)
        }
    }

    @Test("a picture over 8000 × 8000 is refused from its header, before the rest of it is sent")
    func hugePicture() async throws {
        try await withServer { client, port in
            let header = ImageFixtures.headerOnlyPNG(width: 9000, height: 9000)
            let form = RawMultipart.registration(images: [header + Data(count: 5_000_000)])
            let connection = try RawConnection(port: port)
            #expect(connection.send(Self.head(form, length: form.body.count)))
            #expect(connection.send(try Self.prefix(form, upTo: header, plus: 5_000)))
            let answer = await connection.readAnswer(within: .seconds(60))
            #expect(answer.status == 400)
            #expect(
                String(decoding: answer.body, as: UTF8.self).contains(
                    "Image 1 is 9000 × 9000 pixels; images may be at most 8000 × 8000."))
        }
    }

    @Test("a photo over 10 MB is refused once 10 MB of it have arrived, before the rest")
    func hugeFile() async throws {
        try await withServer { client, port in
            let photo = try ImageFixtures.jpeg
            let form = RawMultipart.registration(images: [photo + Data(count: 14_000_000)])
            let connection = try RawConnection(port: port)
            #expect(connection.send(Self.head(form, length: form.body.count)))
            #expect(connection.send(try Self.prefix(form, upTo: photo.prefix(64), plus: 10_600_000)))
            let answer = await connection.readAnswer(within: .seconds(60))
            #expect(answer.status == 413)
            #expect(
                String(decoding: answer.body, as: UTF8.self).contains(
                    "Image 1 is more than 10 MB; each image must be 10 MB or smaller."))
        }
    }

    @Test("HEAD on an image and a thumbnail answers GET's status and headers without the body")
    func headOnImages() async throws {
        try await OpenMarketApp.test(.live) { client in
            let item = try await client.send(RawMultipart.registration(images: [try ImageFixtures.jpeg]))
                .decoded(ItemDetail.self)
            for url in [item.images[0], item.thumbnails[0]] {
                let path = try #require(URL(string: url)?.path)
                let get = try await client.get(path)
                let head = try await client.execute(uri: path, method: .head)
                #expect(head.status == .ok)
                #expect(head.body.readableBytes == 0)
                for field in [HTTPField.Name.contentType, .contentLength, .eTag, .cacheControl] {
                    #expect(head.headers[field] == get.headers[field])
                }
                #expect(head.headers[.contentLength] == "\(get.body.readableBytes)")
            }
        }
    }
}
