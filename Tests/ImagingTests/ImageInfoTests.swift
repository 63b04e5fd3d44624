import Foundation
import ImageFormats
import Imaging
import TestSupport
import Testing

@Suite("Recognising images by their bytes")
struct ImageInfoTests {
    @Test("a real JPEG and a real PNG are recognised, with their size, without decoding")
    func realImages() throws {
        let jpeg = try ImageInfo(reading: ImageFixtures.jpeg)
        #expect(jpeg.format == .jpeg && jpeg.width == 64 && jpeg.height == 48 && jpeg.orientation == 1)
        let png = try ImageInfo(reading: ImageFixtures.png)
        #expect(png.format == .png && png.width == 32 && png.height == 32)
    }

    @Test(
        "anything else is not an image, whatever its name or content type would say",
        arguments: [
            Data(), Data("GIF89a\u{1}\u{0}".utf8), Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8),
            Data("%PDF-1.7".utf8), Data([0xFF, 0xD8]),
        ])
    func notImages(data: Data) {
        #expect(throws: ImagingError.notAnImage) { try ImageInfo(reading: data) }
    }

    @Test("a JPEG cut off before its frame header is unreadable, not a crash")
    func truncatedJPEG() throws {
        let cut = try ImageFixtures.jpeg.prefix(30)
        #expect(throws: ImagingError.self) { try ImageInfo(reading: cut) }
        #expect((try? ImageInfo(reading: cut)) == nil)
    }

    @Test("the EXIF orientation of a JPEG is read")
    func exifOrientation() throws {
        let info = try ImageInfo(reading: TestImages.jpegWithEXIF(orientation: 6, secret: "x"))
        #expect(info.orientation == 6)
        #expect(info.width == 64 && info.height == 48)
    }

    @Test("claimed sizes are read from the headers alone")
    func claimedSizes() throws {
        #expect(try ImageInfo(reading: TestImages.jpegClaiming(width: 9000, height: 300)).width == 9000)
        #expect(try ImageInfo(reading: TestImages.pngClaiming(width: 20, height: 8001)).height == 8001)
    }
}
