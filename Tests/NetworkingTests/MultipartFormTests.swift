import Foundation
import Networking
import NetworkingTesting
import TestSupport
import Testing

@Suite("Multipart bodies")
struct MultipartFormTests {
    @Test("real JPEG and PNG bytes, and every byte value, arrive unchanged")
    func binaryBytesRoundTrip() async throws {
        // Given
        var form = MultipartForm()
        form.append(text: "Desk lamp", name: "title")
        form.append(file: try ImageFixtures.jpeg, name: "images[]", filename: "lamp.jpg")
        form.append(file: try ImageFixtures.png, name: "images[]", filename: "badge.PNG")
        form.append(file: ImageFixtures.everyByte, name: "raw", filename: "raw.bin")
        let transport = MockTransport([.status(200)])
        // When
        try await makeClient(transport).send(Request<Void>(method: .post, path: "/item", body: .multipart(form)))
        // Then
        let received = try #require(transport.requests.first).multipartForm()
        #expect(received == form)
        let expected = [Data("Desk lamp".utf8), try ImageFixtures.jpeg, try ImageFixtures.png, ImageFixtures.everyByte]
        #expect(received.parts.map(\.body) == expected)
    }

    @Test("file parts carry a filename and a content type from the extension; text parts carry neither")
    func partHeaders() throws {
        var form = MultipartForm()
        form.append(text: "12000", name: "price")
        form.append(file: Data([1]), name: "images[]", filename: "a.JPEG")
        form.append(file: Data([2]), name: "doc", filename: "notes")
        form.append(file: Data([3]), name: "x", filename: "x.jpg", contentType: "application/x-custom")
        let encoded = String(decoding: try form.encoded(boundary: "B"), as: UTF8.self)
        #expect(encoded.hasPrefix("--B\r\nContent-Disposition: form-data; name=\"price\"\r\n\r\n12000\r\n"))
        #expect(
            encoded.contains(
                "Content-Disposition: form-data; name=\"images[]\"; filename=\"a.JPEG\"\r\nContent-Type: image/jpeg\r\n"
            ))
        #expect(encoded.contains("filename=\"notes\"\r\nContent-Type: application/octet-stream\r\n"))
        #expect(encoded.contains("Content-Type: application/x-custom\r\n"))
        #expect(encoded.hasSuffix("--B--\r\n"))
    }

    @Test("quotes and line breaks in names cannot break out of the header")
    func namesAreEscaped() throws {
        var form = MultipartForm()
        form.append(file: Data([1]), name: "a\"b", filename: "evil\"\r\nX-Injected: 1.png")
        let encoded = String(decoding: try form.encoded(boundary: "B"), as: UTF8.self)
        #expect(encoded.contains("name=\"a%22b\"; filename=\"evil%22%0D%0AX-Injected: 1.png\""))
        #expect(!encoded.contains("\r\nX-Injected"))
    }

    @Test("the request announces the boundary it used, and the boundary occurs in no part")
    func boundaryAnnouncedAndUnique() async throws {
        var form = MultipartForm()
        form.append(file: Data("MyBizFormBoundary".utf8), name: "tricky", filename: "t.txt")
        let transport = MockTransport([.status(204), .status(204)])
        let client = makeClient(transport)
        try await client.send(Request<Void>(method: .post, path: "/a", body: .multipart(form)))
        try await client.send(Request<Void>(method: .post, path: "/a", body: .multipart(form)))
        let types = transport.requests.compactMap { $0.header("Content-Type") }
        #expect(types.count == 2)
        #expect(types[0] != types[1], "each request gets a fresh random boundary")
        for (type, request) in zip(types, transport.requests) {
            let boundary = try #require(type.split(separator: "=").last)
            #expect(type.hasPrefix("multipart/form-data; boundary="))
            #expect(boundary.count >= 30)
            #expect(try request.multipartForm() == form)
        }
    }

    @Test("the whole body, byte for byte, as RFC 7578 lays it out")
    func exactBytes() throws {
        var form = MultipartForm()
        form.append(text: "Lamp", name: "title")
        form.append(file: Data([0x00, 0x0D, 0x0A, 0xFF]), name: "images[]", filename: "a.png")
        let expected =
            Data("--XyZ\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nLamp\r\n".utf8)
            + Data("--XyZ\r\nContent-Disposition: form-data; name=\"images[]\"; filename=\"a.png\"\r\n".utf8)
            + Data("Content-Type: image/png\r\n\r\n".utf8) + Data([0x00, 0x0D, 0x0A, 0xFF])
            + Data("\r\n--XyZ--\r\n".utf8)
        #expect(try form.encoded(boundary: "XyZ") == expected)
    }

    @Test("a boundary RFC 2046 does not allow, or one a part contains, is refused before anything is sent")
    func badBoundaries() {
        var form = MultipartForm()
        form.append(text: "a --Clash b", name: "note")
        for boundary in ["", String(repeating: "a", count: 71), "ends with space ", "semi;colon", "line\r\nbreak"] {
            #expect(throws: MultipartForm.EncodingError.invalidBoundary(boundary)) {
                try form.encoded(boundary: boundary)
            }
        }
        #expect(throws: MultipartForm.EncodingError.boundaryInPart(name: "note")) {
            try form.encoded(boundary: "Clash")
        }
        #expect(throws: Never.self) { try form.encoded(boundary: form.makeBoundary()) }
    }

    @Test("a body that is not a form is refused with a sentence, not read wrongly")
    func unreadableBodies() {
        let type = MultipartForm.contentType(boundary: "B")
        for body in ["no delimiter", "--B\r\nContent-Disposition: form-data\r\n\r\nnever closed", "--Bjunk"] {
            #expect(throws: MultipartForm.ParsingError.self) {
                try MultipartForm(parsing: Data(body.utf8), contentType: type)
            }
        }
        #expect(throws: MultipartForm.ParsingError.self) {
            try MultipartForm(parsing: Data(), contentType: "multipart/form-data")
        }
    }

    @Test(
        "content types by extension",
        arguments: [
            ("photo.jpg", "image/jpeg"), ("photo.jpeg", "image/jpeg"), ("badge.png", "image/png"),
            ("anim.GIF", "image/gif"), ("a.heic", "image/heic"), ("data.json", "application/json"),
            ("noext", "application/octet-stream"), (".hidden", "application/octet-stream"),
            ("archive.tar.unknown", "application/octet-stream"),
        ])
    func mediaTypes(filename: String, expected: String) {
        #expect(MediaType.forFilename(filename) == expected)
    }
}
