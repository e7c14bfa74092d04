import Foundation

/// A rectangle on screen, as `UIView`: it has a frame in its superview, subviews drawn above it
/// in order, and appearance (background, corners, border, alpha). A view knows its own size;
/// the container it sits in decides its origin.
///
///     let card = View(frame: CGRect(x: 16, y: 16, width: 288, height: 120))
///     card.backgroundColor = .white
///     card.cornerRadius = 12
///     screen.addSubview(card)
///
/// As `UIView` it descends from `Responder` and `NSObject`; its designated initializers are
/// `init(frame:)` and `init?(coder:)`, and `init()` is a convenience that calls
/// `init(frame: .zero)`, so a subclass that overrides `init(frame:)` and `init?(coder:)` (or
/// neither) is made with `MyView()` as in UIKit.
open class View: Responder {
    // MARK: Geometry

    /// Position and size in the superview's coordinate space. Setting a new size marks the view
    /// as needing layout and resizes subviews by their `autoresizingMask`. With a `transform`,
    /// the frame is the box around the transformed bounds, and setting it moves only the centre
    /// (UIKit leaves that case undefined).
    public var frame: CGRect {
        get { transform.isIdentity ? _frame : transformedFrame }
        set {
            guard transform.isIdentity else {
                center = CGPoint(x: newValue.midX, y: newValue.midY)
                return
            }
            let oldSize = _frame.size
            _frame = newValue
            if newValue.size != oldSize {
                setNeedsLayout()
                resizeSubviews(withOldSize: oldSize)
            }
        }
    }

    /// The frame as if the transform were the identity: the centre and the bounds' size.
    var untransformedFrame: CGRect { _frame }

