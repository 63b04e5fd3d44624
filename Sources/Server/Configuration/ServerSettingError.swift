/// A setting of `mybiz serve` with a value that will not do: one sentence naming where the value
/// came from (its option or its environment variable) and what it must be.
public struct ServerSettingError: Error, Equatable, CustomStringConvertible {
    /// The sentence.
    public let description: String
}
