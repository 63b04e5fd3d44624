import MyBizAPI
import Testing

@Suite("A username: what it must be, and when two are one account")
struct UsernameRulesTests {
    @Test(
        "Given usernames that differ in width or case only, then they fold to one key",
        arguments: [
            ("Ａgent@shield.org", "agent@shield.org"), ("AGENT@SHIELD.ORG", "agent@shield.org"),
            ("ａｇｅｎｔ＠ｓｈｉｅｌｄ．ｏｒｇ", "agent@shield.org"), ("Ölaf@example.com", "ölaf@example.com"),
            ("Straße@example.com", "STRASSE@example.com"), ("ΌΣΟΣ@example.com", "όσος@example.com"),
        ])
    func folded(pair: (String, String)) {
        #expect(UsernameRules.key(pair.0) == UsernameRules.key(pair.1))
    }

    @Test("Given different usernames, then their keys differ")
    func different() {
        #expect(UsernameRules.key("agent@shield.org") != UsernameRules.key("agent2@shield.org"))
        #expect(UsernameRules.key("olaf@example.com") != UsernameRules.key("ölaf@example.com"))
    }

    @Test(
        "Given a username holding a control character, then it is refused naming the field",
        arguments: ["a\r\nb@example.com", "a\nb", "a\rb", "a\tb", "a\u{0}b", "a\u{7F}b", "a\u{85}b"])
    func control(username: String) {
        #expect(
            UsernameRules.problem(username)
                == "username must not contain a control character such as a line break or a tab.")
    }

    @Test("Given a blank or long username, then each is refused with its sentence; a good one is not")
    func lengths() {
        #expect(UsernameRules.problem("  \n ") == "username must not be blank.")
        #expect(UsernameRules.problem(String(repeating: "a", count: 101)) == "username must be at most 100 characters.")
        #expect(UsernameRules.problem(" agent@shield.org\n") == nil, "spaces and line ends around it are trimmed")
        #expect(UsernameRules.problem("Ａgent@shield.org") == nil)
    }
}
