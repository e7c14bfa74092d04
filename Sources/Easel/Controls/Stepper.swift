import Foundation

/// A minus and a plus side by side, as `UIStepper` on iOS 17: 94 × 32 points whatever its
/// frame, a grey rounded background, a divider between the halves, and a side drawn faint when
/// the value is at that end.
///
///     let quantity = Stepper(value: 1, minimumValue: 1, maximumValue: 10)
open class Stepper: Control {
    /// UIStepper's fixed size.
    public static let size = CGSize(width: 94, height: 32)
    public static let cornerRadius: CGFloat = 9
    /// The minus and plus signs' width and stroke.
    static let glyphLength: CGFloat = 14, glyphStroke: CGFloat = 2

    public var value: Double = 0 { didSet { value = clamp(value) } }
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1
    /// Whether stepping past one end comes back at the other.
    public var wraps = false

    public convenience init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100) {
        self.init(frame: .zero)
        self.minimumValue = minimumValue
        self.maximumValue = max(minimumValue, maximumValue)
        self.value = value
    }

    /// UIStepper's designated initializer: the stepper keeps its own size wherever `frame` puts it.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Stepper.size))
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Stepper.size
    }

    // UIKit: the stepper is a container of two buttons, "Decrement" on the left half and
    // "Increment" on the right, each dimmed when it cannot step.
    override var defaultIsAccessibilityElement: Bool { false }
    override var defaultAccessibilityElements: [Any]? {
        let half = bounds.width / 2
        return [("Decrement", canDecrement, CGFloat(0)), ("Increment", canIncrement, half)].map { name, enabled, x in
            let button = AccessibilityElement(accessibilityContainer: self)
            button.isAccessibilityElement = true
            button.accessibilityLabel = name
            button.accessibilityTraits = enabled && isEnabled ? .button : [.button, .notEnabled]
            button.accessibilityFrameInContainerSpace = CGRect(x: x, y: 0, width: half, height: bounds.height)
            return button
        }
    }

    open override var intrinsicContentSize: CGSize { Stepper.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Stepper.size }
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { Stepper.size }

    /// Whether the minus side does anything (false at the minimum unless the stepper wraps).
    public var canDecrement: Bool { wraps || value > minimumValue }
    /// Whether the plus side does anything.
    public var canIncrement: Bool { wraps || value < maximumValue }

    /// One step down (the minus side's tap).
    public func decrement() {
        guard isEnabled, canDecrement else { return }
        value = value - stepValue < minimumValue && wraps ? maximumValue : value - stepValue
        sendActions(for: .valueChanged)
    }

    /// One step up (the plus side's tap).
    public func increment() {
        guard isEnabled, canIncrement else { return }
        value = value + stepValue > maximumValue && wraps ? minimumValue : value + stepValue
        sendActions(for: .valueChanged)
    }

    open override func drawControl(in canvas: Canvas) {
        let area = CGRect(origin: .zero, size: Stepper.size)
        canvas.fill(Path(roundedRect: area, cornerRadius: Stepper.cornerRadius), with: .tertiarySystemFill)
        canvas.fill(CGRect(x: area.midX - 0.5, y: 8, width: 1, height: area.height - 16), with: .separator)
        let (length, stroke) = (Stepper.glyphLength, Stepper.glyphStroke)
        let minus = CGPoint(x: area.width / 4, y: area.midY)
        let plus = CGPoint(x: area.width * 3 / 4, y: area.midY)
        let bar = { (center: CGPoint) in CGRect(x: center.x - length / 2, y: center.y - stroke / 2, width: length, height: stroke) }
        let post = { (center: CGPoint) in CGRect(x: center.x - stroke / 2, y: center.y - length / 2, width: stroke, height: length) }
        canvas.fill(Path(roundedRect: bar(minus), cornerRadius: stroke / 2), with: canDecrement ? .label : .tertiaryLabel)
        var cross = Path(roundedRect: bar(plus), cornerRadius: stroke / 2)
        cross.addPath(Path(roundedRect: post(plus), cornerRadius: stroke / 2))
        canvas.fill(cross, with: canIncrement ? .label : .tertiaryLabel)
    }

    private func clamp(_ value: Double) -> Double {
        guard value.isFinite else { return minimumValue }
        return min(maximumValue, max(minimumValue, value))
    }
}
