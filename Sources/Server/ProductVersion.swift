/// The version of MyBiz — the `mybiz` program and its server — which the web pages also report as
/// their app's version in analytics.
public enum ProductVersion {
    /// "0.1.0".
    public static let current = "0.1.0"
}
