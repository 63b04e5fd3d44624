import Foundation
import Testing

@testable import ServerSupport

@Suite("JSONSyntax: what is first wrong with a JSON text, and where")
struct JSONSyntaxTests {
    @Test(
        "Given a text that is not JSON, or holds a number no Double can, then the problem and its place are named",
        arguments: [
            (#"{"duration":1e400}"#, "the number 1e400, at line 1, column 13, is too large or too small to be read"),
            (
                #"{"duration":-1e-400}"#,
                "the number -1e-400, at line 1, column 13, is too large or too small to be read"
            ),
            (#"{"name":"a"}}"#, "more text after the end of the JSON value, at line 1, column 13"),
            (#"{"name":"a""#, "the body ends before its JSON does"),
            ("{\n  \"name\": \"a\",\n  \"type\" \"b\"\n}", "an unexpected “\"”, at line 3, column 10"),
            (#"{"a":01}"#, "an unexpected “1”, at line 1, column 7"),
            (#"{"a":.5}"#, "an unexpected “.”, at line 1, column 6"),
            (#"{"a":tru}"#, "an unexpected “t”, at line 1, column 6"),
            (#"[1,]"#, "an unexpected “]”, at line 1, column 4"),
            (#"{"a":1,}"#, "an unexpected “}”, at line 1, column 8"),
            (#"{'a':1}"#, "an unexpected “'”, at line 1, column 2"),
            (#"{"é":"\x"}"#, #"an escape JSON does not have, at line 1, column 7"#),
            (#"{"a":"\u12"}"#, #"an escape that is not \u and four hexadecimal digits, at line 1, column 7"#),
            ("{\"a\":\"tab\there\"}", "a control character inside a string (it must be escaped), at line 1, column 10"),
            ("   ", "the body ends before its JSON does"),
        ])
    func problems(text: String, problem: String) {
        #expect(JSONSyntax.firstProblem(in: Array(text.utf8)) == problem)
    }

    @Test("Given JSON texts Foundation reads, then there is no problem; bytes that are not UTF-8 are named so")
    func valid() throws {
        for text in [
            #"{"a":[1,-0.5,2e3,1E-2,true,false,null,"x\"\\\/\b\f\n\r\t\u00e9"],"b":{}}"#, "[]", " 12 ", #""é""#,
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
        ] {
            #expect(JSONSyntax.firstProblem(in: Array(text.utf8)) == nil, "\(text.prefix(40))")
        }
        #expect(
            JSONSyntax.firstProblem(in: [UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")]) == "text that is not UTF-8")
    }
}
