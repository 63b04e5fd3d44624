import WebPages

/// The templates of the pages that know the whole product: the front door and the API reference.
enum ServerResources {
    /// This module's `Resources/`, compiled in.
    static let web = WebResources(embedded: EmbeddedResources.embedded)
}
