import Foundation

/// The bar a `NavigationController` draws above its top controller: a back button naming the
/// previous screen, and the title either inline (17-point semibold, centred in a 44-point bar)
/// or large (34-point bold, leading, in 52 more points below), as iOS draws them. It reaches up
/// under the status bar; its content sits in the safe area.
public final class NavigationBar: View {
    /// The title shown.
    public var title: String? { didSet { titleLabel.text = title; largeTitleLabel.text = title; setNeedsLayout() } }
    /// The previous screen's title, shown as the back button; nil on the root screen.
    public var backTitle: String? {
        didSet {
            backButton.titleLabel.text = backTitle.map { "‹ \($0)" }
            // VoiceOver reads the previous screen's title without the chevron, as a back button.
            backButton.accessibilityLabel = backTitle
            setNeedsLayout()
        }
    }
    /// The bar's background colour in place of the system's, as `UINavigationBar.barTintColor`.
    public var barTintColor: Color? { didSet { setNeedsDisplay() } }
    /// Kept for UIKit code; Easel draws the bar's background as iOS draws it over content at rest.
    public var isTranslucent = true
    /// Whether the title is drawn large below the bar.
    public var prefersLargeTitle = false { didSet { setNeedsLayout() } }
    /// Items at the leading edge, first outermost; they replace the back button unless
    /// `leftItemsSupplementBackButton`.
    public var leftItems: [BarButtonItem] = [] { didSet { leftViews = itemViews(leftItems, replacing: leftViews) } }
    /// Items at the trailing edge, first outermost.
    public var rightItems: [BarButtonItem] = [] { didSet { rightViews = itemViews(rightItems, replacing: rightViews) } }
    public var leftItemsSupplementBackButton = false { didSet { setNeedsLayout() } }
    /// Hides the back button even on a pushed screen.
    public var hidesBackButton = false { didSet { setNeedsLayout() } }
    /// A view centred in place of the inline title.
    public var titleView: View? {
        didSet {
            guard titleView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let titleView { addSubview(titleView) }
            setNeedsLayout()
        }
    }
    /// A search bar shown in its own row below the title (a screen's search controller's).
    public var searchBar: SearchBar? {
        didSet {
            guard searchBar !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let searchBar { addSubview(searchBar) }
            setNeedsLayout()
        }
    }
    /// An image drawn as the bar's background in place of its colour, as UIKit's
    /// `setBackgroundImage(_:for:)`: an image with no pixels (`UIImage()`) leaves the bar clear.
    public var backgroundImage: Image? { didSet { setNeedsDisplay() } }
    /// The hairline under the bar, as UIKit's `shadowImage`: shown, as in UIKit, only when
    /// `backgroundImage` is set too; an image with no pixels removes the hairline.
    public var shadowImage: Image? { didSet { setNeedsDisplay() } }
    /// The look at rest when the bar has no scroll-edge appearance (iOS 13's `standardAppearance`).
    public var standardAppearance: NavigationBarAppearance? { didSet { appearanceChanged() } }
    /// The look with the content at its top edge, as a render shows it (`scrollEdgeAppearance`).
    public var scrollEdgeAppearance: NavigationBarAppearance? { didSet { appearanceChanged() } }
    /// The look in a compact-height bar (landscape iPhone); kept, as a render draws the portrait bar.
    public var compactAppearance: NavigationBarAppearance?
    /// UIKit's bar style; `.black` (a dark bar with white titles) is drawn as the default bar and reported.
    public var barStyle = BarStyle.default {
        didSet {
            if barStyle == .black {
                Layer.report(UnsupportedDrawing(source: "UINavigationBar", problem: "barStyle .black is drawn as the default bar; give it a standardAppearance instead"))
            }
        }
    }
    /// UIKit's `UIBarStyle`.
    public enum BarStyle: Int, Sendable {
        case `default`, black
    }
    /// The inline title's colour (nil: the label colour), as `titleTextAttributes`' foreground colour.
    public var titleTextColor: Color? { didSet { applyTitleStyle() } }
    /// The inline title's font (nil: 17-point semibold), as `titleTextAttributes`' font.
    public var titleFont: Font? { didSet { applyTitleStyle() } }
    /// The large title's colour (nil: the label colour), as `largeTitleTextAttributes`' foreground colour.
    public var largeTitleTextColor: Color? { didSet { applyTitleStyle() } }
    /// The large title's font (nil: 34-point bold), as `largeTitleTextAttributes`' font.
    public var largeTitleFont: Font? { didSet { applyTitleStyle() } }
    /// The controller that shows this bar, whose `prefersLargeTitles` the bar's property of that
    /// name reads and sets.
    weak var navigationController: NavigationController?

