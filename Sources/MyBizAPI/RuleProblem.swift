/// A rule of the MyBiz contract that a request breaks: the field it is about, as the contract's JSON
/// names it (`familyName`, `manager`, `purchases[2].quantity`), or `nil` when it is about the whole
/// request; and the sentence saying what is wrong. The server answers it as a 400 whose body carries
/// both; the pages mark the field from it; nothing reads the field back out of the sentence.
public struct RuleProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field the rule is about, or `nil`.
    public var field: String?
    /// What is wrong, as a sentence a person understands.
    public var sentence: String

    /// A problem with `field`, said by `sentence`.
    public init(_ field: String?, _ sentence: String) {
        self.field = field
        self.sentence = sentence
    }

    /// The sentence.
    public var description: String { sentence }
}
