import Foundation

/// Lays its arranged views out in a row or a column, as `UIStackView`: distribution along the
/// axis, alignment across it, hidden views taking no room, custom spacing after a view, margins,
/// baselines. Like UIStackView it does so with constraints in its window's engine
/// (`UISV-canvas-connection`, `UISV-spacing`, ...), beside the arranged views' own constraints,
/// hugging and compression resistance; `arrangement` gives the same rules as arithmetic for
/// value-type layouts.
///
///     let stack = StackView(arrangedSubviews: [logo, title, button])
///     stack.axis = .vertical
///     stack.spacing = 10
///     stack.alignment = .center
open class StackView: View {
    // Read for every arranged view whenever the stack makes its constraints: no run-time check
    // of overlapping access (see `View`).

    /// The views the stack places, in order; each is also a subview.
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []

    @exclusivity(unchecked) public var axis: Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    @exclusivity(unchecked) public var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    @exclusivity(unchecked) public var alignment: StackAlignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    @exclusivity(unchecked) public var distribution: StackDistribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    /// Places the views inside `layoutMargins` instead of the bounds (measured from the safe
    /// area while `insetsLayoutMarginsFromSafeArea` is on, as UIKit does).
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } } }
    /// Vertical stacks: spacing runs from one view's last baseline to the next one's first.
    @exclusivity(unchecked) public var isBaselineRelativeArrangement = false { didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } } }

    /// Empty space of a fixed `length` along a stack of `axis`: a view with that required length.
    public static func spacer(_ length: CGFloat, along axis: Axis) -> View {
        let spacer = View()
        if axis == .vertical { spacer.fixedHeight = length } else { spacer.fixedWidth = length }
        return spacer
    }

    /// What `customSpacing(after:)` answers for a view without custom spacing, as UIKit's
    /// `UIStackView.spacingUseDefault`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack adds to the engine, made again when the arrangement changes.
    @exclusivity(unchecked) var arrangementConstraints: [LayoutConstraint] = []
    /// The guides equal spacing and equal centering measure gaps with.
    @exclusivity(unchecked) var spacingGuides: [LayoutGuide] = []
    @exclusivity(unchecked) var arrangementConstraintsAreStale = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not failable, as UIStackView's archive initializer is (its subclasses write
    /// `required init(coder:)` without `?`). Easel never decodes archives (see
    /// `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged views (and the subviews).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arranged views at `index`, adding it as a subview if it is not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        // As UIStackView: the stack's constraints place the view, not its frame.
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementChanged()
    }

    /// Stops arranging `view` but keeps it as a subview, as UIKit does: remove it from the
    /// superview too if it should go.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// The gap after `view`, instead of `spacing`.
    public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing == StackView.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The custom gap after `view`, or `StackView.spacingUseDefault`.
    public func customSpacing(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    /// The rules this stack's properties describe, on the pixel grid of its `displayScale`.
    public var arrangement: StackArrangement {
        StackArrangement(
            axis: axis, spacing: spacing, alignment: alignment, distribution: distribution,
            isBaselineRelative: isBaselineRelativeArrangement, pixelGrid: pixelGrid, isRightToLeft: isRightToLeft
        )
    }

    // MARK: Layout

    /// The size the stack's constraints give it within `targetSize`: the arranged views'
    /// lengths and gaps along the axis, the largest across it, plus the margins when
    /// margin-relative.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        guard !arrangedSubviews.isEmpty else { return .zero }
        return constraintFittingSize(targetSize)
    }

    /// The fitting size within `size`, so a stack inside a view that sizes by `sizeThatFits` reports it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(size)
    }

    open override var intrinsicContentSize: CGSize {
        systemLayoutSizeFitting(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The first visible arranged view's first baseline and the last one's last baseline, where
    /// the stack would put them in bounds of `size`.
    open override func baselineOffsets(for size: CGSize) -> (first: CGFloat, last: CGFloat) {
        let frames = arrangement.frames(for: items, in: arrangementArea(in: CGRect(origin: .zero, size: size)))
        let visible = arrangedSubviews.indices.filter { !arrangedSubviews[$0].isHidden }
        guard let first = visible.first, let last = visible.last else { return super.baselineOffsets(for: size) }
        return (frames[first].minY + arrangedSubviews[first].baselineOffsets(for: frames[first].size).first,
                frames[last].minY + arrangedSubviews[last].baselineOffsets(for: frames[last].size).last)
    }

    /// A change in an arranged view's size changes the stack's own.
    open override func subviewSizeDidChange(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) {
            // Hiding a view, or a new natural size (fill proportionally), changes the constraints.
            arrangementChanged()
        } else {
            setNeedsLayout()
        }
    }

    /// A subview that leaves the stack stops being arranged, as in UIKit.
    open override func willRemoveSubview(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { removeArrangedSubview(view) }
    }

    private func arrangementArea(in rect: CGRect) -> CGRect {
        isLayoutMarginsRelativeArrangement ? rect.inset(by: layoutMarginsInsetFromSafeArea) : rect
    }

    /// Each arranged view as the arithmetic sees it.
    private var items: [StackItem] {
        arrangedSubviews.map { view in
            // A fixed length is a required constraint: the stack can neither stretch nor squeeze it.
            var hugging = view.contentHuggingPriority, resistance = view.compressionResistancePriority
            if view.fixedWidth != nil { (hugging.horizontal, resistance.horizontal) = (.required, .required) }
            if view.fixedHeight != nil { (hugging.vertical, resistance.vertical) = (.required, .required) }
            return StackItem(
                isHidden: view.isHidden,
                hugging: hugging,
                compressionResistance: resistance,
                customSpacingAfter: customSpacings[ObjectIdentifier(view)],
                // As the engine measures the views it places (see `View.fitsByConstraints`).
                measure: { size in ConstraintEngine.$isMeasuringPlacedViews.withValue(true) { view.layoutSize(fitting: size) } },
                baselines: { view.baselineOffsets(for: $0) }
            )
        }
    }

    private func arrangementChanged() {
        arrangementConstraintsAreStale = true
        invalidateConstraintGroups()
        invalidateIntrinsicContentSize()
    }
}