    /// The inline bar's height, iPhone in portrait and iPad.
    public static let inlineHeight: CGFloat = 44
    /// What a large title adds below the inline bar.
    public static let largeTitleHeight: CGFloat = 52
    /// What a search bar adds below the title.
    public static let searchBarHeight: CGFloat = 52

    static let titleDefaultFont = Font.systemFont(ofSize: 17, weight: .semibold)
    static let largeTitleDefaultFont = Font.systemFont(ofSize: 34, weight: .bold)
    let titleLabel = Label(nil, font: NavigationBar.titleDefaultFont)
    let largeTitleLabel = Label(nil, font: NavigationBar.largeTitleDefaultFont)
    let backButton = Button(title: nil)
    private var leftViews: [View] = []
    private var rightViews: [View] = []

    /// The space between the bar's edge and its outermost items, and between items.
    static let edgeMargin: CGFloat = 16
    static let itemSpacing: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    private func setUpContent() {
        backButton.isHidden = true
        backButton.accessibilityTraits = [.button, .backButton]
        titleLabel.textAlignment = .center
        // VoiceOver reads the navigation title as a heading, as on iOS.
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
        addSubview(titleLabel)
        addSubview(largeTitleLabel)
        addSubview(backButton)
    }


    /// The height below the safe area's top: the inline bar, plus the large title's row and
    /// the search bar's.
    public var contentHeight: CGFloat {
        Self.inlineHeight + (prefersLargeTitle ? Self.largeTitleHeight : 0) + (searchBar == nil ? 0 : Self.searchBarHeight)
    }

    /// The appearance drawn: the scroll-edge one, else the standard one.
    var appearance: NavigationBarAppearance? { scrollEdgeAppearance ?? standardAppearance }

    private func applyTitleStyle() {
        titleLabel.textColor = appearance?.titleTextColor ?? titleTextColor ?? .label
        titleLabel.font = appearance?.titleFont ?? titleFont ?? Self.titleDefaultFont
        largeTitleLabel.textColor = appearance?.largeTitleTextColor ?? largeTitleTextColor ?? .label
        largeTitleLabel.font = appearance?.largeTitleFont ?? largeTitleFont ?? Self.largeTitleDefaultFont
        setNeedsLayout()
    }

    private func appearanceChanged() {
        applyTitleStyle()
        setNeedsDisplay()
    }

    public override func layoutSubviews() {
        let safe = safeAreaInsets
        let bar = CGRect(x: safe.left, y: safe.top, width: bounds.width - safe.horizontal, height: Self.inlineHeight)
        let rtl = isRightToLeft
        // Positions are worked out leading to trailing, then mirrored for right-to-left.
        func place(_ view: View, x: CGFloat) {
            var frame = CGRect(x: x, y: bar.midY - view.frame.height / 2, width: view.frame.width, height: view.frame.height)
            if rtl { frame.origin.x = bar.minX + bar.maxX - frame.maxX }
            view.frame = pixelGrid.align(frame)
        }
        backButton.isHidden = backTitle == nil || hidesBackButton || (!leftViews.isEmpty && !leftItemsSupplementBackButton)
        var leading = bar.minX
        backButton.sizeToFit()
        place(backButton, x: bar.minX + 8)
        if !backButton.isHidden { leading = bar.minX + 8 + backButton.frame.width }
        var x = backButton.isHidden ? bar.minX + Self.edgeMargin : leading + Self.itemSpacing
        for view in leftViews {
            size(view)
            place(view, x: x)
            leading = x + view.frame.width
            x += view.frame.width + Self.itemSpacing
        }
        var trailing = bar.maxX
        x = bar.maxX - Self.edgeMargin
        for view in rightViews {
            size(view)
            x -= view.frame.width
            place(view, x: x)
            trailing = x
            x -= Self.itemSpacing
        }
        // The title is centred in the bar, as wide as the items on both sides leave it.
        let inset = max(Self.edgeMargin, leading - bar.minX + Self.itemSpacing, bar.maxX - trailing + Self.itemSpacing)
        let titleWidth = max(0, bar.width - 2 * inset)
        titleLabel.isHidden = prefersLargeTitle || titleView != nil
        titleLabel.frame = CGRect(x: bar.midX - titleWidth / 2, y: bar.minY, width: titleWidth, height: bar.height)
        if let titleView {
            var fitted = titleView.frame.size == .zero ? titleView.systemLayoutSizeFitting(.zero) : titleView.frame.size
            fitted = CGSize(width: min(fitted.width, titleWidth), height: min(fitted.height, bar.height))
            titleView.frame = pixelGrid.align(CGRect(x: bar.midX - fitted.width / 2, y: bar.midY - fitted.height / 2, width: fitted.width, height: fitted.height))
        }
        largeTitleLabel.isHidden = !prefersLargeTitle
        largeTitleLabel.textAlignment = rtl ? .right : .left
        largeTitleLabel.frame = CGRect(x: bar.minX + 16, y: bar.maxY, width: max(0, bar.width - 32), height: Self.largeTitleHeight - 11)
        // The search row: the field lines up with the large title's 16-point margin.
        searchBar?.frame = pixelGrid.align(CGRect(x: bar.minX + Self.edgeMargin - SearchBar.fieldInset, y: bar.maxY + (prefersLargeTitle ? Self.largeTitleHeight : 0),
                                                  width: max(0, bar.width - 2 * (Self.edgeMargin - SearchBar.fieldInset)), height: Self.searchBarHeight))
    }

