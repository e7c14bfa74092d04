import Foundation

/// A value picked along a track, as `UISlider` on iOS 17: a 4-point capsule track, blue up to
/// the thumb and grey after it, and a 28-point white thumb with a soft shadow. 31 points tall.
///
///     let volume = Slider(value: 0.3)
open class Slider: Control {
    /// UISlider's height.
    public static let height: CGFloat = 31
    /// The track's thickness.
    public static let trackHeight: CGFloat = 4
    /// The thumb's diameter.
    public static let thumbDiameter: CGFloat = 28

    public var value = 0.5 { didSet { value = clamp(value) } }
    public var minimumValue: Double = 0 { didSet { value = clamp(value) } }
    public var maximumValue: Double = 1 { didSet { value = clamp(value) } }
    /// The track before the thumb; nil is system blue.
    public var minimumTrackTintColor: Color?
    /// The track after the thumb; nil is the system fill grey.
    public var maximumTrackTintColor: Color?
    /// The thumb; nil is white.
    public var thumbTintColor: Color?

    public convenience init(value: Double = 0.5, minimumValue: Double = 0, maximumValue: Double = 1) {
        self.init(frame: CGRect(x: 0, y: 0, width: 200, height: Slider.height))
        self.minimumValue = minimumValue
        self.maximumValue = max(minimumValue, maximumValue)
        // Kept between the bounds, as UISlider keeps it (observers do not run in an initializer).
        self.value = clamp(value)
    }

    /// UISlider's designated initializer: a slider from 0 to 1 at 0.5, in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// No natural width (a slider stretches); 31 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Slider.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: Slider.height) }

    // UIKit: a slider is adjustable and reads how far along it is as a whole percentage.
    override var defaultAccessibilityValue: String? { "\(Int((fraction * 100).rounded()))%" }
    override var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }

    /// How far along the value is, 0 to 1.
    public var fraction: Double {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }

    /// The track, full width, centred vertically.
    public var trackRect: CGRect {
        CGRect(x: 0, y: (bounds.height - Slider.trackHeight) / 2, width: bounds.width, height: Slider.trackHeight)
    }

    /// The thumb: its centre travels from half a thumb in from the left end to half a thumb in from the right.
    public var thumbRect: CGRect {
        let d = Slider.thumbDiameter
        let x = CGFloat(fraction) * max(0, bounds.width - d)
        return pixelGrid.align(CGRect(x: x, y: (bounds.height - d) / 2, width: d, height: d))
    }

    open override func drawControl(in canvas: Canvas) {
        let track = trackRect
        let thumb = thumbRect
        let radius = Slider.trackHeight / 2
        canvas.fill(Path(roundedRect: track, cornerRadius: radius), with: maximumTrackTintColor ?? .systemFill)
        let filled = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        canvas.fill(Path(roundedRect: filled, cornerRadius: radius), with: minimumTrackTintColor ?? .systemBlue)
        canvas.drawThumb(in: thumb, color: thumbTintColor ?? .white)
    }

    private func clamp(_ value: Double) -> Double {
        guard value.isFinite else { return minimumValue }
        return min(maximumValue, max(minimumValue, value))
    }
}
