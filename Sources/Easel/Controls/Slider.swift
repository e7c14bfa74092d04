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
    /// Whether value changes are sent while the thumb moves (UIKit's default) or when it stops;
    /// a render moves nothing.
    public var isContinuous = true
    /// An image at the track's leading end (a quiet speaker, say), as UIKit's
    /// `minimumValueImage`; template images (symbols) take the slider's tint.
    public var minimumValueImage: Image? { didSet { setNeedsDisplay() } }
    /// An image at the track's trailing end.
    public var maximumValueImage: Image? { didSet { setNeedsDisplay() } }
    private var thumbImages: [State: Image] = [:]
    private var minimumTrackImages: [State: Image] = [:]
    private var maximumTrackImages: [State: Image] = [:]
    /// The space between a value image and the track.
    static let valueImageSpacing: CGFloat = 10

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

    /// The track, between the value images (full width without them), centred vertically.
    public var trackRect: CGRect { trackRect(forBounds: bounds) }

    /// The thumb: its centre travels from half a thumb in from the track's left end to half a
    /// thumb in from its right; as big as the thumb image when there is one.
    public var thumbRect: CGRect { thumbRect(forBounds: bounds, trackRect: trackRect, value: Float(value)) }

    /// Where the minimum value image goes: at the leading edge, centred vertically, at its size.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return .zero }
        return pixelGrid.align(CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
    }

    /// Where the maximum value image goes: at the trailing edge, centred vertically, at its size.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return .zero }
        return pixelGrid.align(CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
    }

    /// The track in `bounds`, as UIKit's `trackRect(forBounds:)`: subclasses override it to
    /// make the track thicker or shorter.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX
        var right = bounds.maxX
        if minimumValueImage != nil { left = minimumValueImageRect(forBounds: bounds).maxX + Slider.valueImageSpacing }
        if maximumValueImage != nil { right = maximumValueImageRect(forBounds: bounds).minX - Slider.valueImageSpacing }
        return CGRect(x: left, y: bounds.midY - Slider.trackHeight / 2, width: max(0, right - left), height: Slider.trackHeight)
    }

    /// The thumb for `value` on `rect`, as UIKit's `thumbRect(forBounds:trackRect:value:)`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage.map(\.size) ?? CGSize(width: Slider.thumbDiameter, height: Slider.thumbDiameter)
        let span = maximumValue > minimumValue ? maximumValue - minimumValue : 1
        let fraction = min(1, max(0, (Double(value) - minimumValue) / span))
        let x = rect.minX + CGFloat(fraction) * max(0, rect.width - size.width)
        return pixelGrid.align(CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height))
    }

    /// Draws `image` as the thumb in `state` (a tiny dot, a custom knob), as UIKit's `setThumbImage(_:for:)`.
    public func setThumbImage(_ image: Image?, for state: State) {
        thumbImages[state] = image
        setNeedsDisplay()
    }

    /// The thumb image set for `state`. With none set, nil, as in UIKit, unless a
    /// `thumbTintColor` is set: then the thumb Easel draws in that colour, as apps that resize
    /// the tinted thumb expect.
    public func thumbImage(for state: State) -> Image? {
        if let image = thumbImages[state] { return image }
        guard state == .normal, let thumbTintColor else { return nil }
        let side = Slider.thumbDiameter
        guard let canvas = try? Canvas(size: CGSize(width: side, height: side), scale: displayScale) else { return nil }
        canvas.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: side, height: side)), with: thumbTintColor)
        return try? canvas.makeImage()
    }

    /// The thumb image drawn now: the current state's, else the normal state's; nil draws the
    /// system thumb.
    public var currentThumbImage: Image? { thumbImages[state] ?? thumbImages[.normal] }

    /// An image drawn as the track before the thumb in `state` (stretched along it).
    public func setMinimumTrackImage(_ image: Image?, for state: State) {
        minimumTrackImages[state] = image
        setNeedsDisplay()
    }

    /// An image drawn as the track after the thumb in `state` (stretched along it).
    public func setMaximumTrackImage(_ image: Image?, for state: State) {
        maximumTrackImages[state] = image
        setNeedsDisplay()
    }

    public func minimumTrackImage(for state: State) -> Image? { minimumTrackImages[state] }
    public func maximumTrackImage(for state: State) -> Image? { maximumTrackImages[state] }

    open override func drawControl(in canvas: Canvas) {
        let track = trackRect
        let thumb = thumbRect
        let radius = Slider.trackHeight / 2
        let filled = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        let rest = CGRect(x: filled.maxX, y: track.minY, width: max(0, track.maxX - filled.maxX), height: track.height)
        if let image = maximumTrackImages[state] ?? maximumTrackImages[.normal] {
            canvas.draw(image, in: rest)
        } else {
            canvas.fill(Path(roundedRect: track, cornerRadius: radius), with: maximumTrackTintColor ?? .systemFill)
        }
        if let image = minimumTrackImages[state] ?? minimumTrackImages[.normal] {
            canvas.draw(image, in: filled)
        } else {
            canvas.fill(Path(roundedRect: filled, cornerRadius: radius), with: minimumTrackTintColor ?? .systemBlue)
        }
        for (image, rect) in [(minimumValueImage, minimumValueImageRect(forBounds: bounds)), (maximumValueImage, maximumValueImageRect(forBounds: bounds))] {
            guard let image else { continue }
            canvas.draw(image, in: rect, tint: image.renderingMode == .alwaysTemplate ? tintColor : nil)
        }
        if let image = currentThumbImage {
            canvas.draw(image, in: thumb)
        } else {
            canvas.drawThumb(in: thumb, color: thumbTintColor ?? .white)
        }
    }

    private func clamp(_ value: Double) -> Double {
        guard value.isFinite else { return minimumValue }
        return min(maximumValue, max(minimumValue, value))
    }
}
