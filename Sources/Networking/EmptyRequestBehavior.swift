/// A behaviour that does nothing: the default when a client or a request needs none.
public struct EmptyRequestBehavior: RequestBehavior {
    /// Creates the behaviour.
    public init() {}
}
