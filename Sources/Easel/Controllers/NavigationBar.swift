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
            backButton.isHidden = backTitle == nil
            setNeedsLayout()
        }
    }
    /// Whether the title is drawn large below the bar.
    public var prefersLargeTitle = false { didSet { setNeedsLayout() } }
    /// The controller that shows this bar, whose `prefersLargeTitles` the bar's property of that
    /// name reads and sets.
    weak var navigationController: NavigationController?

    /// The inline bar's height, iPhone in portrait and iPad.
    public static let inlineHeight: CGFloat = 44
    /// What a large title adds below the inline bar.
    public static let largeTitleHeight: CGFloat = 52

    let titleLabel = Label(nil, font: .systemFont(ofSize: 17, weight: .semibold))
    let largeTitleLabel = Label(nil, font: .systemFont(ofSize: 34, weight: .bold))
    let backButton = Button(title: nil)

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


    /// The height below the safe area's top: the inline bar, plus the large title's row.
    public var contentHeight: CGFloat {
        Self.inlineHeight + (prefersLargeTitle ? Self.largeTitleHeight : 0)
    }

    public override func layoutSubviews() {
        let safe = safeAreaInsets
        let bar = CGRect(x: safe.left, y: safe.top, width: bounds.width - safe.horizontal, height: Self.inlineHeight)
        let rtl = isRightToLeft
        backButton.sizeToFit()
        backButton.frame.origin = CGPoint(x: rtl ? bar.maxX - 8 - backButton.frame.width : bar.minX + 8, y: bar.midY - backButton.frame.height / 2)
        titleLabel.isHidden = prefersLargeTitle
        let titleWidth = max(0, bar.width - 2 * (backButton.isHidden ? 16 : backButton.frame.width + 16))
        titleLabel.frame = CGRect(x: bar.midX - titleWidth / 2, y: bar.minY, width: titleWidth, height: bar.height)
        largeTitleLabel.isHidden = !prefersLargeTitle
        largeTitleLabel.textAlignment = rtl ? .right : .left
        largeTitleLabel.frame = CGRect(x: bar.minX + 16, y: bar.maxY, width: max(0, bar.width - 32), height: Self.largeTitleHeight - 11)
    }

    public override func draw(in canvas: Canvas) {
        // A large title sits at the scroll edge, where iOS shows no bar background.
        guard !prefersLargeTitle else { return }
        canvas.fill(bounds, with: BarAppearance.background)
        canvas.fill(CGRect(x: 0, y: bounds.height - 1 / canvas.scale, width: bounds.width, height: 1 / canvas.scale), with: BarAppearance.shadow)
    }
}
