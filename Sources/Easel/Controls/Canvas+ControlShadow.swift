import Foundation

extension Canvas {
    /// The soft shadow iOS puts under a switch or slider thumb and a selected segment: the
    /// rounded rect's alpha, moved down `offset` points and blurred as Core Animation blurs
    /// (`drawShadow`), with `blur` given as design tools and Apple's UI kits write it (twice σ).
    func fillControlShadow(of rect: CGRect, cornerRadius: CGFloat, offset: CGFloat, blur: CGFloat, opacity: Double) {
        guard opacity > 0 else { return }
        let shape = Path(roundedRect: rect, cornerRadius: cornerRadius)
        drawShadow(of: rect, color: Color(white: 0, alpha: opacity), offset: CGSize(width: 0, height: offset), sigma: blur / 2) {
            $0.fill(shape, with: .black)
        }
    }

    /// A white (or tinted) thumb with its shadows, as on `UISwitch` and `UISlider` in iOS 17
    /// (Apple's iOS 17 UI kit: a wide 0 3 8 shadow at 15% and a tight 0 3 1 one at 6%).
    func drawThumb(in rect: CGRect, color: Color) {
        fillControlShadow(of: rect, cornerRadius: rect.height / 2, offset: 3, blur: 8, opacity: 0.15)
        fillControlShadow(of: rect, cornerRadius: rect.height / 2, offset: 3, blur: 1, opacity: 0.06)
        // The hairline that outlines the thumb on a white background.
        fill(Path(ellipseIn: rect.insetBy(dx: -0.5, dy: -0.5)), with: Color(white: 0, alpha: 0.04))
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
