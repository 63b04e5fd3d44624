import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The queue's open journal file: its descriptor, how far it has been read, and the state the
/// lines so far describe.
struct OpenFile: ~Copyable {
    let path: String
    private var descriptor: Int32
    private var offset = 0
    var state = ReportQueueState()

    init(path: String) throws(ReportQueueError) {
        self.path = path
        descriptor = try Self.openJournal(path)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    private static func openJournal(_ path: String) throws(ReportQueueError) -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, errno: errno) }
        return descriptor
    }

    /// Takes the lock on the file the path names now (another process may have replaced it while
    /// compacting), then replays the lines added since the last read.
    mutating func lockAndRefresh() throws(ReportQueueError) {
        while true {
            // A reopen that failed last time is tried again rather than locking a closed number.
            if descriptor < 0 { descriptor = try Self.openJournal(path) }
            guard flock(descriptor, LOCK_EX) == 0 else { throw .cannotOpen(path: path, errno: errno) }
            var onDisk = stat()
            var open = stat()
            if stat(path, &onDisk) == 0, fstat(descriptor, &open) == 0, onDisk.st_ino == open.st_ino {
                break
            }
            flock(descriptor, LOCK_UN)
            close(descriptor)
            // Marked closed before reopening, so a failed open is never followed by a second close
            // of a number the process may have handed out again.
            descriptor = -1
            offset = 0
            state = ReportQueueState()
        }
        try readNewLines()
    }

    func unlock() {
        flock(descriptor, LOCK_UN)
    }

    private mutating func readNewLines() throws(ReportQueueError) {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = pread(descriptor, &buffer, buffer.count, off_t(offset + data.count))
            guard count >= 0 else { throw .cannotRead(path: path, errno: errno) }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        guard !data.isEmpty else { return }
        let decoder = JSONDecoder()
        var lineStart = data.startIndex
        while let newline = data[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
            // A line that does not decode was not written by this version; it is skipped, not fatal.
            if let entry = try? decoder.decode(ReportQueueJournal.self, from: data[lineStart..<newline]) {
                state.apply(entry)
            } else {
                state.staleLines += 1
            }
            lineStart = data.index(after: newline)
        }
        offset += lineStart - data.startIndex
        if lineStart < data.endIndex {
            // Bytes after the last newline: a write torn by a crash (a live writer holds the lock
            // while it writes). Cut them off so the next line starts clean.
            guard ftruncate(descriptor, off_t(offset)) == 0 else { throw .cannotWrite(path: path, errno: errno) }
        }
    }

    /// Appends `entries` with one write and flushes them to the disk, then applies them.
    mutating func append(_ entries: [ReportQueueJournal]) throws(ReportQueueError) {
        let encoder = JSONEncoder()
        var data = Data()
        for entry in entries {
            guard let line = try? encoder.encode(entry) else { continue }
            data.append(line)
            data.append(UInt8(ascii: "\n"))
        }
        try Self.writeAll(data, to: descriptor, path: path)
        guard fsync(descriptor) == 0 else { throw .cannotWrite(path: path, errno: errno) }
        offset += data.count
        for entry in entries { state.apply(entry) }
    }

    /// Rewrites the file with only its live lines when stale ones dominate: a new file beside it,
    /// flushed, then renamed over it — at every moment one complete journal is at the path.
    mutating func compactIfWorthIt() throws(ReportQueueError) {
        guard state.staleLines > 256, state.staleLines > 2 * state.reports.count else { return }
        let temporary = path + ".compacting"
        unlink(temporary)
        let fresh = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
        guard fresh >= 0 else { throw .cannotWrite(path: temporary, errno: errno) }
        flock(fresh, LOCK_EX)
        let encoder = JSONEncoder()
        var data = Data()
        for entry in state.compacted {
            guard let line = try? encoder.encode(entry) else { continue }
            data.append(line)
            data.append(UInt8(ascii: "\n"))
        }
        do throws(ReportQueueError) {
            try Self.writeAll(data, to: fresh, path: temporary)
            guard fsync(fresh) == 0, rename(temporary, path) == 0 else {
                throw ReportQueueError.cannotWrite(path: path, errno: errno)
            }
        } catch {
            close(fresh)
            unlink(temporary)
            throw error
        }
        let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
        // Closing the old descriptor releases its lock; processes waiting on it find the new file.
        close(descriptor)
        descriptor = fresh
        offset = data.count
        state.staleLines = 0
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(ReportQueueError) {
        let failure: Int32? = data.withUnsafeBytes { bytes -> Int32? in
            var written = 0
            while written < bytes.count {
                let result = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
        if let failure { throw .cannotWrite(path: path, errno: failure) }
    }
}
