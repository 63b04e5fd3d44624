/// The Open Market's limits, one definition for the server that enforces them and the apps that
/// check before sending.
public enum OpenMarketLimits {
    /// The most photos a product may have.
    public static let maxImages = 5
    /// The largest photo accepted, in bytes (10 MB).
    public static let maxImageBytes = 10 * 1_048_576
    /// The largest request body accepted, in bytes (60 MB).
    public static let maxBodyBytes = 60 * 1_048_576
    /// The largest width or height of a photo, in pixels.
    public static let maxImageDimension = 8000
    /// The longest side of a thumbnail, in pixels.
    public static let thumbnailMaxSide = 300
    /// The highest price, in either API: ten trillion, so an amount in cents is still exact in a
    /// `Double` (the 2022 API's prices are floats).
    public static let maxPrice = 10_000_000_000_000
    /// The most products one page of the 2022 API may ask for.
    public static let maxItemsPerPage = 500
    /// The most bytes an app's compressed photo should have.
    public static let compressedImageBytes = 300_000
    /// The longest identifier of a 2022 API vendor (its `identifier` header), in characters.
    public static let maxVendorIdentifierLength = 100
    /// The longest secret of a 2022 API vendor, in characters.
    public static let maxVendorSecretLength = 1_000
}
