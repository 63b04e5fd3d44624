/// A command that cannot go on, with the sentence that tells the person why.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ sentence: String) {
        description = sentence
    }
}
