/// A 7-row bitmap font of our own for the names on the demo pictures: capitals, digits and a little
/// punctuation, each glyph drawn below as rows of `#` (ink) and spaces, and scaled up into blocks.
enum PixelFont {
    /// Rows of every glyph, top to bottom.
    static let rows = 7
    /// Blocks between two lines.
    static let lineGap = 1

    /// The glyphs: seven rows each, all rows of a glyph as wide as each other.
    static let glyphs: [Character: [String]] = [
        "A": [" ### ", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
        "B": ["#### ", "#   #", "#   #", "#### ", "#   #", "#   #", "#### "],
        "C": [" ### ", "#   #", "#    ", "#    ", "#    ", "#   #", " ### "],
        "D": ["#### ", "#   #", "#   #", "#   #", "#   #", "#   #", "#### "],
        "E": ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#####"],
        "F": ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#    "],
        "G": [" ### ", "#   #", "#    ", "# ###", "#   #", "#   #", " ####"],
        "H": ["#   #", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
        "I": ["###", " # ", " # ", " # ", " # ", " # ", "###"],
        "J": ["  ###", "   # ", "   # ", "   # ", "   # ", "#  # ", " ##  "],
        "K": ["#   #", "#  # ", "# #  ", "##   ", "# #  ", "#  # ", "#   #"],
        "L": ["#    ", "#    ", "#    ", "#    ", "#    ", "#    ", "#####"],
        "M": ["#   #", "## ##", "# # #", "# # #", "#   #", "#   #", "#   #"],
        "N": ["#   #", "#   #", "##  #", "# # #", "#  ##", "#   #", "#   #"],
        "O": [" ### ", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
        "P": ["#### ", "#   #", "#   #", "#### ", "#    ", "#    ", "#    "],
        "Q": [" ### ", "#   #", "#   #", "#   #", "# # #", "#  # ", " ## #"],
        "R": ["#### ", "#   #", "#   #", "#### ", "# #  ", "#  # ", "#   #"],
        "S": [" ####", "#    ", "#    ", " ### ", "    #", "    #", "#### "],
        "T": ["#####", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  "],
        "U": ["#   #", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
        "V": ["#   #", "#   #", "#   #", "#   #", "#   #", " # # ", "  #  "],
        "W": ["#   #", "#   #", "#   #", "# # #", "# # #", "# # #", " # # "],
        "X": ["#   #", "#   #", " # # ", "  #  ", " # # ", "#   #", "#   #"],
        "Y": ["#   #", "#   #", " # # ", "  #  ", "  #  ", "  #  ", "  #  "],
        "Z": ["#####", "    #", "   # ", "  #  ", " #   ", "#    ", "#####"],
        "0": [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
        "1": ["  #  ", " ##  ", "# #  ", "  #  ", "  #  ", "  #  ", "#####"],
        "2": [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
        "3": ["#####", "   # ", "  #  ", "   # ", "    #", "#   #", " ### "],
        "4": ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
        "5": ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
        "6": ["  ## ", " #   ", "#    ", "#### ", "#   #", "#   #", " ### "],
        "7": ["#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "],
        "8": [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
        "9": [" ### ", "#   #", "#   #", " ####", "    #", "   # ", " ##  "],
        " ": ["   ", "   ", "   ", "   ", "   ", "   ", "   "],
        "-": ["    ", "    ", "    ", "####", "    ", "    ", "    "],
        ".": ["  ", "  ", "  ", "  ", "  ", "##", "##"],
        ",": ["  ", "  ", "  ", "  ", "##", " #", "# "],
        "/": ["    #", "    #", "   # ", "  #  ", " #   ", "#    ", "#    "],
        "'": ["#", "#", " ", " ", " ", " ", " "],
        "+": ["     ", "  #  ", "  #  ", "#####", "  #  ", "  #  ", "     "],
    ]

    /// The characters of `text` that have no glyph (after capitalising), in order of appearance.
    static func missingCharacters(in text: String) -> [Character] {
        var seen: [Character] = []
        for character in text.uppercased() where glyphs[character] == nil && !seen.contains(character) {
            seen.append(character)
        }
        return seen
    }

    /// The width of `text` in pixels at `scale` pixels per block: glyphs one block apart.
    static func width(of text: String, scale: Int) -> Int {
        let blocks = text.uppercased().reduce(0) { $0 + (glyphs[$1]?.first?.count ?? 3) + 1 }
        return max(0, blocks - 1) * scale
    }

    /// Draws `text` in capitals with its top-left corner at (`x`, `y`), `scale` pixels per block;
    /// characters without a glyph leave a gap.
    static func draw(
        _ text: String, on canvas: inout Canvas, x: Int, y: Int, scale: Int, colour: Canvas.Colour
    ) {
        var left = x
        for character in text.uppercased() {
            let glyph = glyphs[character] ?? glyphs[" "]!
            for (row, line) in glyph.enumerated() {
                // Runs of ink in a row become one rectangle each.
                var column = 0
                let cells = Array(line)
                while column < cells.count {
                    guard cells[column] == "#" else {
                        column += 1
                        continue
                    }
                    var end = column
                    while end < cells.count && cells[end] == "#" { end += 1 }
                    canvas.fillRectangle(
                        Double(left + column * scale), Double(y + row * scale), Double((end - column) * scale),
                        Double(scale), colour)
                    column = end
                }
            }
            left += (glyph.first?.count ?? 3) * scale + scale
        }
    }

    /// How to set `text` inside `width` × `height` pixels: one line if it fits at a readable size,
    /// else two lines split at the space that balances them best, as large as fits.
    static func layout(_ text: String, width: Int, height: Int) -> (lines: [String], scale: Int) {
        let words = text.split(separator: " ").map(String.init)
        var twoLines: [String] = [text]
        if words.count > 1 {
            twoLines = (1..<words.count).map { split in
                [words[..<split].joined(separator: " "), words[split...].joined(separator: " ")]
            }
            .min { longest($0) < longest($1) }!
        }
        func fits(_ lines: [String], _ scale: Int) -> Bool {
            lines.allSatisfy { self.width(of: $0, scale: scale) <= width }
                && (rows * lines.count + lineGap * (lines.count - 1)) * scale <= height
        }
        for (lines, scale) in [([text], 6), ([text], 5), (twoLines, 5), ([text], 4), (twoLines, 4), (twoLines, 3)]
        where fits(lines, scale) {
            return (lines, scale)
        }
        return (twoLines, 2)
    }

    /// Draws `text` centred in the rectangle at (`x`, `y`), `width` × `height` pixels.
    static func drawCentred(
        _ text: String, on canvas: inout Canvas, x: Int, y: Int, width: Int, height: Int, colour: Canvas.Colour
    ) {
        let (lines, scale) = layout(text, width: width, height: height)
        let lineHeight = (rows + lineGap) * scale
        let total = lineHeight * lines.count - lineGap * scale
        for (index, line) in lines.enumerated() {
            draw(
                line, on: &canvas, x: x + (width - self.width(of: line, scale: scale)) / 2,
                y: y + (height - total) / 2 + index * lineHeight, scale: scale, colour: colour)
        }
    }

    private static func longest(_ lines: [String]) -> Int {
        lines.map { width(of: $0, scale: 1) }.max() ?? 0
    }
}
