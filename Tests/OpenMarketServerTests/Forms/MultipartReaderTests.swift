import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import ServerTestSupport
import TestSupport
import Testing

@testable import OpenMarketServer

@Suite("Reading multipart bodies: what clients send, and what an attacker sends")
struct MultipartReaderTests {
    /// The parts of `body` as (headers, text), or the reason it could not be read.
    static func read(_ body: String, boundary: String = "b") -> Result<[([String], String)], MultipartReader.Malformed>
    {
        Result { () throws(MultipartReader.Malformed) in
            try MultipartReader(boundary: boundary).parts(of: ByteBuffer(string: body), maxParts: 50).parts.map {
                ($0.headers.map { "\($0.name)=\($0.value)" }, String(buffer: $0.body))
            }
        }
    }

    @Test("a header name with a byte over 0x7F is refused — the library we used before crashed the process on it")
    func nonASCIIHeaderName() async throws {
        #expect(throws: MultipartReader.Malformed(reason: "a part has a header that is not “Name: value”")) {
            try Self.read("--b\r\nContent-Dispositïon: form-data; name=\"title\"\r\n\r\nx\r\n--b--\r\n").get()
        }
        try await OpenMarketApp.test { client in
            var form = RawMultipart.registration(images: [try ImageFixtures.jpeg])
            form.parts[0].headers = ["Cont\u{00E9}nt-Disposition: form-data; name=\"title\""]
            let response = try await client.send(form)
            #expect(response.status == .badRequest)
            #expect(
                response.errorReason
                    == "The multipart body could not be read: a part has a header that is not “Name: value”.")
            #expect(try await client.get("/health").status == .ok)
        }
    }

    @Test(
        "what the spec's clients send is read: a preamble, spaces after a boundary and around values, no final line break"
    )
    func tolerated() throws {
        let parts = try Self.read(
            "preamble\r\n--b  \r\nContent-Disposition:form-data; name=\"a\" \r\n\r\none\r\n--b\r\n"
                + "Content-Disposition: form-data; name=\"b\"\r\nContent-Type: image/jpeg \r\n\r\n--b is not a boundary here\r\n--b--"
        ).get()
        #expect(
            parts.map(\.0) == [
                ["Content-Disposition=form-data; name=\"a\""],
                ["Content-Disposition=form-data; name=\"b\"", "Content-Type=image/jpeg"],
            ])
        #expect(parts.map(\.1) == ["one", "--b is not a boundary here"])
    }

    @Test(
        "bodies that end too soon or break the syntax are refused with a reason",
        arguments: [
            ("", "it does not contain its boundary"),
            ("--b\r\nName: v\r\n\r\nbody without an end", "a part is not closed by the boundary"),
            ("--b\r\nName: v\r\nno blank line", "a part's headers do not end"),
            ("--bX\r\n\r\nx\r\n--b--", "a boundary is not followed by a line break"),
            ("--b\r\n: no name\r\n\r\nx\r\n--b--", "a part has a header that is not “Name: value”"),
            ("--b\r\nNo colon\r\n\r\nx\r\n--b--", "a part has a header that is not “Name: value”"),
        ])
    func malformed(body: String, reason: String) {
        #expect(throws: MultipartReader.Malformed(reason: reason)) { try Self.read(body).get() }
    }

    @Test("a part's body is any bytes, NUL and CR included, up to the next boundary line")
    func binaryBody() throws {
        let boundary = "Boundary7MA4YWxkTrZu0gW"
        var body = ByteBuffer(string: "--\(boundary)\r\nContent-Disposition: form-data; name=\"f\"\r\n\r\n")
        body.writeBytes(ImageFixtures.everyByte)
        body.writeString("\r\n--\(boundary)--\r\n")
        let read = try MultipartReader(boundary: boundary).parts(of: body, maxParts: 5)
        #expect(read.count == 1)
        #expect(Data(read.parts[0].body.readableBytesView) == ImageFixtures.everyByte)
    }
}
