import Imaging
import TestSupport

extension ImageFixtures {
    /// A photo-sized bitmap of noise over a gradient: encoded, it gives real JPEG or PNG bytes that
    /// compress badly — the hard case for anything that must make an image small. With `alpha`, it
    /// fades from transparent on the left to opaque on the right.
    public static func noisyPhoto(width: Int, height: Int, alpha: Bool = false) -> Bitmap {
        var seed: UInt32 = 12345
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let noise = Int(seed >> 24) / 2
                let offset = (y * width + x) * 4
                pixels[offset] = UInt8((x * 255 / width + noise) / 2)
                pixels[offset + 1] = UInt8((y * 255 / height + noise) / 2)
                pixels[offset + 2] = UInt8(noise)
                if alpha { pixels[offset + 3] = UInt8(x * 255 / width) }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
