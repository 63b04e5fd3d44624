import NIOCore
import Testing

@testable import ServerHTTP

@Suite("JSONText: an escaped NUL found in raw JSON text")
struct JSONTextTests {
    @Test(
        "an escaped NUL is found wherever it stands; an escaped backslash before u0000, or other escapes, are not one",
        arguments: [
            (#"{"a":"\u0000"}"#, true),
            (#"{"a":"x\u0000y"}"#, true),
            (#"\u0000"#, true),
            (#"{"a":"\\u0000"}"#, false),
            (#"{"a":"\\\u0000"}"#, true),
            (#"{"a":"\u00e9\n\"\u0001"}"#, false),
            (#"{"a":"\u000"}"#, false),
            (#"{"a":"\"#, false),
            (#"{"a":"\u"#, false),
            ("", false),
            (#"{"u0000":"plain"}"#, false),
        ])
    func escapedNUL(json: String, expected: Bool) {
        // Given the text as bytes, as an array and as the readable view of a NIO buffer
        let buffer = ByteBuffer(string: json)

        // When each is scanned, Then each finds the escape exactly where one is — a collection without
        // contiguous storage too
        #expect(JSONText.containsEscapedNUL(Array(json.utf8)) == expected)
        #expect(JSONText.containsEscapedNUL(buffer.readableBytesView) == expected)
        #expect(JSONText.containsEscapedNUL(json.utf8.lazy.map { $0 }) == expected)
    }

    @Test("a NUL escape after a long text without backslashes is found, and none in a large batch-like body")
    func longText() {
        // Given a body of 2,000 reports, When it is scanned with and without a NUL escape at its end,
        // Then the escape is found only when it is there
        let reports = String(repeating: #"{"name":"calendarShown","type":"screenView"},"#, count: 2_000)
        #expect(!JSONText.containsEscapedNUL(ByteBuffer(string: "[\(reports)]").readableBytesView))
        #expect(JSONText.containsEscapedNUL(ByteBuffer(string: #"[\#(reports)"\u0000"]"#).readableBytesView))
    }
}
