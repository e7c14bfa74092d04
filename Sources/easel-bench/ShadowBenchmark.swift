import Easel
import Foundation

/// Layer shadows on a 1170 × 2532 screen (390 × 844 points at scale 3) holding 20 cards in two
/// columns, each with a rounded, continuous-cornered background and a CALayer-style shadow
/// (opacity 0.18, offset (0, 4), radius 8). Times the screen drawn with and without the
/// shadows, and the 20 shadows alone on a canvas of the same size: the blur's cost.
struct ShadowBenchmark {
    let iterations: Int

    func run() throws {
        let size = CGSize(width: 390, height: 844)
        let renderer = ViewRenderer(scale: 3)
        let shadowed = Self.screen(shadows: true), plain = Self.screen(shadows: false)
        try renderer.layout(shadowed, size: size)
        try renderer.layout(plain, size: size)
        let cards = shadowed.subviews.map(\.frame)

        var withShadows = Measurement("screen with 20 shadowed cards")
        var withoutShadows = Measurement("  the same screen, no shadows")
        var shadowsAlone = Measurement("  the 20 shadows alone")
        var shadowsCovered = Measurement("  the 20 shadows alone, beneath opaque cards (as ViewRenderer draws them)")
        for _ in 0 ..< iterations {
            _ = try withShadows.time { try renderer.draw(shadowed) }
            _ = try withoutShadows.time { try renderer.draw(plain) }
            // A canvas already painted, so the timing holds no first-touch page faults.
            let canvas = try Canvas(size: size, scale: 3)
            canvas.fill(CGRect(origin: .zero, size: size), with: .systemGroupedBackground)
            shadowsAlone.time { Self.drawShadows(of: cards, on: canvas, covered: false) }
            shadowsCovered.time { Self.drawShadows(of: cards, on: canvas, covered: true) }
        }
        print("\nshadows: 1170×2532 pixels, 20 cards, shadowRadius 8 (σ = 24 pixels)")
        print(withShadows.report)
        print(withoutShadows.report)
        print(shadowsAlone.report)
        print(shadowsCovered.report)
        print(String(format: "shadow cost in the screen (difference of medians) = %.3f ms; with / without = %.2f×",
                     withShadows.medianMilliseconds - withoutShadows.medianMilliseconds,
                     withShadows.medianMilliseconds / withoutShadows.medianMilliseconds))
    }

    /// The cards' shadows as the renderer draws them; `covered` skips the pixels beneath each
    /// opaque card (half a corner radius in), as `ViewRenderer` does.
    static func drawShadows(of cards: [CGRect], on canvas: Canvas, covered: Bool) {
        for card in cards {
            canvas.drawShadow(of: card, color: Color.black.withAlpha(0.18), offset: CGSize(width: 0, height: 4),
                              sigma: Shadow.sigma(forRadius: 8), cover: covered ? card.insetBy(dx: 7, dy: 7) : nil) {
                $0.fill(Path(roundedRect: card, radii: CornerRadii(all: 14), curve: .continuous), with: .black)
            }
        }
    }

    /// Twenty cards, two columns of ten, on a grouped background.
    static func screen(shadows: Bool) -> View {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.backgroundColor = .systemGroupedBackground
        for index in 0 ..< 20 {
            let card = View(frame: CGRect(x: 16 + CGFloat(index % 2) * 187, y: 16 + CGFloat(index / 2) * 82, width: 171, height: 66))
            card.backgroundColor = .white
            card.layer.cornerRadius = 14
            card.layer.cornerCurve = .continuous
            if shadows {
                card.layer.shadowOpacity = 0.18
                card.layer.shadowOffset = CGSize(width: 0, height: 4)
                card.layer.shadowRadius = 8
            }
            screen.addSubview(card)
        }
        return screen
    }
}
