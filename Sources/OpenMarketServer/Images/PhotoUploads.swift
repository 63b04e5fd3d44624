import Foundation
import HTTPTypes
import ImageFormats
import Imaging
import OpenMarketAPI
import ServerHTTP
import ServerObservability

/// The photos of a registration or an edit, in either API: checked, cleaned and thumbnailed.
struct PhotoUploads: Sendable {
    let pipeline: ImagePipeline
    /// How much image work a request may ask for.
    let imageLimits: ImageLimits
    /// Where image work waits for its turn.
    let imageWork: ImageWorkQueue
    /// Where photos processed are counted.
    let metrics: ServerMetrics

    /// Checks each image's size, then every image's headers — its kind, its dimensions, and the
    /// pixels of all of them together — before any is decoded; then cleans and thumbnails them on
    /// the image workers, several at once.
    func process(_ images: [Data]) async throws -> [StoredImageUpload] {
        for (index, data) in images.enumerated() where data.count > OpenMarketLimits.maxImageBytes {
            throw Self.tooManyBytes(image: index + 1, bytes: data.count)
        }
        var pixels = 0
        for (index, data) in images.enumerated() {
            do {
                let info = try ImageInfo(reading: data)
                let limit = pipeline.maxDimension
                guard info.width <= limit, info.height <= limit else {
                    throw ImagingError.tooLarge(width: info.width, height: info.height, limit: limit)
                }
                pixels += info.width * info.height
            } catch let error as ImagingError {
                throw Self.apiError(for: error, image: index + 1)
            }
        }
        guard pixels <= imageLimits.maxPixelsPerRequest else {
            throw APIError.badRequest(
                "The images have \(Self.megapixels(pixels)) million pixels in all; one request may carry at most \(Self.megapixels(imageLimits.maxPixelsPerRequest)) million.",
                about: .images)
        }
        // Each photo is its own job, so the image workers (one per core) take several at once.
        let processed = try await withThrowingTaskGroup(of: (Int, ProcessedImage).self) { group in
            for (index, data) in images.enumerated() {
                group.addTask { (index, try await processOne(data, number: index + 1)) }
            }
            var done = [ProcessedImage?](repeating: nil, count: images.count)
            for try await (index, image) in group { done[index] = image }
            return done.compactMap { $0 }  // every one is there: a failure ends the group
        }
        return processed.map(StoredImageUpload.init)
    }

    /// Cleans and thumbnails photo `number` on an image worker.
    private func processOne(_ data: Data, number: Int) async throws -> ProcessedImage {
        let pipeline = self.pipeline
        do {
            let image = try await imageWork.run { try pipeline.process(data) }
            metrics.count("openmarket_images_processed_total")
            return image
        } catch let error as ImagingError {
            throw Self.apiError(for: error, image: number)
        } catch let busy as ImageWorkBusy {
            throw APIError(
                .serviceUnavailable, "The server is busy with other photos; try again in a few seconds.",
                retryAfter: busy.retryAfter)
        }
    }

    /// The 413 for image `number`, which has `bytes` bytes — or more, when `nil`: it is still arriving.
    static func tooManyBytes(image number: Int, bytes: Int?) -> APIError {
        let size = bytes.map { String(format: "%.1f", Double($0) / 1_048_576) } ?? "more than 10"
        return APIError(
            .contentTooLarge, "Image \(number) is \(size) MB; each image must be 10 MB or smaller.",
            field: ItemFormField.images.rawValue)
    }

    /// `pixels` in millions, with one decimal when it is not whole.
    private static func megapixels(_ pixels: Int) -> String {
        let millions = Double(pixels) / 1_000_000
        return millions == millions.rounded() ? "\(Int(millions))" : String(format: "%.1f", millions)
    }

    private static func apiError(for error: ImagingError, image number: Int) -> APIError {
        switch error {
        case .notAnImage:
            APIError(
                .unsupportedMediaType, "Image \(number) is not a JPEG or PNG image.",
                field: ItemFormField.images.rawValue)
        case .tooLarge(let width, let height, let limit):
            .badRequest(
                "Image \(number) is \(width) × \(height) pixels; images may be at most \(limit) × \(limit).",
                about: .images)
        case .unreadable(let reason):
            .badRequest("Image \(number) could not be read as a JPEG or PNG (\(reason)).", about: .images)
        case .encodingFailed(let reason):
            APIError(.internalServerError, "Image \(number) could not be saved (\(reason)).")
        }
    }
}
