import Foundation
import ImageFormats
import Imaging
import ImagingTestSupport
import TestSupport
import Testing

@Suite("ConcatenatedImages: every whole image in a run of bytes, none dropped unseen")
struct ConcatenatedImagesTests {
    /// `jpeg` with a segment inserted right after its SOI marker.
    static func inserting(_ marker: UInt8, _ payload: [UInt8], into jpeg: Data) -> Data {
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
    }

    @Test("one image is itself, trailing bytes that are no image included")
    func single() throws {
        let jpeg = try ImageFixtures.jpeg
        #expect(try ConcatenatedImages.split(jpeg) == [jpeg])
        let padded = jpeg + Data("\r\n\0trailer".utf8)
        #expect(try ConcatenatedImages.split(padded) == [padded])
        #expect(try ConcatenatedImages.split(try ImageFixtures.png) == [try ImageFixtures.png])
    }

    @Test("whole JPEGs and PNGs one after another are each an image, in order")
    func several() throws {
        let (jpeg, png) = (try ImageFixtures.jpeg, try ImageFixtures.png)
        let noisy = try ImageCodec.encodeJPEG(ImageFixtures.noisyPhoto(width: 320, height: 240), quality: 90)
        #expect(try ConcatenatedImages.split(jpeg + noisy + png) == [jpeg, noisy, png])
        #expect(try ConcatenatedImages.split(png + jpeg) == [png, jpeg])
    }

    @Test("a JPEG inside a JPEG's EXIF (its thumbnail) does not end it early")
    func embeddedThumbnail() throws {
        let jpeg = try ImageFixtures.jpeg
        let thumbnail = Array(try ImageFixtures.jpeg)
        let withThumbnail = Self.inserting(0xE1, Array("Exif\0\0".utf8) + thumbnail, into: jpeg)
        #expect(try ConcatenatedImages.split(withThumbnail + jpeg) == [withThumbnail, jpeg])
    }

    @Test("a JPEG declaring the Multi-Picture Format keeps the images after it: a phone's gain map is no photo")
    func multiPicture() throws {
        let jpeg = try ImageFixtures.jpeg
        let primary = Self.inserting(0xE2, Array("MPF\0".utf8) + Array("MM\0*".utf8), into: jpeg)
        let file = primary + jpeg
        #expect(try ConcatenatedImages.split(file) == [file])
    }

    @Test(
        "an image cut short after a whole one is refused, never dropped; a first one cut short is left to the decoder")
    func cutShort() throws {
        let jpeg = try ImageFixtures.jpeg
        #expect(throws: ImagingError.self) { try ConcatenatedImages.split(jpeg + jpeg.prefix(jpeg.count / 2)) }
        #expect(throws: ImagingError.self) { try ConcatenatedImages.split(jpeg + (try ImageFixtures.png).prefix(40)) }
        let short = jpeg.prefix(jpeg.count / 2)
        #expect(try ConcatenatedImages.split(short) == [short])
    }
}

@Suite("ConcatenatedImages stops counting where a caller would refuse")
struct ConcatenatedImagesLimitTests {
    @Test("at most maxCount images, the last holding the rest")
    func limit() throws {
        let jpeg = try ImageFixtures.jpeg
        let split = try ConcatenatedImages.split(Data(repeating: 0, count: 0) + jpeg + jpeg + jpeg, maxCount: 2)
        #expect(split == [jpeg, jpeg + jpeg])
    }
}
