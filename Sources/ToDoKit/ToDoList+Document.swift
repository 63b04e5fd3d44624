import Foundation

extension ToDoList {
    /// The list as the versioned JSON document both stores keep — the file `mybiz todo` writes and
    /// the server's database row.
    public func document() throws -> Data {
        try ToDoListFile.encode(self)
    }

    /// The list a versioned JSON document holds.
    ///
    /// - Throws: an error whose description says why the document cannot be read (not JSON, not a
    ///   to-do list, written by a newer version).
    public init(document: Data) throws {
        self = try ToDoListFile.decode(document)
    }
}
