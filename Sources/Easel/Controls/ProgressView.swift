import Foundation

/// Progress along a thin track, as `UIProgressView` on iOS 17. The default style is a 4-point
/// capsule with a grey track; the bar style (used in toolbars) is 2.5 points, square-ended,
/// with no track of its own.
///
///     let upload = ProgressView(progress: 0.4)
open class ProgressView: View {
    /// UIProgressView.Style.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case `default`
        case bar

        /// The height the style draws at.
        public var height: CGFloat { self == .bar ? 2.5 : 4 }
    }

    public var progressViewStyle = Style.default { didSet { invalidateIntrinsicContentSize() } }
    /// 0 to 1; other values are clamped.
    public var progress: Double = 0 { didSet { progress = progress.isFinite ? min(1, max(0, progress)) : 0 } }
    /// The filled part; nil is system blue.
    public var progressTintColor: Color?
    /// The unfilled part; nil is the system fill grey (default style) or nothing (bar style).
    public var trackTintColor: Color?

    public convenience init(progress: Double = 0, style: Style = .default) {
        self.init(frame: CGRect(x: 0, y: 0, width: 200, height: style.height))
        progressViewStyle = style
        self.progress = progress
    }

    /// UIProgressView's designated initializer: the default style at 0, in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// No natural width; the style's height.
    // UIKit: a progress bar is an element that reads its progress as a whole percentage.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }
    override var defaultAccessibilityTraits: AccessibilityTraits { .updatesFrequently }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: progressViewStyle.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: progressViewStyle.height)
    }

    /// The filled part of the track, in bounds coordinates.
    public var progressRect: CGRect {
        let track = trackRect
        return CGRect(x: track.minX, y: track.minY, width: track.width * CGFloat(progress), height: track.height)
    }

    /// The track: the style's height, centred vertically in the bounds.
    public var trackRect: CGRect {
        let height = min(bounds.height, progressViewStyle.height)
        return CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
    }

    open override func draw(in canvas: Canvas) {
        let radius = progressViewStyle == .bar ? 0 : trackRect.height / 2
        let track = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
        canvas.fill(Path(roundedRect: trackRect, cornerRadius: radius), with: track)
        guard progress > 0 else { return }
        canvas.fill(Path(roundedRect: progressRect, cornerRadius: radius), with: progressTintColor ?? .systemBlue)
    }
}
