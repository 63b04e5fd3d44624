import Foundation
import Hummingbird

/// The locale a reader's browser asks for, for numbers, prices and dates that follow the reader
/// (the words of the pages stay English).
package enum ReaderLocale {
    /// The locale used when the browser names none this server knows.
    package static let fallback = Locale(identifier: "en_US")

    /// The first locale of `Accept-Language` that is a known language (and region), else `fallback`.
    /// Only known identifiers come back, so a page cached per locale has a bounded number of copies.
    package static func of(_ request: Request) -> Locale {
        guard let header = request.headers[.acceptLanguage] else { return fallback }
        return of(acceptLanguage: header)
    }

    /// The locale `header` (an `Accept-Language` value) asks for first, of those known.
    package static func of(acceptLanguage header: String) -> Locale {
        let tags = header.split(separator: ",").prefix(8).compactMap { part -> String? in
            let tag = part.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? ""
            guard (2...16).contains(tag.count), tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else {
                return nil
            }
            return tag
        }
        for tag in tags {
            let identifier = Locale.identifier(.icu, from: tag)
            if known.contains(identifier) { return Locale(identifier: identifier) }
            let language = String(identifier.prefix { $0 != "_" })
            if known.contains(language) { return Locale(identifier: language) }
        }
        return fallback
    }

    private static let known = Set(Locale.availableIdentifiers)
}
