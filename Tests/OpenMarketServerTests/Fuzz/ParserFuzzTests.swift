import Foundation
import ImageFormats
import Imaging
import NIOCore
import OpenMarketAPI
import ServerTestSupport
import TestSupport
import Testing

@testable import OpenMarketServer

/// Random inputs for the parsers a request's bytes reach before anything else: the multipart form
/// reader and the image readers and codecs. Each input is a mutation of a valid one, so most get
/// deep into the parser before they go wrong. The property is that every input ends in a result or
/// a typed error — never a crash, a hang, or a broken bitmap.
///
/// The run prints its seed; `MYBIZ_FUZZ_SEED=<seed>` replays it, `MYBIZ_FUZZ_ITERATIONS=<n>` sets
/// its length (CI runs 20,000; by hand `swift test -c release --filter ParserFuzzTests` with a
/// million). Image inputs are decoded with a 512-pixel limit, so a mutated header claiming a vast
/// image is refused as the server refuses it, cheaply.
@Suite("Fuzzing the multipart and image parsers")
struct ParserFuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["MYBIZ_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 20_000
    static let seed =
        ProcessInfo.processInfo.environment["MYBIZ_FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...UInt64.max)

    /// Valid forms, written as the clients of the spec write them: quirks included.
    static func formCorpus() throws -> [(body: [UInt8], contentType: String)] {
        let jpeg = try ImageFixtures.jpeg
        var plain = RawMultipart.registration(images: [jpeg])
        plain.boundary = "Boundary-7MA4YWxk"
        var noFinalBreak = RawMultipart.registration(images: [jpeg, try ImageFixtures.png])
        noFinalBreak.finalLineBreak = false
        var bare = RawMultipart()
        bare.text("password", "secret")
        bare.file(try ImageFixtures.png, name: "images", filename: nil, contentType: nil)
        return [
            ([UInt8](plain.body), plain.contentType),
            ([UInt8](noFinalBreak.body), "multipart/form-data;boundary=\"\(noFinalBreak.boundary)\""),
            ([UInt8](bare.body), "Multipart/Form-Data; boundary=\(bare.boundary)"),
        ]
    }

    /// Valid images: baseline JPEG, JPEG with EXIF (orientation, text, GPS), RGBA PNG, grey PNG.
    static func imageCorpus() throws -> [[UInt8]] {
        let jpeg = [UInt8](try ImageFixtures.jpeg)
        let tiff: [UInt8] =
            Array("MM".utf8) + [0, 0x2A, 0, 0, 0, 8, 0, 2]
            + [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0]
            + [0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38] + [0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let exif: [UInt8] = [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        let grey = try ImageCodec.encodePNG(
            Bitmap(width: 5, height: 3, pixels: Array(repeating: 128, count: 60)), keepAlpha: false)
        return [jpeg, Array(jpeg.prefix(2)) + exif + jpeg.dropFirst(2), [UInt8](try ImageFixtures.png), [UInt8](grey)]
    }

    @Test("mutated forms and images end in a result or a typed error, never a crash")
    func fuzz() throws {
        print("ParserFuzzTests: \(Self.iterations) inputs, seed \(Self.seed) (MYBIZ_FUZZ_SEED=\(Self.seed) replays it)")
        var mutator = Mutator(random: SeededGenerator(seed: Self.seed))
        let forms = try Self.formCorpus()
        let images = try Self.imageCorpus()
        let pipeline = ImagePipeline(maxDimension: 512)
        var outcomes = (formsRead: 0, imagesDecoded: 0, imagesProcessed: 0)
        for iteration in 0..<Self.iterations {
            if iteration.isMultiple(of: 2) {
                let form = forms[iteration / 2 % forms.count]
                let other = images[iteration % images.count]
                let body = mutator.mutate(form.body, other: other)
                let contentType =
                    iteration.isMultiple(of: 10)
                    ? String(decoding: mutator.mutate(Array(form.contentType.utf8), other: []), as: UTF8.self)
                    : form.contentType
                if let read = try? ItemForm(body: ByteBuffer(bytes: body), contentType: contentType) {
                    outcomes.formsRead += 1
                    #expect(read.images.count <= ItemForm.maxParts * (OpenMarketLimits.maxImages + 1))
                }
            } else {
                let image = images[iteration / 2 % images.count]
                let data = Data(mutator.mutate(image, other: images[(iteration / 2 + 1) % images.count]))
                if let split = try? ConcatenatedImages.split(data) {
                    #expect(split.reduce(0) { $0 + $1.count } == data.count, "the pieces are the whole")
                }
                if let info = try? ImageInfo(reading: data) {
                    #expect(
                        info.width > 0 && info.height > 0 && (1...8).contains(info.orientation) || info.orientation == 1
                    )
                }
                if let bitmap = try? ImageCodec.decode(data, maxDimension: 512) {
                    outcomes.imagesDecoded += 1
                    #expect(bitmap.pixels.count == bitmap.width * bitmap.height * 4)
                    #expect(bitmap.width <= 512 && bitmap.height <= 512)
                }
                if let processed = try? pipeline.process(data) {
                    outcomes.imagesProcessed += 1
                    #expect(max(processed.thumbnail.width, processed.thumbnail.height) <= pipeline.thumbnailMaxSide)
                }
            }
        }
        print(
            "ParserFuzzTests: \(outcomes.formsRead) forms read, \(outcomes.imagesDecoded) images decoded, \(outcomes.imagesProcessed) processed"
        )
        // The mutations must leave enough valid inputs to reach past the parsers' first checks.
        #expect(outcomes.formsRead > 0 && outcomes.imagesDecoded > 0)
    }
}
