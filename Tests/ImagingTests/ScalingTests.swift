import Imaging
import Testing

@Suite("Scaling down")
struct ScalingTests {
    @Test("the longer side comes to the limit and the aspect ratio is kept")
    func fitsAndKeepsAspect() {
        let landscape = TestImages.gradient(width: 1200, height: 800).scaledDown(toFit: 300)
        #expect(landscape.width == 300 && landscape.height == 200)
        let portrait = TestImages.gradient(width: 500, height: 1000).scaledDown(toFit: 300)
        #expect(portrait.width == 150 && portrait.height == 300)
    }

    @Test("an image that fits is not scaled up")
    func neverUp() {
        let small = TestImages.gradient(width: 120, height: 80)
        #expect(small.scaledDown(toFit: 300) == small)
    }

    @Test("a flat colour stays exactly that colour")
    func flatColourKept() {
        let scaled = TestImages.solid(width: 1000, height: 700, [12, 200, 99, 255]).scaledDown(toFit: 300)
        for (x, y) in [(0, 0), (150, 100), (299, 209)] {
            let pixel = scaled.pixel(x: x, y: y)
            #expect([pixel.red, pixel.green, pixel.blue, pixel.alpha] == [12, 200, 99, 255])
        }
    }

    @Test("gradients survive: every output pixel averages the input it covers")
    func gradientPreserved() {
        let scaled = TestImages.gradient(width: 1000, height: 500).scaledDown(toFit: 250)
        #expect(scaled.width == 250 && scaled.height == 125)
        for x in [0, 60, 125, 200, 249] {
            let expected = (Double(x) + 0.5) * 4 * 255 / 999
            #expect(abs(Double(scaled.pixel(x: x, y: 60).red) - expected) <= 3)
        }
    }

    @Test("transparent pixels do not darken the colour next to them")
    func noDarkFringes() {
        // Red where opaque; fully transparent black elsewhere.
        var pixels: [UInt8] = []
        for y in 0..<400 {
            for x in 0..<400 {
                pixels += (x + y) % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 0, 0]
            }
        }
        let scaled = Bitmap(width: 400, height: 400, pixels: pixels).scaledDown(toFit: 100)
        let pixel = scaled.pixel(x: 50, y: 50)
        #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0)
        #expect(abs(Int(pixel.alpha) - 128) <= 2)
    }
}
