/// Bounds the code keeps by what a value is, with no number to name: a required text is refused when
/// empty or blank, a count or an amount is never below 0, pages and ids are counted from 1. The limits
/// tables tie such a document limit here, and every other one to a constant of the code.
enum InherentBound {
    /// `minLength: 1` of a text the code refuses when it is empty or blank (`isEmpty`,
    /// `allSatisfy(\.isWhitespace)`), or never makes empty.
    static let nonEmptyText = 1
    /// `minItems: 1` of a list the code refuses when it is empty (no images, no order lines, an empty
    /// batch), or never makes empty.
    static let nonEmptyList = 1
    /// `minimum: 0` of a count, an amount, an offset or a duration: the code refuses a negative one
    /// (`>= 0`) or counts from 0.
    static let nonNegative = 0
    /// `minimum: 1` of a number counted from 1: a page, an id, a count of something there, a
    /// `Retry-After` in whole seconds (rounded up, at least 1).
    static let countedFromOne = 1
    /// `exclusiveMinimum: 0` of an amount that must be more than nothing (`> 0`): a unit price, a
    /// quantity.
    static let positive = 0
}
