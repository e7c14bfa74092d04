import Foundation

/// The spinning wheel, as `UIActivityIndicatorView` on iOS 17, frozen at one frame: eight
/// capsule spokes whose opacity falls away behind the leading one at the top. Medium is
/// 20 × 20 points, large 37 × 37. As in UIKit, a stopped indicator with `hidesWhenStopped`
/// draws nothing, so call `startAnimating()` to show it.
///
///     let spinner = ActivityIndicatorView(style: .large)
///     spinner.startAnimating()
open class ActivityIndicatorView: View {
    /// UIActivityIndicatorView.Style.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case medium
        case large

        /// The indicator's square side.
        public var side: CGFloat { self == .large ? 37 : 20 }
    }

    /// The number of spokes iOS 13 and later draw.
    public static let spokeCount = 8

    public var style = Style.medium { didSet { invalidateIntrinsicContentSize() } }
    /// The spokes' colour; nil is the secondary label grey.
    public var color: Color?
    /// Whether a stopped indicator draws nothing (UIKit's default: true).
    public var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public convenience init(style: Style = .medium) {
        self.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        self.style = style
    }

    /// UIActivityIndicatorView's designated initializer: the medium style, in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Shows the indicator (a render shows its one frame).
    public func startAnimating() { isAnimating = true }
    public func stopAnimating() { isAnimating = false }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The opacity of spoke `index`, counted clockwise from the top: the leading spoke is
    /// opaque and each one behind it fades, down to 0.3.
    public static func spokeOpacity(_ index: Int) -> Double {
        let behind = (spokeCount - index) % spokeCount
        return 1 - 0.7 * Double(behind) / Double(spokeCount - 1)
    }

    open override func draw(in canvas: Canvas) {
        guard isAnimating || !hidesWhenStopped else { return }
        let side = style.side
        let unit = side / 20
        let center = CGPoint(x: side / 2, y: side / 2)
        let width = 2.2 * unit, inner = 4.6 * unit, outer = 9.2 * unit
        let color = color ?? .secondaryLabel
        canvas.withSavedState {
            canvas.translate(by: CGPoint(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2))
            for index in 0 ..< ActivityIndicatorView.spokeCount {
                let angle = CGFloat(index) * 2 * .pi / CGFloat(ActivityIndicatorView.spokeCount) - .pi / 2
                let (dx, dy) = (cos(angle), sin(angle))
                var spoke = Path()
                // A capsule: two half circles at the spoke's ends, joined.
                let start = CGPoint(x: center.x + dx * (inner + width / 2), y: center.y + dy * (inner + width / 2))
                let end = CGPoint(x: center.x + dx * (outer - width / 2), y: center.y + dy * (outer - width / 2))
                spoke.addArc(center: end, radius: width / 2, startAngle: angle - .pi / 2, endAngle: angle + .pi / 2)
                spoke.addArc(center: start, radius: width / 2, startAngle: angle + .pi / 2, endAngle: angle + 3 * .pi / 2)
                spoke.closeSubpath()
                canvas.fill(spoke, with: color.withAlpha(color.alpha * ActivityIndicatorView.spokeOpacity(index)))
            }
        }
    }
}
