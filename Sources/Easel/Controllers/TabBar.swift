import Foundation

/// The bar a `TabBarController` draws at the bottom: one item per controller, equal widths, the
/// selected one in the tint colour, as iOS draws a compact tab bar (49 points above the home
/// indicator's inset).
public final class TabBar: View {
    /// The items, in order.
    public var items: [TabBarItem] = [] { didSet { rebuild() } }
    /// The selected item's index.
    public var selectedIndex = 0 { didSet { updateColors() } }
    /// The selected item is drawn in the (inherited) `tintColor`.
    public override func tintColorDidChange() {
        updateColors()
    }

    /// The bar's height above the bottom safe area.
    public static let contentHeight: CGFloat = 49

    private var cells: [TabBarCell] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func rebuild() {
        cells.forEach { $0.removeFromSuperview() }
        cells = items.map { TabBarCell(item: $0) }
        cells.forEach(addSubview)
        updateColors()
        setNeedsLayout()
    }

    private func updateColors() {
        for (index, cell) in cells.enumerated() {
            cell.color = index == selectedIndex ? tintColor : BarAppearance.unselected
            cell.isSelectedTab = index == selectedIndex
        }
    }

    public override func layoutSubviews() {
        guard !cells.isEmpty else { return }
        let safe = safeAreaInsets
        let width = (bounds.width - safe.horizontal) / CGFloat(cells.count)
        // Right to left, the first tab is on the right, as UITabBar orders them.
        let rtl = isRightToLeft
        for (index, cell) in cells.enumerated() {
            let slot = rtl ? cells.count - 1 - index : index
            cell.frame = CGRect(x: safe.left + CGFloat(slot) * width, y: 0, width: width, height: Self.contentHeight)
        }
    }

    // UIKit: the bar has the tab bar trait, so VoiceOver reads each tab as "Tab. 1 of 3".
    override var defaultAccessibilityTraits: AccessibilityTraits { .tabBar }

    public override func draw(in canvas: Canvas) {
        canvas.fill(bounds, with: BarAppearance.background)
        canvas.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 1 / canvas.scale), with: BarAppearance.shadow)
    }
}

/// One tab: the icon (25 points, 7 from the top) and a 10-point medium title below.
final class TabBarCell: View {
    let item: TabBarItem
    private let titleLabel: Label
    var color: Color = .systemBlue { didSet { titleLabel.textColor = color } }
    /// Whether this is the bar's selected tab.
    var isSelectedTab = false

    // UIKit: each tab is a button named by its item's title; the bar adds "Tab. n of count".
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { item.title.isEmpty ? nil : item.title }
    override var defaultAccessibilityTraits: AccessibilityTraits { isSelectedTab ? [.button, .selected] : .button }

    init(item: TabBarItem) {
        self.item = item
        titleLabel = Label(item.title, font: .systemFont(ofSize: 10, weight: .medium))
        titleLabel.textAlignment = .center
        super.init(frame: .zero)
        addSubview(titleLabel)
    }

    convenience init() {
        self.init(item: TabBarItem(title: ""))
    }

    required convenience init?(coder: NSCoder) {
        self.init()
    }

    override func layoutSubviews() {
        titleLabel.frame = CGRect(x: 2, y: 35, width: max(0, bounds.width - 4), height: 12)
    }

    override func draw(in canvas: Canvas) {
        let icon = CGRect(x: (bounds.width - 25) / 2, y: 7, width: 25, height: 25)
        if let image = item.image {
            canvas.draw(image, in: icon, tint: color)
        } else {
            canvas.fill(Path(ellipseIn: icon.insetBy(dx: 3, dy: 3)), with: color)
        }
        if let badge = item.badgeValue {
            let text = TextLayout(badge, font: .systemFont(ofSize: 13), color: .white)
            let width = max(18, text.size.width + 10)
            let frame = CGRect(x: icon.midX + 4, y: icon.minY - 4, width: width, height: 18)
            canvas.fill(Path(roundedRect: frame, cornerRadius: 9), with: .systemRed)
            text.draw(in: canvas, at: CGPoint(x: frame.midX - text.size.width / 2, y: frame.midY - text.size.height / 2))
        }
    }

    override var usesFonts: Bool { true }
}