    /// The view's own coordinate space: its origin is the point of the content shown at the
    /// top left (zero unless scrolled), its size is the frame's size.
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: _frame.size) }
        set {
            boundsOrigin = newValue.origin
            if newValue.size != _frame.size {
                // As UIKit: resizing the bounds keeps the centre (the layer's position) where it is.
                let center = self.center, oldSize = _frame.size
                _frame = CGRect(
                    x: center.x - anchorPoint.x * newValue.width, y: center.y - anchorPoint.y * newValue.height,
                    width: newValue.width, height: newValue.height
                )
                setNeedsLayout()
                resizeSubviews(withOldSize: oldSize)
            }
        }
    }

    /// The layer's position in the superview's coordinate space: the frame's centre, unless
    /// the layer's `anchorPoint` moved it.
    public var center: CGPoint {
        get { CGPoint(x: _frame.minX + anchorPoint.x * _frame.width, y: _frame.minY + anchorPoint.y * _frame.height) }
        set {
            _frame.origin = CGPoint(x: newValue.x - anchorPoint.x * _frame.width, y: newValue.y - anchorPoint.y * _frame.height)
        }
    }

    /// Where the layer's `position` (the centre) sits in the bounds, in unit space: set through
    /// `layer.anchorPoint`, which keeps the centre and moves the frame, as UIKit does
    /// (frame.origin = center − anchorPoint × bounds.size), and turns the transform about it.
    var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            let size = _frame.size, center = CGPoint(x: _frame.minX + oldValue.x * size.width, y: _frame.minY + oldValue.y * size.height)
            _frame.origin = CGPoint(x: center.x - anchorPoint.x * size.width, y: center.y - anchorPoint.y * size.height)
        }
    }

    // Layout reads the geometry, the hierarchy and the constraint state of every view several
    // times a pass: these skip the run-time check of overlapping access (a table lookup per
    // access). Views are used from one thread at a time and none of these is held open while
    // another access reads it.
    @exclusivity(unchecked) private var _frame: CGRect
    @exclusivity(unchecked) private var boundsOrigin: CGPoint = .zero

    // MARK: Hierarchy

    @exclusivity(unchecked) public private(set) weak var superview: View?
    @exclusivity(unchecked) public private(set) var subviews: [View] = []

    // MARK: Appearance

    /// What Core Animation draws for the view, made from the class's `layerClass`; the
    /// appearance properties below are shortcuts to it, and its sublayers hold the subviews'
    /// layers among any the app adds. Open, as UIKit's, so a subclass can narrow its type:
    /// `override var layer: CAShapeLayer { super.layer as! CAShapeLayer }`.
    open var layer: Layer { madeLayer }

    private lazy var madeLayer: Layer = {
        let layer = View.makeLayer(of: type(of: self).layerClass)
        layer.owningView = self
        return layer
    }()

    /// The class of the view's layer, as UIView's `layerClass`: override it to return
    /// `ShapeLayer.self`, `GradientLayer.self`, `TextLayer.self` or a subclass.
    open class var layerClass: AnyClass { Layer.self }

    /// Lets the view place its layer's sublayers, after `layoutSubviews()`, as UIView's
    /// `layoutSublayers(of:)` (the layer's delegate call): override it to size layers added
    /// with `addSublayer` to the bounds. The base does nothing.
    open func layoutSublayers(of layer: Layer) {}

    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }
    /// 0 is invisible, 1 opaque. Applied to the view and its subviews as one layer (`layer.opacity`).
    public var alpha: CGFloat {
        get { layer.alphaValue }
        set { layer.alphaValue = newValue }
    }
    /// A hidden view and all its subviews draw nothing and take no touches; in a stack it takes no room.
    public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.subviewSizeDidChange(self) } }
    }
    /// Clips the view's content and every descendant to its bounds, rounded by `cornerRadius`
    /// (`layer.masksToBounds`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Space a container leaves between this view's edges and its content (UIKit's default 8).
    public var layoutMargins = EdgeInsets(all: 8) {
        didSet {
            guard layoutMargins != oldValue else { return }
            setNeedsLayout()
            layoutMarginsDidChange()
        }
    }

    /// Called when `layoutMargins` changed, as UIKit's `layoutMarginsDidChange()`.
    open func layoutMarginsDidChange() {}

    // Storage for View+Tint.swift and View+Autoresizing.swift (extensions cannot store).
    var ownTintColor: Color?
    var ownTintAdjustmentMode: TintAdjustmentMode = .automatic
    /// How the view follows its superview's size changes (UIKit's default: it does not).
    public var autoresizingMask: AutoresizingMask = []
    /// Whether a size change resizes the subviews by their `autoresizingMask` (UIKit's default: yes).
    public var autoresizesSubviews = true

    /// Whether the view and its subtree take touches (labels and image views do not, as in UIKit).
    public var isUserInteractionEnabled = true
    /// Storage for `gestureRecognizers` (GestureRecognizer.swift).
    var attachedGestureRecognizers: [GestureRecognizer] = []
    /// Context menus and other interactions added to the view (Interaction.swift).
    var interactionStorage: [Interaction] = []

    // MARK: Identity

    /// A number to find the view by with `viewWithTag(_:)`.
    public var tag = 0
    /// UIKit's hint that the view fills its bounds with opaque content. Easel composites every
    /// view the same way whatever it says, so the picture does not depend on it.
    public var isOpaque = true
    /// A name to find the view by with `view(withIdentifier:)` (tests, frames output).
    public var accessibilityIdentifier: String?

    // MARK: Accessibility (UIKit's UIAccessibility properties; reading order in Accessibility/)

    // Declared here, not in an extension, so that app code can override them as it does in
    // UIKit (`override var accessibilityLabel: String? { ... }`). What is not set falls back to
    // the class's default (`defaultAccessibility…`), as UIKit's controls compute theirs.

    /// Whether VoiceOver stops on the view itself rather than looking inside it. UIKit's
    /// default: true for controls and labels, false for plain views, which are containers.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityStorage.isElement = newValue }
    }
    /// What VoiceOver calls the element ("Sign Up", not "Sign Up button"). UIKit's default: a
    /// label's text, a button's title, a text field's placeholder.
    open var accessibilityLabel: String? {
        get { accessibilityStorage.label ?? defaultAccessibilityLabel }
        set { accessibilityStorage.label = newValue }
    }
    /// The element's current value: a text field's text, a slider's percentage, a switch's "1" or "0".
    open var accessibilityValue: String? {
        get { accessibilityStorage.value ?? defaultAccessibilityValue }
        set { accessibilityStorage.value = newValue }
    }
    /// What acting on the element does ("Opens your profile"), spoken after a pause.
    open var accessibilityHint: String? {
        get { accessibilityStorage.hint }
        set { accessibilityStorage.hint = newValue }
    }
    /// What the element is and its state; UIKit's controls set their own (see `AccessibilityTraits`).
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilityStorage.traits ?? defaultAccessibilityTraits }
        set { accessibilityStorage.traits = newValue }
    }
    /// Where VoiceOver outlines the element, in screen coordinates (for Easel, the coordinates of
    /// the tree's root view): the view's bounds there unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage.frame ?? convert(bounds, to: nil) }
        set { accessibilityStorage.frame = newValue }
    }
    /// Where VoiceOver's double tap lands, in screen coordinates: the frame's centre unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilityStorage.activationPoint = newValue }
    }
    /// Hides the view's subtree from VoiceOver (the view itself included).
    open var accessibilityElementsHidden = false
    /// Whether VoiceOver reads only this view's subtree, ignoring its siblings (an alert over a screen).
    open var accessibilityViewIsModal = false
    /// Keeps the subtree's elements together in reading order, sorted among themselves.
    open var shouldGroupAccessibilityChildren = false
    /// What kind of container the view is; any kind but `.none` keeps its elements together.
    open var accessibilityContainerType: AccessibilityContainerType = .none
    /// The elements VoiceOver reads inside this view, in this order (views and
    /// `AccessibilityElement`s), instead of the subviews sorted by position.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage.elements ?? defaultAccessibilityElements }
        set { accessibilityStorage.elements = newValue }
    }
    /// Extra actions VoiceOver offers on the element (the actions rotor).
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { accessibilityStorage.customActions }
        set { accessibilityStorage.customActions = newValue }
    }

    var accessibilityStorage = AccessibilityStorage()
    /// The class's default for `isAccessibilityElement` (Easel's views override these four).
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: AccessibilityTraits { .none }
    /// The elements a view that draws its own parts (segments, tabs) offers VoiceOver.
    var defaultAccessibilityElements: [Any]? { nil }

    /// A width the view keeps in every container, as a required width constraint would.
    public var fixedWidth: CGFloat? { didSet { if fixedWidth != oldValue { invalidateIntrinsicContentSize() } } }
    /// A height the view keeps in every container, as a required height constraint would.
    public var fixedHeight: CGFloat? { didSet { if fixedHeight != oldValue { invalidateIntrinsicContentSize() } } }

    /// How strongly the view resists growing past its intrinsic size, per axis (UIKit's default 250).
    public var contentHuggingPriority = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    /// How strongly the view resists shrinking below its intrinsic size, per axis (UIKit's default 750).
    public var compressionResistancePriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)

    /// Whether `layoutSubviews()` must run before the next draw.
    @exclusivity(unchecked) public private(set) var needsLayout = true

    // MARK: Constraints (behaviour in Constraints/)

    /// Constraint state, made on first use (ViewConstraintStorage.swift).
    @exclusivity(unchecked) var constraintStorageIfMade: ViewConstraintStorage?
    /// Whether `updateConstraints()` must run before the next layout (UIKit calls it once for
    /// every view at first).
    @exclusivity(unchecked) var needsUpdateConstraintsFlag = true

    /// Adds or updates this view's constraints, as UIKit's `updateConstraints()`: called before
    /// layout the first time and after `setNeedsUpdateConstraints()`, subviews before their
    /// superview. Override it to change constraints in one batch; the base does nothing.
    open func updateConstraints() {}

    // MARK: Environment (behaviour in View+Traits.swift and View+SafeArea.swift)

    /// Traits this view sets for itself and its subtree, over what it inherits (UIKit's
    /// `traitOverrides`); fields left unspecified are inherited.
    public var traitOverrides = TraitCollection() {
        didSet { if traitOverrides != oldValue { setNeedsLayout() } }
    }
    /// The traits a render gives the root of the tree it draws.
    var rootTraitCollection: TraitCollection?
    /// The traits `traitCollectionDidChange(_:)` was last told about.
    var notifiedTraitCollection: TraitCollection?
    /// The insets the screen gives the root of the tree it draws.
    var rootSafeAreaInsets: EdgeInsets?
    /// Insets a controller adds on top of the inherited safe area: its own
    /// `additionalSafeAreaInsets` and the bars its container draws over it.
    var addedSafeAreaInsets = EdgeInsets.zero {
        didSet { if addedSafeAreaInsets != oldValue { setNeedsLayout() } }
    }
    /// The insets `viewSafeAreaInsetsDidChange()` was last called for.
    var notifiedSafeAreaInsets = EdgeInsets.zero
    /// Whether `layoutMarginsInsetFromSafeArea` adds the safe area to `layoutMargins`, as
    /// UIKit's `insetsLayoutMarginsFromSafeArea` (default true).
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { setNeedsLayout() } }
    }
    /// The controller whose root view this is (UIKit's private view delegate).
    weak var viewController: ViewController?

    /// Called when `traitCollection` changed (before the next layout), with the traits before,
    /// nil the first time. Views that follow the text size or the appearance update here.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called when `safeAreaInsets` changed, before the view lays out again.
    open func viewSafeAreaInsetsDidChange() {}

    public init(frame: CGRect) {
        _frame = frame
        super.init()
    }

    /// UIKit's archive initializer. Easel never decodes archives (there are no storyboards or
    /// nibs): the coder is not read, and the view is made as `init(frame: .zero)` makes it, so
    /// that subclasses whose `init?(coder:)` calls `super.init(coder:)` and then sets themselves
    /// up work. Easel never calls it; subclasses that `fatalError` in it are never reached.
    public required init?(coder: NSCoder) {
        _frame = .zero
        super.init()
    }

    /// A view with a zero frame, through `init(frame:)`: subclasses that override
    /// `init(frame:)` and `init?(coder:)` (or add no designated initializer) get it too. It is
    /// not required, so subclasses with their own designated initializers (`init(viewModel:)`)
    /// need not write it; generic code that makes views with `init()` asks for
    /// `DefaultInitializable` (`CustomViewController` does).
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Responder chain

    /// The controller whose root view this is, else the superview (UIKit's order).
    open override var next: Responder? {
        if let viewController { return viewController }
        return superview
    }

    /// The window, for first-responder state: the root of the view tree.
    override var responderRoot: View? {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// The first responder of the tree this view is the root of (Responder.swift).
    weak var firstResponderStorage: Responder?

    // MARK: Managing subviews

    /// Adds `view` above the other subviews, first taking it out of any other superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the drawing order (0 is at the back). An index past the end
    /// appends, as UIKit does.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot be added inside itself")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        // Reordering within the same superview is no move, as UIKit's bringSubviewToFront.
        let movesSuperview = view.superview !== self
        let movesWindow = view.responderRoot !== responderRoot
        if movesSuperview { view.willMove(toSuperview: self) }
        if movesWindow { view.notifyWindowMove(to: responderRoot, done: false) }
        let position = min(max(0, index), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        invalidateConstraintGroups()
        // The layer goes below the next subview's layer, else on top, as UIKit keeps them.
        view.layer.removeFromSuperlayer()
        let next = position + 1 < subviews.count ? subviews[position + 1].layer : nil
        layer.insert(view.layer, at: next.flatMap { next in layer.children.firstIndex { $0 === next } } ?? layer.children.count)
        // A view that was the root of a render now takes its screen from its new superview.
        view.rootTraitCollection = nil
        view.rootSafeAreaInsets = nil
        view.setNeedsLayout()
        setNeedsLayout()
        didAddSubview(view)
        if movesSuperview { view.didMoveToSuperview() }
        // The first responder of the tree that joins stays first responder in this window,
        // unless the window has one already.
        if let responder = view.firstResponderStorage {
            view.firstResponderStorage = nil
            if let root = responderRoot, root.firstResponderStorage == nil { root.firstResponderStorage = responder }
        }
        if movesWindow { view.notifyWindowMove(to: responderRoot, done: true) }
        view.tintDidChangeInSubtree()
    }

    /// Takes the view out of its superview's subviews.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = responderRoot
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        notifyWindowMove(to: self, done: false)
        deactivateConstraintsLeavingWithSubtree()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.invalidateConstraintGroups()
        if layer.superlayer === parent.layer { layer.removeFromSuperlayer() }
        parent.setNeedsLayout()
        didMoveToSuperview()
        // A first responder taken out of its window resigns, as in UIKit.
        if let oldWindow, let responder = oldWindow.firstResponderStorage as? View, responder.isDescendant(of: self) {
            oldWindow.firstResponderStorage = nil
        }
        notifyWindowMove(to: self, done: true)
    }

    /// Called before the view moves to `newSuperview` (nil when it is being removed), as UIKit's
    /// `willMove(toSuperview:)`.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to another superview or was removed, as UIKit's
    /// `didMoveToSuperview()`.
    open func didMoveToSuperview() {}

    /// Called before the view moves to another window: for Easel, the root of another view
    /// tree (UIKit's `willMove(toWindow:)`); nil never happens, as every view is in a tree.
    open func willMove(toWindow newWindow: View?) {}

    /// Called after the view moved to another window (the root of another view tree), as
    /// UIKit's `didMoveToWindow()`.
    open func didMoveToWindow() {}

    /// Called for views loaded from a nib or storyboard; Easel loads none, so it is never
    /// called. Declared so that overrides compile.
    open func awakeFromNib() {}

    /// Tells this view and its subtree that their root is changing to `newWindow` (before the
    /// move) or changed (after it), parents first as UIKit does.
    private func notifyWindowMove(to newWindow: View?, done: Bool) {
        if done { didMoveToWindow() } else { willMove(toWindow: newWindow) }
        for subview in subviews { subview.notifyWindowMove(to: newWindow, done: done) }
    }

    /// Called when `tintColor` (or `tintAdjustmentMode`) changes for this view, directly or
    /// inherited, and when the view moves to another superview; views that draw in their tint
    /// override it, as UIKit's `tintColorDidChange()`.
    open func tintColorDidChange() {}

    /// Called after `view` joins the subviews; containers override to track their children.
    open func didAddSubview(_ view: View) {}

    /// Called before `view` leaves the subviews; containers override to forget it.
    open func willRemoveSubview(_ view: View) {}

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view or the first descendant (depth first, in subview order) whose `tag` matches.
    public func viewWithTag(_ tag: Int) -> View? {
        first { $0.tag == tag }
    }

    /// This view or the first descendant whose `accessibilityIdentifier` matches.
    public func view(withIdentifier identifier: String) -> View? {
        first { $0.accessibilityIdentifier == identifier }
    }

    /// This view or the first descendant, depth first, that satisfies `predicate`.
    public func first(where predicate: (View) -> Bool) -> View? {
        if predicate(self) { return self }
        for subview in subviews {
            if let match = subview.first(where: predicate) { return match }
        }
        return nil
    }

    // MARK: Layout

    /// Asks for `layoutSubviews()` before the next draw.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs any pending `layoutSubviews()` in this view's subtree, parents before children, so
    /// that a child laid out by its parent then lays out its own children at its new size.
    open func layoutIfNeeded() {
        updateSafeAreaInsets()
        if hasPendingConstraintUpdates { updateConstraintsIfNeeded() }
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            // Constraints first, as UIView's own layoutSubviews applies the engine's frames.
            layoutConstrainedSubviews()
            layoutSubviews()
            // A frame this pass gave a framed view whose subviews an ancestor's group solves
            // moves what that group ties to them.
            for subview in subviews where subview.constraintStorageIfMade?.joinedGroup != nil { subview.followJoinedGroup() }
            layer.needsLayoutFlag = false
            layoutSublayers(of: layer)
            viewController?.viewDidLayoutSubviews()
        } else if layer.needsLayoutFlag {
            layer.needsLayoutFlag = false
            layoutSublayers(of: layer)
        }
        for sublayer in layer.children where sublayer.owningView == nil {
            sublayer.layoutIfNeeded()
        }
        for subview in subviews {
            subview.layoutIfNeeded()
        }
    }

    /// Places the subviews. The base view places nothing: subviews keep the frames they were given.
    /// Containers (stack views, decorating and constraint layouts) override it.
    open func layoutSubviews() {}

    /// Whether this view places `view` (one of its subviews) itself, as a layout view places
    /// its layout's leaves: constraints never move such a subview; it lays out its own
    /// constrained content and is measured with `systemLayoutSizeFitting`. The base view
    /// places none. A method rather than a protocol: layout asks it for every view, and a cast
    /// to a protocol (a generic class conforming) costs a conformance lookup each time.
    func placesSubview(_ view: View) -> Bool { false }

    /// The size the view would like within `size`. The base view answers its current size, as
    /// UIKit, with `fixedWidth` and `fixedHeight` where they are set (a required size holds in
    /// value-type layouts too).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        if usesConstraintFitting { return constraintFittingSize(size) }
        return CGSize(width: fixedWidth ?? bounds.width, height: fixedHeight ?? bounds.height)
    }

    /// Resizes the view to `sizeThatFits` with no limit, keeping its origin.
    public func sizeToFit() {
        let fitting = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        frame.size = fitting
    }

    /// The size the content itself needs, or `View.noIntrinsicMetric` on an axis where it has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Tells the view's container that `intrinsicContentSize` changed.
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        if constraintStorageIfMade != nil || isSolvedByConstraints { constraintsDidChange() }
        superview?.subviewSizeDidChange(self)
    }

    /// Called when a subview's natural size or visibility changed. The base view lays out again;
    /// containers whose own size follows their subviews (stack views) pass it on up.
    open func subviewSizeDidChange(_ subview: View) {
        setNeedsLayout()
    }

    /// The size the view needs within `targetSize`, as Auto Layout would compute it: the intrinsic
    /// size on each axis that has one, zero on the others. Views whose height follows their width
    /// (wrapping labels, stack views) answer for the width offered. Containers ask this, through
    /// `layoutSize(fitting:)`, which also applies `fixedWidth` and `fixedHeight`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        if fitsByConstraints { return constraintFittingSize(targetSize) }
        let intrinsic = intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    /// `systemLayoutSizeFitting` with `fixedWidth` and `fixedHeight` applied: a fixed width is
    /// also the width offered, so fixed-width text wraps to it.
    public final func layoutSize(fitting targetSize: CGSize) -> CGSize {
        var target = targetSize
        if let fixedWidth { target.width = fixedWidth }
        if let fixedHeight { target.height = fixedHeight }
        var size = systemLayoutSizeFitting(target)
        if let fixedWidth { size.width = fixedWidth }
        if let fixedHeight { size.height = fixedHeight }
        return size
    }

    /// Marks an axis of `intrinsicContentSize` that has no natural length.
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIKit's spelling: `label.setContentHuggingPriority(.required, for: .horizontal)`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        contentHuggingPriority[axis] = priority
    }

    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        contentHuggingPriority[axis]
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        compressionResistancePriority[axis] = priority
    }

    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        compressionResistancePriority[axis]
    }

    /// Where the first and last lines of text would sit, from the top, if the view were `size`:
    /// the bottom for views without text. Stack views align `.firstBaseline` and `.lastBaseline`
    /// on them.
    open func baselineOffsets(for size: CGSize) -> (first: CGFloat, last: CGFloat) {
        (size.height, size.height)
    }

    /// The first line of text's baseline, from the top of the bounds.
    public var firstBaselineOffset: CGFloat { baselineOffsets(for: bounds.size).first }

    /// The last line of text's baseline, from the top of the bounds.
    public var lastBaselineOffset: CGFloat { baselineOffsets(for: bounds.size).last }

    // MARK: Drawing

    /// Draws the view's own content, in its bounds' coordinates, after the background and
    /// before the subviews. The base view draws nothing.
    open func draw(in canvas: Canvas) {}

    /// UIKit's custom-drawing hook, called after `draw(in:)` each time the view is drawn, with
    /// the current graphics context (`UIGraphicsGetCurrentContext()`) over the render's canvas in
    /// the view's coordinates: `UIBezierPath.fill()`, `UIColor.setFill()` and the context's own
    /// calls draw into the view. The base view draws nothing.
    open func draw(_ rect: CGRect) {}

    // MARK: Hit testing

    /// The deepest visible, interactive descendant containing `point`, as UIKit's
    /// `hitTest(_:with:)` (see `hitTest(_:)`); override it to route touches elsewhere.
    open func hitTest(_ point: CGPoint, with event: TouchEvent?) -> View? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point`, in bounds coordinates, is inside the view; override it to enlarge or
    /// shrink the area that takes touches, as UIKit's `point(inside:with:)`.
    open func point(inside point: CGPoint, with event: TouchEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Handles a tap delivered by `tap(at:)`; true when the view took it, so it goes no further.
    /// The base view takes none; `Button` does.
    open func handleTap() -> Bool { false }

    /// Whether the view draws text, so that rendering needs Easel's fonts.
    open var usesFonts: Bool { false }

    // MARK: Description

    open override var description: String {
        var text = "\(type(of: self))(frame: \(frame.origin.x), \(frame.origin.y), \(frame.width), \(frame.height)"
        if let accessibilityIdentifier { text += ", id: \(accessibilityIdentifier)" }
        return text + ")"
    }
}
