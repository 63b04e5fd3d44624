import Foundation
import Testing

@testable import JSONDiagnostics

@Suite("JSONSyntax: what is first wrong with a JSON text, and where")
struct JSONSyntaxTests {
    static func problem(_ text: String) -> String? {
        JSONSyntax.firstProblem(in: Array(text.utf8), subject: "The body")
    }

    @Test(
        "Given a text that is not JSON, or that Foundation's decoder refuses, then the problem and its place are named",
        arguments: [
            (
                #"{"duration":1e400}"#,
                "The body holds the number 1e400 (at line 1, column 13), too large or too small to be read."
            ),
            (
                #"{"duration":-1e-400}"#,
                "The body holds the number -1e-400 (at line 1, column 13), too large or too small to be read."
            ),
            (
                #"{"name":"a"}}"#,
                "The body is not valid JSON: more text after the end of the JSON value, at line 1, column 13."
            ),
            (#"{"name":"a""#, "The body is not valid JSON: it ends too soon."),
            (
                "{\n  \"name\": \"a\",\n  \"type\" \"b\"\n}",
                "The body is not valid JSON: an unexpected “\"”, at line 3, column 10."
            ),
            (#"{"a":01}"#, "The body is not valid JSON: an unexpected “1”, at line 1, column 7."),
            (#"{"a":.5}"#, "The body is not valid JSON: an unexpected “.”, at line 1, column 6."),
            (#"{"a":tru}"#, "The body is not valid JSON: an unexpected “t”, at line 1, column 6."),
            (#"[1,]"#, "The body is not valid JSON: an unexpected “]”, at line 1, column 4."),
            (#"{"a":1,}"#, "The body is not valid JSON: an unexpected “}”, at line 1, column 8."),
            (#"{'a':1}"#, "The body is not valid JSON: an unexpected “'”, at line 1, column 2."),
            (#"{"a":é}"#, "The body is not valid JSON: an unexpected “é”, at line 1, column 6."),
            (
                "{\"a\":\u{1}}",
                "The body is not valid JSON: an unexpected control character U+0001, at line 1, column 6."
            ),
            (#"{"é":"\x"}"#, "The body is not valid JSON: an escape JSON does not have, at line 1, column 7."),
            (
                #"{"a":"\u12"}"#,
                #"The body is not valid JSON: an escape that is not \u and four hexadecimal digits, at line 1, column 7."#
            ),
            (
                #"["\uD800"]"#,
                "The body is not valid JSON: half of a surrogate pair without its other half, at line 1, column 3."
            ),
            (
                #"["\uDC00\uD800"]"#,
                "The body is not valid JSON: half of a surrogate pair without its other half, at line 1, column 3."
            ),
            (
                "{\"a\":\"tab\there\"}",
                "The body is not valid JSON: a control character inside a string (it must be escaped), at line 1, column 10."
            ),
            ("   ", "The body is not valid JSON: it ends too soon."),
            (
                String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
                "The body nests arrays and objects more than 512 deep (at line 1, column 513)."
            ),
            (
                String(repeating: #"{"a":"#, count: 513) + "1" + String(repeating: "}", count: 513),
                "The body nests arrays and objects more than 512 deep (at line 1, column 2561)."
            ),
        ])
    func problems(text: String, problem: String) {
        #expect(Self.problem(text) == problem)
    }

    @Test(
        "Given JSON texts Foundation's decoder reads, then there is no problem; bytes that are not UTF-8 are named so")
    func valid() throws {
        for text in [
            #"{"a":[1,-0.5,2e3,1E-2,true,false,null,"x\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00"],"b":{}}"#, "[]", " 12 ",
            #""é""#, String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
        ] {
            #expect(Self.problem(text) == nil, "\(text.prefix(40))")
            #expect(throws: Never.self, "\(text.prefix(40))") {
                try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
            }
        }
        #expect(
            JSONSyntax.firstProblem(in: [UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")], subject: "The body")
                == "The body is not UTF-8 text.")
    }
}
