/// Rules every piece of text a client hands over obeys, whichever API it came through.
package enum TextRules {
    /// Checks that `text` has at most `maxLength` characters and no NUL.
    ///
    /// - Throws: a 400 naming `field`, about `field`.
    package static func check(_ text: String, field: String, maxLength: Int) throws(APIError) {
        if text.utf8.contains(0) {
            throw .badRequest("\(field) must not contain the NUL character.", field: field)
        }
        // Counting characters walks the text; stop one past the limit, so megabytes cost no more
        // than the limit does.
        if text.utf8.count > maxLength, text.prefix(maxLength + 1).count > maxLength {
            throw .badRequest("\(field) must be at most \(maxLength) characters long.", field: field)
        }
    }
}
