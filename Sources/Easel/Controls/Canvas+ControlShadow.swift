import Foundation

extension Canvas {
    /// The soft shadow iOS puts under a switch or slider thumb and a selected segment, drawn as
    /// `steps` rings of falling opacity spreading `radius` points out from `path`'s rounded rect.
    /// A cheap stand-in for a Gaussian blur that keeps controls within a pixel or two of iOS's
    /// look; shadows on arbitrary views (`View.layer`) are drawn properly by the renderer.
    func fillControlShadow(of rect: CGRect, cornerRadius: CGFloat, offset: CGFloat, radius: CGFloat, opacity: Double, steps: Int = 6) {
        guard radius > 0, opacity > 0, steps > 0 else { return }
        let shifted = rect.offsetBy(dx: 0, dy: offset)
        for step in 0 ..< steps {
            // Outermost ring first: each ring adds a little alpha, so the centre ends darkest.
            let spread = radius * CGFloat(steps - step) / CGFloat(steps) / 2
            let ring = shifted.insetBy(dx: -spread, dy: -spread)
            fill(Path(roundedRect: ring, cornerRadius: cornerRadius + spread), with: Color(white: 0, alpha: opacity / Double(steps)))
        }
    }

    /// A white (or tinted) thumb with its shadow, as on `UISwitch` and `UISlider`.
    func drawThumb(in rect: CGRect, color: Color) {
        fillControlShadow(of: rect, cornerRadius: rect.height / 2, offset: 3, radius: 8, opacity: 0.15)
        // The hairline shadow that outlines the thumb on a white background.
        fill(Path(ellipseIn: rect.insetBy(dx: -0.5, dy: -0.5)), with: Color(white: 0, alpha: 0.06))
        fill(Path(ellipseIn: rect), with: color)
    }

    /// Draws `text` centred on `center`, in `font` and `color`, on a single line.
    func drawCentredText(_ text: String, font: Font, color: Color, at center: CGPoint, grid: PixelGrid) {
        guard !text.isEmpty else { return }
        let layout = TextLayout(text, font: font, color: color, numberOfLines: 1)
        let origin = CGPoint(x: grid.round(center.x - layout.size.width / 2), y: grid.round(center.y - layout.size.height / 2))
        layout.draw(in: self, at: origin)
    }
}
