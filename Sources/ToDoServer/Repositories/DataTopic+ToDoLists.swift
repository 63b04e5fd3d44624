import ServerDatabase

extension DataTopic {
    /// The accounts' to-do lists: what the `/todo` pages show.
    static let toDoLists = DataTopic("to-do lists")
}
