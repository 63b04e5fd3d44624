/// Where a to-do list document comes from, which decides how strictly it is read.
public enum ToDoDocumentSource: Sendable, Equatable {
    /// Something to take in — a file a person may have edited, a body an app sent: every rule is
    /// checked, and a field that breaks one is refused, naming it.
    case input
    /// A list kept before: a server's stored row, or its answer. It may hold what rules made since
    /// refuse (a place without a name, a long one, a year 0000) and is read as it is, so no list
    /// becomes unreadable; a change to such an item is checked as any other.
    case kept
}
