import Foundation

/// An on/off toggle, as `UISwitch` on iOS 17: 51 × 31 points whatever its frame, a capsule
/// track (system green when on, a grey fill when off) and a 27-point white thumb with a soft shadow,
/// 2 points inside the track.
///
///     let notifications = Switch(isOn: true)
///     notifications.onTintColor = .systemBlue
open class Switch: Control {
    /// UISwitch's fixed size.
    public static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter.
    public static let thumbDiameter: CGFloat = 27

    public var isOn = false { didSet { if isOn != oldValue { setNeedsLayout() } } }
    /// The track's colour when on; nil is system green.
    public var onTintColor: Color?
    /// The thumb's colour; nil is white.
    public var thumbTintColor: Color?

    public convenience init(isOn: Bool = false) {
        self.init(frame: .zero)
        self.isOn = isOn
    }

    /// UISwitch's designated initializer: the switch keeps its own size wherever `frame` puts it.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Switch.size
    }

    // UIKit (iOS 17): a switch is a toggle button whose value is "1" or "0".
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    override var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union([.button, .toggleButton]) }

    open override var intrinsicContentSize: CGSize { Switch.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { Switch.size }

    /// The track, at the top left of the bounds: UISwitch draws at its own size in any frame.
    public var trackRect: CGRect { CGRect(origin: .zero, size: Switch.size) }

    /// Where the thumb sits: at the right end when on, at the left when off.
    public var thumbRect: CGRect {
        let inset = (Switch.size.height - Switch.thumbDiameter) / 2
        let x = isOn ? Switch.size.width - inset - Switch.thumbDiameter : inset
        return CGRect(x: x, y: inset, width: Switch.thumbDiameter, height: Switch.thumbDiameter)
    }

    open override func drawControl(in canvas: Canvas) {
        let track = trackRect
        let trackColor = isOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill
        canvas.fill(Path(roundedRect: track, cornerRadius: track.height / 2), with: trackColor)
        canvas.drawThumb(in: thumbRect, color: thumbTintColor ?? .white)
    }

    open override func tapChangedValue() -> Bool {
        isOn.toggle()
        return true
    }
}
