extension Bitmap {
    /// The bitmap scaled down so its longer side is at most `maxSide`, keeping its aspect ratio;
    /// one that already fits is returned unchanged (never scaled up).
    ///
    /// Quality: a large reduction first averages whole blocks of pixels (cheap, every pixel counts),
    /// then a triangle filter as wide as the scale factor brings it to the exact size — no aliasing,
    /// no lost detail. Colours are weighted by alpha so transparent pixels do not darken edges.
    public func scaledDown(toFit maxSide: Int) -> Bitmap {
        let longest = max(width, height)
        guard longest > maxSide, maxSide > 0 else { return self }
        let scale = Double(maxSide) / Double(longest)
        let targetWidth = max(1, Int((Double(width) * scale).rounded()))
        let targetHeight = max(1, Int((Double(height) * scale).rounded()))
        let blockSize = max(1, min(width / (2 * targetWidth), height / (2 * targetHeight)))
        let reduced = blockSize > 1 ? averagedInBlocks(of: blockSize) : self
        return reduced.resampled(width: targetWidth, height: targetHeight)
    }

    /// Each block of `size × size` pixels (smaller at the right and bottom edges) becomes one pixel.
    private func averagedInBlocks(of size: Int) -> Bitmap {
        let outWidth = (width + size - 1) / size
        let outHeight = (height + size - 1) / size
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for blockY in 0..<outHeight {
                    let rows = (blockY * size)..<min(blockY * size + size, height)
                    for blockX in 0..<outWidth {
                        let columns = (blockX * size)..<min(blockX * size + size, width)
                        var red = 0
                        var green = 0
                        var blue = 0
                        var alpha = 0
                        for y in rows {
                            var index = (y * width + columns.lowerBound) * 4
                            for _ in columns {
                                let a = Int(source[index + 3])
                                red += Int(source[index]) * a
                                green += Int(source[index + 1]) * a
                                blue += Int(source[index + 2]) * a
                                alpha += a
                                index += 4
                            }
                        }
                        let out = (blockY * outWidth + blockX) * 4
                        if alpha > 0 {
                            target[out] = UInt8(red / alpha)
                            target[out + 1] = UInt8(green / alpha)
                            target[out + 2] = UInt8(blue / alpha)
                        }
                        target[out + 3] = UInt8(alpha / (rows.count * columns.count))
                    }
                }
            }
        }
        return Bitmap(width: outWidth, height: outHeight, pixels: output)
    }

    /// Resampled to exactly `width × height` with a triangle filter, in premultiplied alpha.
    private func resampled(width newWidth: Int, height newHeight: Int) -> Bitmap {
        let horizontal = FilterTaps(from: width, to: newWidth)
        let vertical = FilterTaps(from: height, to: newHeight)
        var rows = [Float](repeating: 0, count: newWidth * height * 4)
        pixels.withUnsafeBufferPointer { source in
            rows.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    for x in 0..<newWidth {
                        var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                        var from = (y * width + horizontal.first[x]) * 4
                        for weight in horizontal.weights[x] {
                            let alpha = Float(source[from + 3])
                            let scaled = weight * alpha / 255
                            sum.0 += Float(source[from]) * scaled
                            sum.1 += Float(source[from + 1]) * scaled
                            sum.2 += Float(source[from + 2]) * scaled
                            sum.3 += alpha * weight
                            from += 4
                        }
                        let to = (y * newWidth + x) * 4
                        (target[to], target[to + 1], target[to + 2], target[to + 3]) = sum
                    }
                }
            }
        }
        var output = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        rows.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for y in 0..<newHeight {
                    let weights = vertical.weights[y]
                    let firstRow = vertical.first[y]
                    for x in 0..<newWidth {
                        var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                        var from = (firstRow * newWidth + x) * 4
                        for weight in weights {
                            sum.0 += source[from] * weight
                            sum.1 += source[from + 1] * weight
                            sum.2 += source[from + 2] * weight
                            sum.3 += source[from + 3] * weight
                            from += newWidth * 4
                        }
                        let to = (y * newWidth + x) * 4
                        let unpremultiply: Float = sum.3 > 0 ? 255 / sum.3 : 0
                        target[to] = Self.byte(sum.0 * unpremultiply)
                        target[to + 1] = Self.byte(sum.1 * unpremultiply)
                        target[to + 2] = Self.byte(sum.2 * unpremultiply)
                        target[to + 3] = Self.byte(sum.3)
                    }
                }
            }
        }
        return Bitmap(width: newWidth, height: newHeight, pixels: output)
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}

/// For each output pixel along one axis: the first input pixel it reads and the weights of the
/// input pixels from there, a triangle as wide as the reduction, summing to 1.
private struct FilterTaps {
    /// The first input pixel of each output pixel.
    let first: [Int]
    /// The weights of the input pixels from `first` on.
    let weights: [[Float]]

    init(from inputSize: Int, to outputSize: Int) {
        let scale = Double(inputSize) / Double(outputSize)
        let radius = max(scale, 1)
        let taps = (0..<outputSize).map { output in
            let center = (Double(output) + 0.5) * scale
            let first = max(0, Int((center - radius).rounded(.down)))
            let last = min(inputSize - 1, Int((center + radius).rounded(.up)))
            var weights = (first...last).map { input in
                Float(max(0, 1 - abs((Double(input) + 0.5 - center) / radius)))
            }
            let total = weights.reduce(0, +)
            if total > 0 {
                weights = weights.map { $0 / total }
            } else {
                weights = weights.map { _ in 1 / Float(weights.count) }
            }
            return (first, weights)
        }
        first = taps.map(\.0)
        weights = taps.map(\.1)
    }
}
