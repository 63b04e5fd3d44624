import Foundation

extension ToDoList {
    /// The list as the versioned JSON document both stores keep — the file `mybiz todo` writes and
    /// the server's database row.
    public func document() throws -> Data {
        try ToDoListFile.encode(self)
    }

    /// The list a versioned JSON document holds, read as `source` says: input (a file, a body) by every
    /// rule, or a list kept before.
    ///
    /// - Throws: an error whose description says why the document cannot be read (not JSON, not a
    ///   to-do list, written by a newer version, a field that breaks a rule — and where).
    public init(document: Data, source: ToDoDocumentSource = .input) throws {
        self = try ToDoListFile.decodeWithRevision(document, source: source).list
    }

    /// The document with the server's `revision` of the list, as `GET /api/todos` answers.
    public func document(revision: Int64) throws -> Data {
        try ToDoListFile.encode(self, revision: revision)
    }

    /// The list and the server's revision of it (`nil` in a file) a document holds, read as `source`
    /// says.
    public static func revisioned(document: Data, source: ToDoDocumentSource = .input) throws -> (
        list: ToDoList, revision: Int64?
    ) {
        try ToDoListFile.decodeWithRevision(document, source: source)
    }

    /// Checks a whole list, as one sent to replace `kept`, by the rules every change keeps: at most
    /// `maxItems` items and `maxDocumentBytes` — or no larger than `kept`, a list kept larger before the
    /// rule, which may shrink — no two to-do items the same, no number given twice.
    public func validated(replacing kept: ToDoList? = nil) throws(ToDoInputError) {
        guard toDo.count + done.count <= Self.maxItems else { throw .listFull(limit: Self.maxItems) }
        try checkSize(allowingUpTo: kept.flatMap { try? ToDoListFile.encode($0.withoutVersions()).count })
        for (index, item) in toDo.enumerated() {
            if let earlier = toDo[..<index].first(where: { $0.isSame(as: item) }) { throw .duplicate(of: earlier) }
        }
        if Set((toDo + done).map(\.id)).count != toDo.count + done.count {
            throw .incomplete(reason: "Two items of the list have the same id; each item needs its own.")
        }
    }

    /// Adds `other`'s items — to do, then finished — to this list as new items with this list's
    /// numbers, skipping those already here (the same to-do item, or the same id). Answers how many
    /// were added and which were skipped.
    @discardableResult
    public mutating func merge(_ other: ToDoList) throws(ToDoInputError) -> (added: Int, skipped: [ToDoItem]) {
        try withinSize { list throws(ToDoInputError) in try list.mergeWithoutSizeCheck(other) }
    }

    private mutating func mergeWithoutSizeCheck(_ other: ToDoList) throws(ToDoInputError) -> (
        added: Int, skipped: [ToDoItem]
    ) {
        var added = 0
        var skipped: [ToDoItem] = []
        for item in other.toDo + other.done {
            if place(of: item.id) != nil || (!item.isDone && toDo.contains(where: { $0.isSame(as: item) })) {
                skipped.append(item)
                continue
            }
            var copy = item
            copy.number = 0
            copy.isDone = false
            let new = try addWithoutSizeCheck(copy)
            if item.isDone, let index = toDo.firstIndex(where: { $0.id == new.id }) { try checkOnce(at: index) }
            added += 1
        }
        return (added, skipped)
    }
}
