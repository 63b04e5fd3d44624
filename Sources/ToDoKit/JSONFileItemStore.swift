import AppFolders
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The list in a JSON file. Every change is a read-modify-write under an exclusive `flock` on a lock
/// file beside it (the data file itself is replaced on each save, so it cannot carry the lock), and
/// every save writes a new file in the same folder, flushes it to disk and renames it over the old
/// one: at any moment — a crash, `kill -9`, a full disk — the path holds the old list or the new,
/// never half of one. A file that cannot be read is reported and left alone.
public struct JSONFileItemStore: ItemStore {
    /// The list's file.
    public let url: URL
    /// Runs between writing the new file and renaming it into place; tests stop a save there.
    let beforeRename: @Sendable () throws -> Void

    /// A store in `url`; the file and its folder are created by the first change.
    public init(url: URL) {
        self.init(url: url, beforeRename: {})
    }

    init(url: URL, beforeRename: @escaping @Sendable () throws -> Void) {
        self.url = url
        self.beforeRename = beforeRename
    }

    /// `$XDG_DATA_HOME/mybiz/todos.json` (or `~/.local/share/…`) on Linux,
    /// `~/Library/Application Support/mybiz/todos.json` on Apple platforms.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        AppFolders.data(environment: environment).appendingPathComponent("mybiz/todos.json")
    }

    /// The list in the file, read under the lock; an empty list when there is no file yet.
    public func load() throws(ItemStoreError) -> ToDoList {
        try withLock { () throws(ItemStoreError) -> ToDoList in try read() }
    }

    /// Under the lock: reads the list, applies `change`, and saves the result atomically.
    public func update<T>(_ change: (inout ToDoList) throws(ToDoInputError) -> T) throws(ItemStoreError) -> T {
        try withLock { () throws(ItemStoreError) -> T in
            var list = try read()
            let result: T
            do throws(ToDoInputError) {
                result = try change(&list)
            } catch {
                throw .refused(error)
            }
            try write(list)
            return result
        }
    }

    /// The list in the file; an empty one when there is no file yet.
    private func read() throws(ItemStoreError) -> ToDoList {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return ToDoList()
        } catch {
            throw .unreadable(path: url.path, reason: Self.reason(error))
        }
        do {
            return try ToDoListFile.decode(data)
        } catch {
            throw .unreadable(path: url.path, reason: "\(error)")
        }
    }

    /// Writes `list` to a new file beside the old one, flushes it, and renames it over.
    private func write(_ list: ToDoList) throws(ItemStoreError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            let data = try ToDoListFile.encode(list)
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw POSIXFailure(errno) }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
            try beforeRename()
            guard rename(temporary.path, url.path) == 0 else { throw POSIXFailure(errno) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotSave(path: url.path, reason: Self.reason(error))
        }
        let directory = open(folder.path, O_RDONLY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// Runs `body` holding the exclusive lock on `<file>.lock`; first removes what an interrupted
    /// save left behind (no save is running while the lock is held).
    private func withLock<T>(_ body: () throws(ItemStoreError) -> T) throws(ItemStoreError) -> T {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotSave(path: url.path, reason: Self.reason(error))
        }
        let lockPath = url.path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotSave(path: lockPath, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .cannotSave(path: lockPath, reason: String(cString: strerror(errno))) }
        }
        defer { flock(descriptor, LOCK_UN) }
        let prefix = ".\(url.lastPathComponent)."
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        return try body()
    }

    private static func reason(_ error: any Error) -> String {
        if let failure = error as? POSIXFailure { return failure.description }
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return (error as NSError).localizedDescription
    }
}

/// An errno, as a sentence.
struct POSIXFailure: Error, CustomStringConvertible {
    let code: Int32
    init(_ code: Int32) { self.code = code }
    var description: String { String(cString: strerror(code)) }
}
