import ServerDatabase

extension DataTopic {
    /// The market's products, their images and their vendors: what both APIs and the pages show.
    static let catalogue = DataTopic("catalogue")
}
