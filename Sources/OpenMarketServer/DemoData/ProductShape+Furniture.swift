import Foundation

/// Furniture, and what stands or hangs in an office.
extension ProductShape {
    static func drawLamp(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 140, width: 260)
        // Light falling from the shade, under everything else.
        canvas.fillPolygon([(64, -40), (150, -86), (250, 140), (-10, 140)], warmLight, opacity: 0.35)
        canvas.fillEllipse(-40, 132, 100, 18, graphite.darker(0.3))
        canvas.fillEllipse(-40, 126, 100, 18, graphite)
        canvas.strokeLine(-40, 124, -110, -10, thickness: 14, graphite.lighter(0.2))
        canvas.strokeLine(-110, -10, 40, -110, thickness: 14, graphite.lighter(0.2))
        canvas.fillCircle(-110, -10, 14, accent)
        canvas.fillCircle(40, -110, 14, accent)
        // The shade, a cone opening down and to the right.
        canvas.fillPolygon([(20, -140), (70, -150), (160, -80), (60, -30)], accent)
        canvas.fillPolygon([(60, -30), (160, -80), (150, -72), (66, -38)], accent.darker(0.3))
        canvas.fillCircle(108, -52, 16, warmLight)
    }

    static func drawDesk(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 140, width: 500)
        // Back legs, then the top, the front legs and a drawer.
        canvas.fillRectangle(-200, -40, 16, 160, oak.darker(0.35))
        canvas.fillRectangle(184, -40, 16, 160, oak.darker(0.35))
        canvas.fillPolygon([(-210, -70), (210, -70), (250, -30), (-250, -30)], oak.lighter(0.1))
        for y in [-60.0, -50, -40] {
            canvas.fillRectangle(-200 - (y + 70), y, 400 + 2 * (y + 70), 2, oak.darker(0.1))
        }
        canvas.fillRectangle(-250, -30, 500, 14, oak.darker(0.2))
        canvas.fillRectangle(-240, -16, 22, 156, oak.darker(0.1))
        canvas.fillRectangle(218, -16, 22, 156, oak.darker(0.1))
        canvas.fillRectangle(80, -16, 138, 56, oak)
        canvas.fillRoundedRectangle(124, 8, 50, 9, radius: 4, accent.darker(0.3))
    }

    static func drawChair(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 142, width: 300)
        // Five legs on wheels round a gas spring.
        for (x, y) in [(-130.0, 124.0), (130, 124), (-60, 136), (60, 136)] {
            canvas.strokeLine(0, 108, x, y, thickness: 14, black)
            canvas.fillCircle(x, y + 8, 11, graphite)
        }
        canvas.fillRectangle(-9, 40, 18, 70, steel)
        // The seat, the arms and the mesh back.
        canvas.fillRoundedRectangle(-120, 8, 240, 42, radius: 20, accent.darker(0.3))
        canvas.fillRoundedRectangle(-120, 4, 240, 36, radius: 18, accent)
        for side in [-1.0, 1] {
            canvas.strokeLine(side * 112, 20, side * 112, -30, thickness: 12, black)
            canvas.fillRoundedRectangle(side * 112 - 34, -44, 68, 16, radius: 8, black)
        }
        canvas.fillRectangle(-10, -20, 20, 30, black)
        canvas.fillRoundedRectangle(-86, -150, 172, 140, radius: 44, black)
        canvas.fillRoundedRectangle(-78, -142, 156, 124, radius: 38, graphite)
        for x in stride(from: -60.0, through: 60, by: 15) {
            canvas.fillRectangle(x - 1, -136, 2, 112, black, opacity: 0.5)
        }
        canvas.fillRoundedRectangle(-50, -70, 100, 20, radius: 10, accent, opacity: 0.7)
    }

    static func drawDeskConverter(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 140, width: 460)
        canvas.fillRectangle(-210, 124, 420, 14, graphite)
        // Scissor legs under the two tiers.
        for centre in [-130.0, 130] {
            canvas.strokeLine(centre - 50, -40, centre + 50, 124, thickness: 12, steel)
            canvas.strokeLine(centre + 50, -40, centre - 50, 124, thickness: 12, steel)
            canvas.fillCircle(centre, 42, 8, graphite)
        }
        canvas.fillRectangle(-220, -52, 440, 18, black)
        canvas.fillRectangle(-220, -34, 440, 4, graphite)
        canvas.fillRectangle(-250, 30, 500, 14, accent.darker(0.2))
        // A monitor on the top tier and a keyboard on the lower one.
        canvas.fillRectangle(-12, -80, 24, 28, graphite)
        canvas.fillRoundedRectangle(-130, -150, 260, 76, radius: 6, black)
        screen(on: &canvas, -124, -144, 248, 64, accent: accent)
        canvas.fillRoundedRectangle(-110, 18, 220, 12, radius: 3, Canvas.Colour(232, 230, 224))
    }

    static func drawBookshelf(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 150, width: 320)
        let birch = Canvas.Colour(236, 222, 196)
        canvas.fillRectangle(-140, -150, 280, 300, birch.darker(0.15))
        canvas.fillRectangle(-128, -140, 256, 282, birch.darker(0.35))
        let shelves = 4
        let height = 282.0 / Double(shelves)
        let colours = [
            accent, Canvas.Colour(200, 70, 60), Canvas.Colour(60, 110, 170), Canvas.Colour(230, 190, 80),
            Canvas.Colour(70, 140, 90), Canvas.Colour(240, 240, 236), accent.darker(0.3),
        ]
        for shelf in 0..<shelves {
            let floor = -140 + Double(shelf + 1) * height
            var x = -124.0
            var book = shelf * 3
            while x < 100 {
                let w = 14 + Double((book * 7) % 5) * 4
                let h = height - 24 - Double((book * 5) % 4) * 6
                if book % 9 == 4 && x < 60 {
                    // A book leaning on its neighbour.
                    canvas.fillPolygon(
                        [(x, floor), (x + w, floor), (x + w + 24, floor - h + 4), (x + 24 - 4, floor - h)],
                        colours[book % colours.count])
                    x += w + 26
                } else {
                    canvas.fillRectangle(x, floor - h, w, h, colours[book % colours.count])
                    canvas.fillRectangle(x + 3, floor - h + 10, w - 6, 3, Canvas.Colour(255, 255, 255), opacity: 0.5)
                    x += w + 2
                }
                book += 1
            }
            canvas.fillRectangle(-128, floor - 2, 256, 10, birch)
        }
        canvas.fillRectangle(-140, -150, 12, 300, birch)
        canvas.fillRectangle(128, -150, 12, 300, birch)
        canvas.fillRectangle(-140, -150, 280, 12, birch)
    }

    static func drawCabinet(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 150, width: 280)
        canvas.fillRectangle(-120, -150, 240, 296, accent.darker(0.3))
        canvas.fillRectangle(-116, -150, 232, 290, accent)
        for drawer in 0..<3 {
            let y = -136 + Double(drawer) * 92
            canvas.fillRoundedRectangle(-104, y, 208, 84, radius: 4, accent.darker(0.12))
            canvas.fillRoundedRectangle(-100, y + 2, 200, 78, radius: 4, accent.lighter(0.08))
            canvas.fillRectangle(-26, y + 14, 52, 20, aluminium)
            canvas.fillRectangle(-22, y + 18, 44, 12, white)
            canvas.fillRoundedRectangle(-40, y + 46, 80, 12, radius: 6, steel.darker(0.2))
        }
        canvas.fillCircle(86, -126, 7, steel)
        canvas.fillRectangle(-120, 140, 240, 8, black)
    }

    static func drawWhiteboard(on canvas: inout Canvas, accent: Canvas.Colour) {
        canvas.fillRoundedRectangle(-246, -146, 492, 272, radius: 8, aluminium.darker(0.15))
        canvas.fillRectangle(-234, -134, 468, 248, white)
        // A chart, a circled word and a list in marker.
        let blue = Canvas.Colour(40, 80, 200)
        let red = Canvas.Colour(210, 50, 50)
        canvas.strokeLine(-200, -110, -200, 60, thickness: 5, black)
        canvas.strokeLine(-200, 60, 0, 60, thickness: 5, black)
        let points: [(Double, Double)] = [(-190, 30), (-150, 10), (-110, 24), (-70, -30), (-30, -60), (-5, -100)]
        for index in 1..<points.count {
            canvas.strokeLine(
                points[index - 1].0, points[index - 1].1, points[index].0, points[index].1, thickness: 6, blue)
        }
        canvas.strokeEllipse(120, -80, 80, 34, thickness: 5, red)
        canvas.fillRoundedRectangle(70, -86, 100, 10, radius: 5, black)
        for row in 0..<3 {
            canvas.fillCircle(54, -8 + Double(row) * 30, 5, accent.darker(0.3))
            canvas.fillRoundedRectangle(
                70, -13 + Double(row) * 30, 120 - Double(row) * 24, 10, radius: 5, accent.darker(0.3))
        }
        // The tray with markers.
        canvas.fillRectangle(-180, 126, 360, 12, aluminium.darker(0.3))
        for (index, colour) in [black, blue, red, Canvas.Colour(40, 150, 70)].enumerated() {
            canvas.fillRoundedRectangle(-150 + Double(index) * 70, 112, 56, 14, radius: 7, colour)
        }
    }

    static func drawClock(on canvas: inout Canvas, accent: Canvas.Colour) {
        canvas.fillCircle(6, 8, 146, black, opacity: 0.15)
        canvas.fillCircle(0, 0, 146, accent.darker(0.2))
        canvas.fillCircle(0, 0, 130, white)
        for hour in 0..<60 {
            let angle = Double(hour) / 60 * 2 * Double.pi
            let long = hour % 5 == 0
            let outer = 118.0
            let inner = long ? 94.0 : 110
            canvas.strokeLine(
                outer * sin(angle), -outer * cos(angle), inner * sin(angle), -inner * cos(angle),
                thickness: long ? 8 : 3, black, roundEnds: false)
        }
        // Ten past ten, the clock-maker's favourite time.
        let hour = (10 + 10.0 / 60) / 12 * 2 * Double.pi
        let minute = 10.0 / 60 * 2 * Double.pi
        canvas.strokeLine(0, 0, 58 * sin(hour), -58 * cos(hour), thickness: 12, black)
        canvas.strokeLine(0, 0, 92 * sin(minute), -92 * cos(minute), thickness: 8, black)
        let second = 35.0 / 60 * 2 * Double.pi
        canvas.strokeLine(
            -20 * sin(second), 20 * cos(second), 104 * sin(second), -104 * cos(second), thickness: 3,
            Canvas.Colour(210, 40, 40))
        canvas.fillCircle(0, 0, 9, Canvas.Colour(210, 40, 40))
    }

    static func drawPlant(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 146, width: 200)
        // Leaves fanning out of the pot, darker ones behind.
        let leaves: [(Double, Double, Double)] = [
            (-150, -40, 0.25), (150, -30, 0.25), (-110, -110, 0.1), (110, -116, 0.1), (-40, -150, 0.0),
            (40, -146, 0.05), (-170, 40, 0.15), (176, 50, 0.2), (0, -100, -0.1), (-80, -60, -0.15),
            (80, -64, -0.1),
        ]
        for (x, y, shade) in leaves {
            let base = (x * 0.12, 20.0)
            let colour = shade >= 0 ? leaf.darker(shade) : leaf.lighter(-shade)
            canvas.strokeLine(base.0, base.1, x * 0.6, y * 0.6 + 8, thickness: 4, leaf.darker(0.3))
            canvas.fillPolygon(leafShape((x * 0.6, y * 0.6 + 8), (x, y), width: 56), colour)
            canvas.strokeLine(
                x * 0.6, y * 0.6 + 8, x * 0.6 + (x - x * 0.6) * 0.8, y * 0.6 + 8 + (y - y * 0.6 - 8) * 0.8,
                thickness: 2, colour.lighter(0.25))
        }
        canvas.fillPolygon([(-76, 30), (76, 30), (60, 146), (-60, 146)], accent)
        canvas.fillPolygon([(-76, 30), (-40, 30), (-30, 146), (-60, 146)], accent.lighter(0.2))
        canvas.fillRoundedRectangle(-84, 22, 168, 22, radius: 6, accent.darker(0.15))
    }
}