    /// Gives an item's view its size: a button its fitting size, a custom view its own frame
    /// (or its fitting size when it has none), a fixed space its width.
    private func size(_ view: View) {
        if view is Button {
            view.sizeToFit()
        } else if view.frame.size == .zero {
            view.frame.size = view.systemLayoutSizeFitting(.zero)
        }
    }

    /// Views for `items`, in the bar in place of `old`: a tinted button per item, a custom
    /// item's own view, an empty view for a fixed space; flexible spaces take no room.
    private func itemViews(_ items: [BarButtonItem], replacing old: [View]) -> [View] {
        old.forEach { $0.removeFromSuperview() }
        let views: [View] = items.compactMap { item in
            item.onChange = { [weak self] in self?.itemsChanged() }
            if let custom = item.customView { return custom }
            if item.systemItem == .flexibleSpace { return nil }
            if item.systemItem == .fixedSpace { return View(frame: CGRect(x: 0, y: 0, width: item.width, height: 1)) }
            return Self.button(for: item)
        }
        views.forEach(addSubview)
        setNeedsLayout()
        return views
    }

    private func itemsChanged() {
        leftViews = itemViews(leftItems, replacing: leftViews)
        rightViews = itemViews(rightItems, replacing: rightViews)
    }

    /// A bar button: the image when there is one (a symbol at the body size), else the title in
    /// 17-point type, semibold for `.done`.
    private static func button(for item: BarButtonItem) -> Button {
        let button = Button(title: item.image == nil ? item.title : nil)
        button.titleLabel.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        button.image = item.image?.withConfiguration(Image.SymbolConfiguration(pointSize: 17, scale: .large))
        button.tintColor = item.tintColor
        button.isEnabled = item.isEnabled
        button.accessibilityLabel = item.accessibilityLabel ?? (item.image != nil ? item.title : nil)
        button.onTap = { [weak item] in item?.performTap() }
        return button
    }

    public override func draw(in canvas: Canvas) {
        // A large title sits at the scroll edge, where iOS shows no bar background.
        if let appearance {
            // An appearance draws at the scroll edge too, large title or not, as iOS 15 does.
            if let color = appearance.backgroundColor { canvas.fill(bounds, with: color) }
            if let image = appearance.backgroundImage, image.pixelWidth > 0 { canvas.draw(image, in: bounds) }
            let hairline = 1 / canvas.scale
            if let image = appearance.shadowImage, image.pixelWidth > 0 {
                canvas.draw(image, in: CGRect(x: 0, y: bounds.height - image.size.height, width: bounds.width, height: image.size.height))
            } else if let color = appearance.shadowColor, color.alpha > 0 {
                canvas.fill(CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline), with: color)
            }
            return
        }
        guard !prefersLargeTitle else { return }
        guard let backgroundImage else {
            canvas.fill(bounds, with: barTintColor ?? BarAppearance.background)
            canvas.fill(CGRect(x: 0, y: bounds.height - 1 / canvas.scale, width: bounds.width, height: 1 / canvas.scale), with: BarAppearance.shadow)
            return
        }
        if backgroundImage.pixelWidth > 0 { canvas.draw(backgroundImage, in: bounds) }
        guard let shadowImage else {
            canvas.fill(CGRect(x: 0, y: bounds.height - 1 / canvas.scale, width: bounds.width, height: 1 / canvas.scale), with: BarAppearance.shadow)
            return
        }
        // A custom shadow image is stretched across the bar's bottom edge at its own height.
        if shadowImage.pixelWidth > 0 {
            canvas.draw(shadowImage, in: CGRect(x: 0, y: bounds.height - shadowImage.size.height, width: bounds.width, height: shadowImage.size.height))
        }
    }
}
