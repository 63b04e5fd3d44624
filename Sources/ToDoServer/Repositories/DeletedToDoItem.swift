import ToDoKit

/// An item deleted from the pages and where it stood, kept beside its list until the list next
/// changes, so the list can offer to put it back after the delete has been answered with a redirect.
struct DeletedToDoItem: Codable, Sendable {
    let item: ToDoItem
    /// Its place in its section.
    let index: Int
}
