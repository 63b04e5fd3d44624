import Foundation

/// A cache of data in files under one folder, for data worth keeping between launches (images).
///
/// - Entries expire `maxAge` after they were stored (7 days unless given).
/// - When a store takes the folder past `sizeLimit` bytes, expired entries go first, then the least
///   recently used, until the folder holds at most `trimRatio` (70 %) of the limit — trimming lower
///   than the limit means the next stores do not trim again at once.
/// - Reading an entry marks it used (its file's modification date), so recency survives relaunches.
///
/// Each file starts with its key, so two keys whose names hash alike never answer for each other.
public actor DiskCache {
    /// A file of the cache could not be written.
    public struct WriteFailure: Error, CustomStringConvertible {
        /// The file that could not be written.
        public let path: String
        /// What the system said.
        public let reason: String
        /// A sentence naming the file and the reason.
        public var description: String { "The cache file \(path) could not be written: \(reason)" }
    }

    /// The folder the files live in.
    public let directory: URL
    /// The most bytes the cache's files may take before it trims.
    public let sizeLimit: Int
    /// The share of `sizeLimit` a trim goes down to.
    public let trimRatio: Double
    /// How long an entry stays valid after it was stored.
    public let maxAge: Duration
    private let now: @Sendable () -> Date
    private let files = FileManager()
    /// The bytes the files take, counted from the folder on first need and kept up to date after.
    private var knownSize: Int?

    fileprivate static let magic = Data("MBDC1".utf8)
    private static let fileExtension = "cache"

    /// Creates a cache in `directory` (made when missing) of at most `sizeLimit` bytes.
    ///
    /// - Parameters:
    ///   - directory: the folder the entries are kept in, one file each.
    ///   - sizeLimit: the most bytes the entries may take together.
    ///   - trimRatio: the share of `sizeLimit` a trim goes down to.
    ///   - maxAge: how long an entry is served after it was stored.
    ///   - now: the current time; tests inject one that they move.
    public init(
        directory: URL, sizeLimit: Int, trimRatio: Double = 0.7, maxAge: Duration = .seconds(7 * 24 * 3600),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.directory = directory
        self.sizeLimit = max(0, sizeLimit)
        self.trimRatio = min(max(trimRatio, 0), 1)
        self.maxAge = maxAge
        self.now = now
    }

    /// The largest entry the cache keeps: one that fits after a trim.
    public var entrySizeLimit: Int { Int(Double(sizeLimit) * trimRatio) }

    /// The bytes the cache's files take now.
    public var totalSize: Int { currentSize() }

    /// The data stored for `key`, or `nil` when there is none or it has expired (then it is removed).
    public func data(forKey key: String) -> Data? {
        let file = fileURL(forKey: key)
        guard let contents = try? Data(contentsOf: file), let entry = Entry(decoding: contents) else { return nil }
        guard entry.key == key else { return nil }
        guard !isExpired(storedAt: entry.storedAt) else {
            remove(file)
            return nil
        }
        try? files.setAttributes([.modificationDate: now()], ofItemAtPath: file.path)
        return entry.data
    }

    /// Stores `data` for `key`, replacing what was there, then trims if the folder is over the limit.
    ///
    /// - Returns: `false` when `data` is larger than `entrySizeLimit`; nothing is stored then.
    /// - Throws: `WriteFailure` when the folder or file cannot be written.
    @discardableResult
    public func store(_ data: Data, forKey key: String) throws(WriteFailure) -> Bool {
        let file = fileURL(forKey: key)
        let contents = Entry(key: key, storedAt: now(), data: data).encoded()
        guard contents.count <= entrySizeLimit else { return false }
        var size = currentSize()
        do {
            try files.createDirectory(at: directory, withIntermediateDirectories: true)
            size -= fileSize(file) ?? 0
            try contents.write(to: file, options: .atomic)
            try files.setAttributes([.modificationDate: now()], ofItemAtPath: file.path)
        } catch {
            knownSize = nil
            throw WriteFailure(path: file.path, reason: error.localizedDescription)
        }
        size += contents.count
        knownSize = size
        if size > sizeLimit { trim() }
        return true
    }

    /// Removes the entry for `key`, if any.
    public func removeData(forKey key: String) {
        remove(fileURL(forKey: key))
    }

    /// Removes every entry.
    public func removeAll() {
        for file in cacheFiles() { remove(file.url) }
        knownSize = 0
    }

    /// Removes the entries that have expired.
    public func removeExpired() {
        for file in cacheFiles() where isExpired(file) { remove(file.url) }
    }

    /// Removes expired entries, then the least recently used, until the files take at most
    /// `trimRatio` of `sizeLimit`.
    public func trim() {
        let target = entrySizeLimit
        var size = 0
        var live: [CacheFile] = []
        for file in cacheFiles() {
            if isExpired(file) {
                remove(file.url)
            } else {
                live.append(file)
                size += file.size
            }
        }
        for file in live.sorted(by: { $0.lastUsed < $1.lastUsed }) where size > target {
            remove(file.url)
            size -= file.size
        }
        knownSize = size
    }

    private struct CacheFile {
        var url: URL
        var size: Int
        var lastUsed: Date
    }

    private func cacheFiles() -> [CacheFile] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let urls =
            (try? files.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        return urls.filter { $0.pathExtension == Self.fileExtension }.compactMap { url in
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else { return nil }
            return CacheFile(
                url: url, size: values.fileSize ?? 0, lastUsed: values.contentModificationDate ?? .distantPast)
        }
    }

    /// Whether a file has expired, reading only its header.
    private func isExpired(_ file: CacheFile) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: file.url) else { return true }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: Entry.headerSize)) ?? Data()
        guard let storedAt = Entry.storedAt(inHeader: header) else { return true }
        return isExpired(storedAt: storedAt)
    }

    private func isExpired(storedAt: Date) -> Bool {
        let age = now().timeIntervalSince(storedAt)
        let (seconds, attoseconds) = maxAge.components
        return age > Double(seconds) + Double(attoseconds) / 1e18
    }

    private func currentSize() -> Int {
        if let knownSize { return knownSize }
        let size = cacheFiles().reduce(0) { $0 + $1.size }
        knownSize = size
        return size
    }

    private func fileSize(_ file: URL) -> Int? {
        (try? files.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue
    }

    private func remove(_ file: URL) {
        guard let size = fileSize(file) else { return }
        guard (try? files.removeItem(at: file)) != nil else { return }
        if let knownSize { self.knownSize = knownSize - size }
    }

    private func fileURL(forKey key: String) -> URL {
        directory.appendingPathComponent("\(Self.fnv1a64(key)).\(Self.fileExtension)")
    }

    /// A stable 64-bit hash of the key (FNV-1a), as 16 hex digits: the same file on every launch,
    /// unlike `hashValue`, which is seeded per process.
    private static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// One file's contents: magic, the store time, the key, then the data.
    fileprivate struct Entry {
        static let headerSize = magic.count + 8 + 4
        var key: String
        var storedAt: Date
        var data: Data

        func encoded() -> Data {
            let keyBytes = Data(key.utf8)
            var contents = DiskCache.magic
            let bits = storedAt.timeIntervalSince1970.bitPattern
            contents.append(contentsOf: (0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> ($0 * 8)) })
            let length = UInt32(keyBytes.count)
            contents.append(contentsOf: (0..<4).reversed().map { UInt8(truncatingIfNeeded: length >> ($0 * 8)) })
            contents.append(keyBytes)
            contents.append(data)
            return contents
        }
    }
}

extension DiskCache.Entry {
    init?(decoding contents: Data) {
        let bytes = [UInt8](contents.prefix(Self.headerSize))
        guard let storedAt = Self.storedAt(inHeader: Data(bytes)) else { return nil }
        let keyLength = bytes[(Self.headerSize - 4)...].reduce(0) { $0 << 8 | Int($1) }
        let keyStart = contents.startIndex + Self.headerSize
        guard contents.count >= Self.headerSize + keyLength else { return nil }
        let keyEnd = keyStart + keyLength
        self.init(
            key: String(decoding: contents[keyStart..<keyEnd], as: UTF8.self), storedAt: storedAt,
            data: Data(contents[keyEnd...]))
    }

    static func storedAt(inHeader header: Data) -> Date? {
        guard header.count >= headerSize, header.prefix(DiskCache.magic.count) == DiskCache.magic else { return nil }
        let bits = header.dropFirst(DiskCache.magic.count).prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Date(timeIntervalSince1970: Double(bitPattern: bits))
    }
}
