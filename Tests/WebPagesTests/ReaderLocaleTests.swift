import Foundation
import Testing

@testable import WebPages

@Suite("ReaderLocale: the locale a browser asks for, of those known")
struct ReaderLocaleTests {
    @Test(
        "Given an Accept-Language, then the first known locale is used, else en_US",
        arguments: [
            ("ko-KR,ko;q=0.9,en-US;q=0.8", "ko_KR"), ("de", "de"), ("en-GB", "en_GB"), ("xx-YY, fr-CA", "fr_CA"),
            ("zz", "en_US"), ("*", "en_US"), ("", "en_US"), ("en-ZZ", "en"), ("<script>", "en_US"),
        ])
    func locale(header: String, identifier: String) {
        #expect(ReaderLocale.of(acceptLanguage: header).identifier == identifier)
    }
}
