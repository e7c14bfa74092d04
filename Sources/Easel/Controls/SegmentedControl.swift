import Foundation

/// A row of mutually exclusive segments, as `UISegmentedControl` since iOS 13: 32 points tall,
/// a grey rounded track (corner radius 9), segments of equal width, and the selected segment
/// as a white pill inset 2 points (corner radius 7) with a soft shadow and a semibold title.
/// Thin dividers separate unselected neighbours.
///
///     let period = SegmentedControl(items: ["Day", "Week", "Month"])
///     period.selectedSegmentIndex = 1
open class SegmentedControl: Control {
    /// The height of every segmented control since iOS 13.
    public static let height: CGFloat = 32
    /// The track's corner radius.
    public static let cornerRadius: CGFloat = 9
    /// How far the selected pill sits inside the track.
    public static let selectionInset: CGFloat = 2
    /// The selected pill's corner radius.
    public static let selectionCornerRadius: CGFloat = 7
    /// Space on each side of the widest title, per segment.
    public static let titlePadding: CGFloat = 12
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// The segment titles, in order.
    public var items: [String] = [] { didSet { invalidateIntrinsicContentSize() } }
    /// The selected segment, or `SegmentedControl.noSegment`.
    public var selectedSegmentIndex: Int = SegmentedControl.noSegment
    /// The selected pill's colour; nil is iOS's: white in light mode, #636366 in dark mode.
    public var selectedSegmentTintColor: Color?
    /// The pill iOS 13+ draws when `selectedSegmentTintColor` is nil.
    static let defaultSelectedSegmentTint = Color(light: .white, dark: Color(red8: 0x63, green8: 0x63, blue8: 0x66))
    /// The titles' font; selected titles use the semibold cut of it.
    public var font: Font = .systemFont(ofSize: 13) { didSet { invalidateIntrinsicContentSize() } }
    /// The titles' colour.
    public var titleColor: Color = .label

    public convenience init(items: [String]) {
        self.init(frame: .zero)
        self.items = items
        frame.size = intrinsicContentSize
    }

    /// UISegmentedControl's designated initializer: no segments, in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public var numberOfSegments: Int { items.count }

    /// Adds a segment titled `title` at `segment` (clamped to the ends), as UISegmentedControl;
    /// `animated` changes nothing in a render.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        items.insert(title ?? "", at: min(max(0, segment), items.count))
    }

    /// Removes the segment at `segment`, if there is one.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard items.indices.contains(segment) else { return }
        items.remove(at: segment)
        if selectedSegmentIndex >= items.count { selectedSegmentIndex = SegmentedControl.noSegment }
    }

    /// Removes every segment; none is selected.
    public func removeAllSegments() {
        items.removeAll()
        selectedSegmentIndex = SegmentedControl.noSegment
    }

    /// Retitles the segment at `segment`, if there is one.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard items.indices.contains(segment) else { return }
        items[segment] = title ?? ""
    }

    /// The title of the segment at `segment`, nil when there is no such segment.
    public func titleForSegment(at segment: Int) -> String? {
        items.indices.contains(segment) ? items[segment] : nil
    }

    /// Equal segments as wide as the widest title (semibold, as when selected) plus padding.
    open override var intrinsicContentSize: CGSize {
        let widest = items.map { TextLayout($0, font: font.withWeight(.semibold), numberOfLines: 1).size.width }.max() ?? 0
        let segment = pixelGrid.ceil(widest) + 2 * SegmentedControl.titlePadding
        return CGSize(width: CGFloat(items.count) * segment, height: SegmentedControl.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segment at `index`, in bounds coordinates (equal widths across the bounds).
    public func segmentRect(at index: Int) -> CGRect {
        guard !items.isEmpty else { return .zero }
        let width = bounds.width / CGFloat(items.count)
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }

    /// Where the selected pill is drawn, nil when nothing is selected.
    public var selectionRect: CGRect? {
        guard items.indices.contains(selectedSegmentIndex) else { return nil }
        let inset = SegmentedControl.selectionInset
        return pixelGrid.align(segmentRect(at: selectedSegmentIndex).insetBy(dx: inset, dy: inset))
    }

    open override func drawControl(in canvas: Canvas) {
        let grid = pixelGrid
        canvas.fill(Path(roundedRect: bounds, cornerRadius: min(SegmentedControl.cornerRadius, bounds.height / 2)), with: .tertiarySystemFill)
        for index in items.indices.dropFirst() where index != selectedSegmentIndex && index - 1 != selectedSegmentIndex {
            let x = grid.round(segmentRect(at: index).minX - 0.5)
            canvas.fill(CGRect(x: x, y: (bounds.height - 16) / 2, width: 1, height: 16), with: .separator)
        }
        if let pill = selectionRect {
            let radius = SegmentedControl.selectionCornerRadius
            canvas.fillControlShadow(of: pill, cornerRadius: radius, offset: 3, blur: 8, opacity: 0.12)
            canvas.fillControlShadow(of: pill, cornerRadius: radius, offset: 3, blur: 1, opacity: 0.04)
            canvas.fill(Path(roundedRect: pill.insetBy(dx: -0.5, dy: -0.5), cornerRadius: radius + 0.5), with: Color(white: 0, alpha: 0.04))
            canvas.fill(Path(roundedRect: pill, cornerRadius: radius), with: selectedSegmentTintColor ?? Self.defaultSelectedSegmentTint)
        }
        for (index, title) in items.enumerated() {
            let segment = segmentRect(at: index)
            let selected = index == selectedSegmentIndex
            canvas.drawCentredText(title, font: selected ? font.withWeight(.semibold) : font, color: titleColor, at: CGPoint(x: segment.midX, y: segment.midY), grid: grid)
        }
    }

    // UIKit: the control is a container of its segments, each a button ("Selected: Day.
    // Button. 1 of 3."), not an element itself.
    override var defaultIsAccessibilityElement: Bool { false }
    override var defaultAccessibilityElements: [Any]? {
        items.indices.map { index in
            let segment = AccessibilityElement(accessibilityContainer: self)
            segment.isAccessibilityElement = true
            segment.accessibilityLabel = items[index]
            var traits: AccessibilityTraits = .button
            if index == selectedSegmentIndex { traits.insert(.selected) }
            if !isEnabled { traits.insert(.notEnabled) }
            segment.accessibilityTraits = traits
            segment.accessibilityFrameInContainerSpace = segmentRect(at: index)
            return segment
        }
    }

    open override var usesFonts: Bool { true }
}
