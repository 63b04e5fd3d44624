import Foundation
import ImageFormats
import Imaging
import OpenMarketKit
import OpenMarketKitImaging

/// Reads the image files a person named and compresses each for upload, a progress line per image.
enum UploadImages {
    static func prepare(
        _ paths: [String], compressor: ImageCompressor<ImagingPhotoCodec> = ImageCompressor(codec: ImagingPhotoCodec())
    ) throws -> [ItemImage] {
        try paths.enumerated().map { index, path in
            let name = URL(fileURLWithPath: path).lastPathComponent
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw CommandFailure("Could not read the image \(path): \(reason(error)).")
            }
            let compressed: EncodedImage
            do {
                compressed = try compressor.compress(data)
            } catch ImagingError.notAnImage {
                throw CommandFailure("\(path) is not a JPEG or PNG image.")
            } catch {
                throw CommandFailure("\(path) cannot be used: \(error)")
            }
            let size = "\(compressed.width) × \(compressed.height)"
            let what =
                compressed.data == data
                ? "\(TerminalText.bytes(data.count)), \(size), small enough to send as it is"
                : "\(TerminalText.bytes(data.count)) → \(TerminalText.bytes(compressed.data.count)), \(size) "
                    + compressed.format.rawValue.uppercased()
            Console.print("Image \(index + 1) of \(paths.count): \(name), \(what)")
            let stem = (name as NSString).deletingPathExtension
            return ItemImage(
                data: compressed.data, filename: "\(stem).\(compressed.format.fileExtension)",
                mediaType: compressed.format.mediaType)
        }
    }

    /// Why a file could not be read, in the system's words but without Foundation's error codes.
    private static func reason(_ error: any Error) -> String {
        let code = (error as NSError).code
        if code == NSFileReadNoSuchFileError { return "there is no such file" }
        if code == NSFileReadNoPermissionError { return "permission denied" }
        return (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
