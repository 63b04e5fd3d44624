import Testing

@testable import WebPages

@Suite("Where a browser may be sent after logging in")
struct BrowserSessionTests {
    @Test(
        "paths on this site are kept; anything leading elsewhere becomes the default",
        arguments: [
            ("/todo?x=1", "/todo?x=1"), ("/app/org#top", "/app/org#top"), ("//evil.example", "/app"),
            ("https://evil.example", "/app"), ("/\t/evil.example", "/app"), ("/\\evil.example", "/app"),
            ("app", "/app"),
        ])
    func returnPath(next: String, expected: String) {
        #expect(BrowserSession.safeReturnPath(next, default: "/app") == expected)
    }
}
