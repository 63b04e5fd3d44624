import Testing
import WebPages

@Suite("SafeMarkdown: people's Markdown as HTML that cannot run or load anything")
struct SafeMarkdownTests {
    @Test(
        "Given what people write, then the HTML is the marks they meant and nothing else",
        arguments: [
            ("<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"),
            (
                "See https://example.com/a?b=1&c=2.",
                #"<p>See <a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>.</p>"#
            ),
            ("[docs](javascript:alert(1))", "<p>[docs](javascript:alert(1))</p>"),
            ("[the form](/app/purchases/new)", #"<p><a href="/app/purchases/new">the form</a></p>"#),
            ("[x](//evil.example)", "<p>[x](//evil.example)</p>"),
            (
                #"[x](https://a.example/"onmouseover=alert(1))"#,
                #"<p><a href="https://a.example/&quot;onmouseover=alert(1">x</a>)</p>"#
            ),
            ("**Big** and *small* and `x<y`", "<p><strong>Big</strong> and <em>small</em> and <code>x&lt;y</code></p>"),
            ("- one\n- two\n\n1. first", "<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>"),
            ("# Plan\nline one\nline two", "<h3>Plan</h3><p>line one<br/>line two</p>"),
            (
                "![a cat](https://cats.example/cat.png)",
                #"<p>![a cat](<a href="https://cats.example/cat.png">https://cats.example/cat.png</a>)</p>"#
            ),
            ("snake_case_name and 2*3*4", "<p>snake_case_name and 2*3*4</p>"),
            (
                "\u{E000}7\u{E001} and <7> and <99999999999999999999>",
                "<p>\u{E000}7\u{E001} and &lt;7&gt; and &lt;99999999999999999999&gt;</p>"
            ),
            (
                "[policy](https://evil.example/login)\u{E000}0\u{E001}",
                "<p><a href=\"https://evil.example/login\">policy</a>\u{E000}0\u{E001}</p>"
            ),
            (#"[x](/\evil.example)"#, #"<p>[x](/\evil.example)</p>"#),
        ])
    func rendering(markdown: String, html: String) {
        #expect(SafeMarkdown.html(markdown) == html)
    }
}
