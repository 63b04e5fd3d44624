extension Bitmap {
    /// The pixels turned upright for an EXIF orientation (1 = already upright … 8); other values
    /// leave the bitmap as it is.
    public func oriented(_ orientation: Int) -> Bitmap {
        guard (2...8).contains(orientation) else { return self }
        let swapsAxes = orientation >= 5
        let newWidth = swapsAxes ? height : width
        let newHeight = swapsAxes ? width : height
        var output = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for y in 0..<newHeight {
                    for x in 0..<newWidth {
                        let (sourceX, sourceY) = sourcePosition(x: x, y: y, orientation: orientation)
                        let from = (sourceY * width + sourceX) * 4
                        let to = (y * newWidth + x) * 4
                        for channel in 0..<4 { target[to + channel] = source[from + channel] }
                    }
                }
            }
        }
        return Bitmap(width: newWidth, height: newHeight, pixels: output)
    }

    /// Where the upright pixel (x, y) is in the stored image.
    private func sourcePosition(x: Int, y: Int, orientation: Int) -> (Int, Int) {
        switch orientation {
        case 2: (width - 1 - x, y)  // mirrored
        case 3: (width - 1 - x, height - 1 - y)  // turned 180°
        case 4: (x, height - 1 - y)  // mirrored vertically
        case 5: (y, x)  // transposed
        case 6: (y, height - 1 - x)  // stored turned 90° anticlockwise
        case 7: (width - 1 - y, height - 1 - x)  // transversed
        case 8: (width - 1 - y, x)  // stored turned 90° clockwise
        default: (x, y)
        }
    }
}
