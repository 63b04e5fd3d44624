import Foundation
import ImageFormats
import Networking

/// Loads images by URL the way a scrolling list needs: from memory when it can, then from disk,
/// then from the network — and however many rows ask for one URL at once, it is downloaded once.
///
/// ```swift
/// let loader = ImageLoader(network: network, diskCache: DiskCache(directory: cacheFolder, sizeLimit: 100_000_000))
/// let thumbnail = try await loader.load(url).data
/// ```
public actor ImageLoader {
    /// Where a loaded image came from.
    public enum Source: Sendable, Equatable {
        /// The memory cache.
        case memory
        /// The disk cache.
        case disk
        /// A download (possibly one another caller started).
        case network
    }

    /// An image's bytes and where they came from.
    public struct LoadedImage: Sendable, Equatable {
        /// The encoded image, JPEG or PNG.
        public let data: Data
        /// Where it came from.
        public let source: Source
    }

    /// How loads were answered since the loader was made, to tune cache sizes.
    public struct Statistics: Sendable, Equatable {
        /// Loads answered from memory.
        public var memoryHits = 0
        /// Loads answered from disk.
        public var diskHits = 0
        /// Loads answered by a download of their own (failed downloads are not counted).
        public var downloads = 0
        /// Loads that joined a download another caller had started.
        public var joinedDownloads = 0
    }

    /// The bytes a server sent for an image URL were not a JPEG or PNG.
    struct NotAnImage: Error, CustomStringConvertible {
        var description: String { "the answer is not a JPEG or PNG image" }
    }

    private let network: NetworkClient
    private let memoryCache: MemoryCache<URL, Data>
    private let diskCache: DiskCache?
    private var downloads: [URL: Task<LoadedImage, any Error>] = [:]
    /// How loads were answered so far.
    public private(set) var statistics = Statistics()

    /// Creates a loader that downloads through `network` and keeps images in `memoryCache` and, when
    /// given, `diskCache`.
    public init(
        network: NetworkClient, memoryCache: MemoryCache<URL, Data> = MemoryCache(byteLimit: 50_000_000),
        diskCache: DiskCache? = nil
    ) {
        self.network = network
        self.memoryCache = memoryCache
        self.diskCache = diskCache
    }

    /// The image at `url`.
    ///
    /// A caller that stops waiting (its task cancelled) does not stop a download others share; the
    /// image still lands in the caches.
    ///
    /// - Throws: `.notFound` for a 404, `.network(.decoding…)` when the bytes are not an image,
    ///   `.network(.transport…)` when the server cannot be reached.
    public func load(_ url: URL) async throws(OpenMarketError) -> LoadedImage {
        if let data = memoryCache.value(forKey: url) {
            statistics.memoryHits += 1
            return LoadedImage(data: data, source: .memory)
        }
        if let download = downloads[url] {
            statistics.joinedDownloads += 1
            return try await Self.value(of: download)
        }
        let download = Task { [network, memoryCache, diskCache] in
            if let data = await diskCache?.data(forKey: url.absoluteString) {
                memoryCache.insert(data, forKey: url)
                return LoadedImage(data: data, source: .disk)
            }
            let data = try await network.send(Self.imageRequest(url))
            memoryCache.insert(data, forKey: url)
            // A cache that cannot write costs only a download next time; the image is still good.
            _ = try? await diskCache?.store(data, forKey: url.absoluteString)
            return LoadedImage(data: data, source: .network)
        }
        downloads[url] = download
        defer { downloads[url] = nil }
        let loaded = try await Self.value(of: download)
        if loaded.source == .disk { statistics.diskHits += 1 } else { statistics.downloads += 1 }
        return loaded
    }

    private static func value(of download: Task<LoadedImage, any Error>) async throws(OpenMarketError)
        -> LoadedImage
    {
        do {
            return try await download.value
        } catch let error as NetworkError {
            throw OpenMarketError(error, notFound404: .notFound)
        } catch {
            throw .network(.transport(error))
        }
    }

    private static func imageRequest(_ url: URL) -> Request<Data> {
        Request(target: .url(url)) { data, _ in
            guard ImageFormat(sniffing: data) != nil else { throw NotAnImage() }
            return data
        }
    }
}
