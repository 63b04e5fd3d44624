/// Computers and the things plugged into them.
extension ProductShape {
    static func drawLaptop(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 122, width: 470)
        // The lid, open towards us, and its screen.
        canvas.fillRoundedRectangle(-172, -150, 344, 222, radius: 14, aluminium.darker(0.1))
        canvas.fillRoundedRectangle(-166, -144, 332, 212, radius: 10, black)
        screen(on: &canvas, -154, -132, 308, 190, accent: accent)
        canvas.fillRoundedRectangle(-22, -144, 44, 10, radius: 4, black)
        // The base seen from above: keys and a trackpad.
        canvas.fillPolygon([(-172, 72), (172, 72), (222, 116), (-222, 116)], aluminium)
        canvas.fillRectangle(-222, 116, 444, 8, aluminium.darker(0.25))
        for row in 0..<3 {
            let y = 76 + Double(row) * 8
            let inset = 150 + Double(row) * 7
            canvas.fillPolygon([(-inset, y), (inset, y), (inset + 4, y + 5), (-inset - 4, y + 5)], graphite)
        }
        canvas.fillPolygon([(-48, 102), (48, 102), (52, 114), (-52, 114)], aluminium.darker(0.12))
    }

    static func drawDesktopBox(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 104, width: 480)
        // A cable from the back, so it reads as a computer.
        canvas.strokeLine(160, -40, 236, -60, thickness: 8, black)
        canvas.strokeLine(236, -60, 256, 110, thickness: 8, black)
        // A low square box seen from above the front: its top, its front, its dark foot.
        canvas.fillPolygon([(-176, -66), (176, -66), (230, 24), (-230, 24)], aluminium.darker(0.3))
        canvas.fillPolygon([(-172, -62), (172, -62), (224, 22), (-224, 22)], aluminium.lighter(0.25))
        canvas.strokeEllipse(0, -20, 40, 14, thickness: 4, aluminium.darker(0.15))
        canvas.fillRectangle(-196, 88, 392, 12, black)
        canvas.fillRoundedRectangle(-230, 16, 460, 76, radius: 18, aluminium.darker(0.25))
        canvas.fillRoundedRectangle(-226, 16, 452, 70, radius: 16, aluminium)
        canvas.fillRectangle(-216, 18, 432, 5, aluminium.lighter(0.5))
        // Ports and a light on the front.
        for x in [-180.0, -150] {
            canvas.fillRoundedRectangle(x, 44, 18, 8, radius: 4, black)
        }
        canvas.fillCircle(-110, 48, 5, black)
        canvas.fillCircle(190, 48, 5, Canvas.Colour(120, 230, 150))
        canvas.fillRectangle(-30, 44, 60, 4, accent, opacity: 0.5)
    }

    static func drawKeyboard(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 100, width: 520)
        canvas.fillRoundedRectangle(-250, -90, 500, 186, radius: 16, graphite.darker(0.3))
        canvas.fillRoundedRectangle(-250, -90, 500, 176, radius: 16, graphite)
        let key = 30.0
        let gap = 4.0
        for row in 0..<5 {
            var x = -236.0
            let y = -76 + Double(row) * (key + gap)
            let widths: [Double] =
                switch row {
                case 0: Array(repeating: 1, count: 14)
                case 1: [1.5] + Array(repeating: 1, count: 11) + [1.5]
                case 2: [1.8] + Array(repeating: 1, count: 10) + [2.2]
                case 3: [2.3] + Array(repeating: 1, count: 9) + [2.7]
                default: [1.4, 1.4, 1.4, 5.6, 1.4, 1.4, 1.4]
                }
            for (index, units) in widths.enumerated() {
                let w = units * key + (units - 1) * gap
                let colour =
                    (row == 0 && index == 0) || (row == 2 && index == 11) ? accent : Canvas.Colour(232, 230, 224)
                canvas.fillRoundedRectangle(x, y, w, key, radius: 5, colour.darker(0.2))
                canvas.fillRoundedRectangle(x + 3, y + 2, w - 6, key - 8, radius: 4, colour)
                x += w + gap
            }
        }
    }

    static func drawMouse(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 135, width: 220)
        canvas.fillEllipse(0, 8, 86, 132, graphite)
        canvas.fillEllipse(0, 4, 80, 126, white)
        canvas.fillEllipse(-20, 30, 40, 80, Canvas.Colour(255, 255, 255))
        canvas.fillRectangle(-2, -122, 4, 80, graphite.lighter(0.3))
        canvas.fillRoundedRectangle(-10, -100, 20, 40, radius: 10, black)
        canvas.fillRectangle(-80, -42, 160, 3, graphite.lighter(0.4))
        canvas.fillCircle(0, 70, 7, accent)
    }

    static func drawMonitor(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 146, width: 300)
        canvas.fillPolygon([(-22, 90), (22, 90), (30, 140), (-30, 140)], aluminium.darker(0.15))
        canvas.fillRoundedRectangle(-100, 136, 200, 14, radius: 7, aluminium)
        canvas.fillRoundedRectangle(-236, -150, 472, 256, radius: 12, black)
        screen(on: &canvas, -224, -138, 448, 226, accent: accent)
        canvas.fillRectangle(-236, 94, 472, 12, graphite)
    }

    static func drawDrive(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 100, width: 360)
        // A cable from its port, curling away.
        canvas.strokeLine(150, 10, 200, 10, thickness: 12, black)
        canvas.strokeArc(200, 60, radius: 50, from: -Double.pi / 2, to: 0, thickness: 12, black)
        canvas.strokeLine(250, 60, 250, 140, thickness: 12, black)
        canvas.fillRoundedRectangle(140, -4, 30, 28, radius: 5, steel)
        // The drive: a flat rounded slab with a rubber edge and a light.
        canvas.fillRoundedRectangle(-160, -90, 310, 190, radius: 34, accent.darker(0.5))
        canvas.fillRoundedRectangle(-150, -82, 290, 170, radius: 28, accent.darker(0.15))
        canvas.fillRoundedRectangle(-110, -50, 210, 100, radius: 18, accent.darker(0.3))
        canvas.fillRectangle(-80, -8, 150, 10, accent.lighter(0.3))
        canvas.fillCircle(110, 60, 6, Canvas.Colour(140, 255, 170))
    }

    static func drawHub(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 70, width: 520)
        // The USB-C cable and its plug.
        canvas.strokeArc(-200, -60, radius: 60, from: Double.pi / 2, to: Double.pi, thickness: 12, black)
        canvas.strokeLine(-260, -60, -260, -110, thickness: 12, black)
        canvas.fillRoundedRectangle(-274, -150, 28, 50, radius: 8, aluminium.darker(0.1))
        canvas.fillRoundedRectangle(-266, -156, 12, 10, radius: 4, graphite)
        // The hub: a bar with ports on its face.
        canvas.fillRoundedRectangle(-210, -40, 430, 90, radius: 30, aluminium.darker(0.2))
        canvas.fillRoundedRectangle(-206, -40, 422, 82, radius: 28, aluminium)
        // HDMI, two USB-A, an SD slot.
        canvas.fillPolygon([(-150, -12), (-80, -12), (-80, 8), (-88, 16), (-142, 16), (-150, 8)], black)
        for x in [-40.0, 40] {
            canvas.fillRectangle(x, -12, 58, 26, black)
            canvas.fillRectangle(x + 6, -6, 46, 8, accent)
        }
        canvas.fillRectangle(120, -4, 70, 8, black)
        canvas.fillCircle(196, 28, 4, Canvas.Colour(120, 200, 255))
    }

    static func drawWebcam(on canvas: inout Canvas, accent: Canvas.Colour) {
        // The top of the monitor it sits on.
        canvas.fillRoundedRectangle(-260, 40, 520, 110, radius: 10, black)
        screen(on: &canvas, -248, 52, 496, 98, accent: accent)
        // The clip over the edge, then the camera.
        canvas.fillPolygon([(-50, -20), (50, -20), (64, 44), (-64, 44)], graphite)
        canvas.fillRoundedRectangle(-150, -130, 300, 110, radius: 55, black)
        canvas.fillRoundedRectangle(-144, -126, 288, 100, radius: 50, graphite.darker(0.2))
        canvas.fillCircle(0, -76, 46, graphite.lighter(0.2))
        canvas.fillCircle(0, -76, 36, black)
        canvas.fillCircle(0, -76, 20, Canvas.Colour(40, 60, 110))
        canvas.fillCircle(-9, -85, 7, Canvas.Colour(255, 255, 255), opacity: 0.8)
        canvas.fillCircle(90, -76, 5, Canvas.Colour(120, 255, 140))
        canvas.fillRectangle(-110, -82, 30, 12, black)
    }

    static func drawLaptopStand(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 140, width: 420)
        // Two aluminium legs from the floor up to a raised laptop.
        for side in [-1.0, 1] {
            canvas.fillPolygon(
                [(side * 120, 60), (side * 150, 60), (side * 170, 140), (side * 110, 140)], aluminium.darker(0.1))
            canvas.fillRectangle(side > 0 ? 110 : -170, 134, 60, 8, aluminium.darker(0.3))
        }
        let saved = canvas.placement
        canvas.placement = saved.moved(x: 0, y: -40, scale: 0.78)
        drawLaptop(on: &canvas, accent: accent)
        canvas.placement = saved
        canvas.fillRectangle(-150, 58, 300, 8, aluminium.darker(0.2))
    }

    static func drawTablet(on canvas: inout Canvas, accent: Canvas.Colour) {
        shadow(on: &canvas, y: 146, width: 440)
        canvas.fillRoundedRectangle(-206, -140, 412, 280, radius: 30, black)
        canvas.fillRoundedRectangle(-192, -126, 384, 252, radius: 16, accent)
        screen(on: &canvas, -192, -126, 384, 252, accent: accent)
        // App icons in a grid, and the dock.
        let colours = [
            Canvas.Colour(250, 90, 80), Canvas.Colour(80, 200, 120), Canvas.Colour(70, 150, 250),
            Canvas.Colour(255, 200, 60), Canvas.Colour(255, 255, 255), Canvas.Colour(180, 110, 240),
        ]
        for row in 0..<3 {
            for column in 0..<6 {
                canvas.fillRoundedRectangle(
                    -162 + Double(column) * 56, -100 + Double(row) * 60, 40, 40, radius: 10,
                    colours[(row * 6 + column * 5) % colours.count])
            }
        }
        canvas.fillRoundedRectangle(-120, 76, 240, 40, radius: 12, Canvas.Colour(255, 255, 255), opacity: 0.35)
        // The pencil.
        canvas.strokeLine(-120, 168, 190, 150, thickness: 12, white, roundEnds: false)
        canvas.fillPolygon([(190, 144), (190, 156), (214, 149)], aluminium.darker(0.3))
    }
}
