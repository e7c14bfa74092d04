import Foundation

/// Something VoiceOver stops on that is not a view of its own, as `UIAccessibilityElement`: a
/// container view lists these in its `accessibilityElements` for the parts it draws itself (a
/// chart's bars, a segmented control's segments).
///
///     let bar = AccessibilityElement(accessibilityContainer: chart)
///     bar.isAccessibilityElement = true
///     bar.accessibilityLabel = "March"
///     bar.accessibilityValue = "12 runs"
///     bar.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 20, width: 24, height: 80)
///     chart.accessibilityElements = [bar]
open class AccessibilityElement: NSObject {
    /// The view whose `accessibilityElements` hold this element; its frame places the element.
    public weak var accessibilityContainer: AnyObject?

    /// Whether VoiceOver stops on the element (Apple's default for `UIAccessibilityElement`: no).
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityTraits: AccessibilityTraits = .none
    open var accessibilityIdentifier: String?
    open var accessibilityCustomActions: [AccessibilityCustomAction]?

    /// Where the element is, in its container view's coordinates; `accessibilityFrame` follows it.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { ownFrame = nil }
    }

    /// Where the element is on screen (for Easel, in the coordinates of the tree's root view):
    /// the frame in container space converted from the container view, unless set.
    open var accessibilityFrame: CGRect {
        get {
            if let ownFrame { return ownFrame }
            guard let view = accessibilityContainer as? View else { return accessibilityFrameInContainerSpace }
            return view.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { ownFrame = newValue }
    }

    /// Where VoiceOver's double tap lands: the centre of `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { ownActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { ownActivationPoint = newValue }
    }

    private var ownFrame: CGRect?
    private var ownActivationPoint: CGPoint?

    /// An element inside `container` (a view, or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}
