import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An SQLite database's files — the database, its write-ahead log and shared-memory index — hold
/// password hashes and everyone's data: only their owner may read them.
enum DatabaseFiles {
    /// The files of the database at `path`.
    static func paths(of path: String) -> [String] {
        [path, path + "-wal", path + "-shm"]
    }

    /// Creates the database file readable by its owner only when it does not exist (SQLite gives
    /// its log and index the database's own mode), and takes group and others' access away from
    /// files that have it.
    static func keepPrivate(_ path: String, logger: Logger) {
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
        if descriptor >= 0 { close(descriptor) }
        for file in paths(of: path) {
            var status = stat()
            guard stat(file, &status) == 0, status.st_mode & 0o077 != 0 else { continue }
            if chmod(file, 0o600) == 0 {
                logger.notice("Made \(file) readable by its owner only: it holds password hashes.")
            } else {
                logger.warning(
                    "\(file) is readable by others, and could not be changed: \(String(cString: strerror(errno))).")
            }
        }
    }
}
