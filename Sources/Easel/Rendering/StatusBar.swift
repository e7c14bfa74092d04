import Foundation

/// Draws the status bar and home indicator of a device over a rendered screen, in the colours
/// iOS uses for the appearance (dark content on light, light on dark).
struct StatusBar {
    let device: Device
    let style: UserInterfaceStyle

    private var ink: Color { style == .dark ? .white : .black }

    /// The status bar across the top: the time on the left (in the middle on phones with a home
    /// button), signal, Wi-Fi and battery on the right.
    func draw(in canvas: Canvas) {
        let height = device.statusBarHeight
        guard height > 0 else { return }
        let width = device.size.width
        let isClassic = device.idiom == .phone && !device.hasHomeIndicator
        let isPad = device.idiom == .pad
        // Phones with a sensor housing split the bar into two ears beside it.
        let housing: CGFloat = isClassic || isPad ? 0 : 126
        let fontSize: CGFloat = isClassic ? 12 : (isPad ? 13 : 17)
        let time = TextLayout("9:41", font: .systemFont(ofSize: fontSize, weight: .semibold), color: ink)
        let centre = isClassic ? height / 2 : (isPad ? height / 2 : min(height, 54) / 2 + 2)
        let timeX: CGFloat
        if isClassic {
            timeX = (width - time.size.width) / 2
        } else if isPad {
            timeX = 20
        } else {
            let ear = (width - housing) / 2
            timeX = (ear - time.size.width) / 2 + 6
        }
        time.draw(in: canvas, at: CGPoint(x: timeX, y: centre - time.size.height / 2))

        // Icons from the right edge inward: battery, Wi-Fi, signal.
        let iconsWidth: CGFloat = 18 + 6 + 16 + 6 + 27
        let right: CGFloat
        if isClassic || isPad {
            right = width - (isPad ? 20 : 6)
        } else {
            let ear = (width - housing) / 2
            right = width - (ear - iconsWidth) / 2 + 4
        }
        var x = right - 27
        drawBattery(in: canvas, at: CGPoint(x: x, y: centre - 6.5))
        x -= 6 + 16
        drawWiFi(in: canvas, at: CGPoint(x: x, y: centre - 6))
        x -= 6 + 18
        drawSignal(in: canvas, at: CGPoint(x: x, y: centre - 6))
    }

    /// The home indicator pill.
    func drawHomeIndicator(in canvas: Canvas) {
        guard let frame = device.homeIndicatorFrame else { return }
        canvas.fill(Path(roundedRect: frame, cornerRadius: frame.height / 2), with: ink)
    }

    /// Four bars rising to the right, 12 points tall.
    private func drawSignal(in canvas: Canvas, at origin: CGPoint) {
        for index in 0 ..< 4 {
            let barHeight = 4 + CGFloat(index) * 2.67
            let bar = CGRect(x: origin.x + CGFloat(index) * 4.8, y: origin.y + 12 - barHeight, width: 3.2, height: barHeight)
            canvas.fill(Path(roundedRect: bar, cornerRadius: 1), with: ink)
        }
    }

    /// A fan of two bands and a wedge opening upwards, 16 × 12 points.
    private func drawWiFi(in canvas: Canvas, at origin: CGPoint) {
        let centre = CGPoint(x: origin.x + 8, y: origin.y + 12)
        let spread = CGFloat.pi / 4
        canvas.fill(ring(centre: centre, outer: 12, inner: 9.6, spread: spread), with: ink)
        canvas.fill(ring(centre: centre, outer: 7.8, inner: 5.4, spread: spread), with: ink)
        var wedge = Path()
        wedge.move(to: centre)
        wedge.addArc(center: centre, radius: 3.6, startAngle: -.pi / 2 - spread, endAngle: -.pi / 2 + spread)
        wedge.closeSubpath()
        canvas.fill(wedge, with: ink)
    }

    private func ring(centre: CGPoint, outer: CGFloat, inner: CGFloat, spread: CGFloat) -> Path {
        var path = Path()
        let start = -CGFloat.pi / 2 - spread, end = -CGFloat.pi / 2 + spread
        path.move(to: CGPoint(x: centre.x + inner * cos(start), y: centre.y + inner * sin(start)))
        path.addArc(center: centre, radius: outer, startAngle: start, endAngle: end)
        path.addLine(to: CGPoint(x: centre.x + inner * cos(end), y: centre.y + inner * sin(end)))
        // Back along the inner radius in short steps (Path's arcs run one way only).
        let steps = 12
        for step in 1 ... steps {
            let angle = end - (end - start) * CGFloat(step) / CGFloat(steps)
            path.addLine(to: CGPoint(x: centre.x + inner * cos(angle), y: centre.y + inner * sin(angle)))
        }
        path.closeSubpath()
        return path
    }

    /// A battery outline, full, 27 × 13 points with its terminal.
    private func drawBattery(in canvas: Canvas, at origin: CGPoint) {
        let body = CGRect(x: origin.x, y: origin.y, width: 24.5, height: 13)
        canvas.strokeInside(body, radii: CornerRadii(all: 4), width: 1, color: ink.withAlpha(0.4))
        canvas.fill(Path(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 2.5), with: ink)
        canvas.fill(Path(roundedRect: CGRect(x: body.maxX + 1, y: origin.y + 4.5, width: 1.5, height: 4), cornerRadius: 0.75), with: ink.withAlpha(0.4))
    }
}
