import AppFolders
import ArgumentParser
import Foundation
import ImageFormats
import Imaging
import Networking
import OpenMarketKit

/// `mybiz market image URL --output FILE`: saves a product image, through the same caches an app uses.
struct MarketImageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "image",
        abstract: "Save a product image or thumbnail to a file.",
        discussion: """
            Images are cached on disk (100 MB, kept 7 days) under $XDG_CACHE_HOME/mybiz/images, or \
            ~/.cache/mybiz/images, so fetching one again needs no download. A URL may be relative to the server.
            """
    )

    @OptionGroup var connection: ServerOptions

    @Argument(help: "The image's URL, as `show` prints it, or a path such as /images/….")
    var url: String

    @Option(name: [.short, .long], help: ArgumentHelp("Where to save the image.", valueName: "file"))
    var output: String

    func validate() throws {
        guard imageURL != nil else { throw ValidationError("“\(url)” is not an image URL.") }
    }

    private var imageURL: URL? {
        guard let resolved = URL(string: url, relativeTo: connection.serverURL)?.absoluteURL,
            ["http", "https"].contains(resolved.scheme?.lowercased() ?? "")
        else { return nil }
        return resolved
    }

    func run() async throws {
        let imageURL = imageURL!
        let loader = ImageLoader(
            network: connection.makeNetworkClient(),
            diskCache: DiskCache(directory: Self.cacheDirectory, sizeLimit: 100_000_000))
        try await connection.reportingFailures {
            let image: ImageLoader.LoadedImage
            do {
                image = try await loader.load(imageURL)
            } catch OpenMarketError.notFound {
                throw CommandFailure("There is no image at \(imageURL.absoluteString).")
            }
            try save(image.data)
            let what = (try? ImageInfo(reading: image.data)).map {
                "a \($0.width) × \($0.height) \($0.format.rawValue.uppercased())"
            }
            let source = image.source == .network ? "downloaded" : "from the cache, no download"
            Console.print(
                "Saved \(what ?? "the image") (\(TerminalText.bytes(image.data.count))) to \(output) (\(source)).")
        }
    }

    /// Writes the image to `output` atomically: an interrupted save never leaves half a file.
    private func save(_ data: Data) throws {
        let file = URL(fileURLWithPath: output)
        let folder = file.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("Could not write \(output): the folder \(folder.path) does not exist.")
        }
        do {
            try data.write(to: file, options: .atomic)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw CommandFailure("Could not write \(output): \(reason.trimmingCharacters(in: ["."]))")
        }
    }

    /// `$XDG_CACHE_HOME/mybiz/images`, else `~/.cache/mybiz/images`.
    static var cacheDirectory: URL {
        AppFolders.cache().appendingPathComponent("mybiz/images")
    }
}
