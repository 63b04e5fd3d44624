/// A server's sentence put after a colon in ours: its first letter in lower case unless the first
/// word is an acronym or a name written in capitals ("PO-7", "URL"), which keep theirs.
enum RefusalText {
    /// "The server refused it: " followed by `reason`, continued as one sentence.
    static func refused(_ reason: String) -> String {
        "The server refused it: " + continuing(reason)
    }

    /// `sentence` as it reads after a colon.
    static func continuing(_ sentence: String) -> String {
        let word = sentence.prefix { $0.isLetter }
        guard let first = word.first, first.isUppercase, word.dropFirst().allSatisfy(\.isLowercase),
            !sentence.dropFirst(word.count).hasPrefix("-")
        else { return sentence }
        return first.lowercased() + sentence.dropFirst()
    }

    /// `sentence`, written to follow a colon, as a sentence of its own: its first letter in capitals.
    static func standalone(_ sentence: String) -> String {
        guard let first = sentence.first, first.isLowercase else { return sentence }
        return first.uppercased() + sentence.dropFirst()
    }
}
