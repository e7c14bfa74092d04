import EaselUIKit
import Foundation
import Testing

/// Every name in the "covered" rows of the UIKit table (the article "Moving UIKit code to Easel"),
/// used as UIKit code uses it: if one stops compiling, this target does not build.
/// `coveredNamesAreUsedHere` keeps the table and this file in step.
@Suite struct CoveredAPITests {
    final class Target {
        var calls: [String] = []
        func tapped() { calls.append("tapped") }
        func changed(_ sender: UISwitch) { calls.append("changed \(sender.isOn)") }
        func recognized(_ recognizer: UITapGestureRecognizer) { calls.append("recognized") }
    }

    @Test func views() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let other = UIView()
        view.addSubview(child)
        view.insertSubview(other, at: 0)
        view.insertSubview(UIView(), belowSubview: child)
        view.bringSubviewToFront(other)
        #expect(view.subviews.last === other)
        other.removeFromSuperview()
        view.backgroundColor = .systemBackground
        view.alpha = 0.9
        view.isHidden = false
        view.clipsToBounds = true
        view.tag = 7
        view.accessibilityIdentifier = "root"
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutSubviews()
        _ = view.sizeThatFits(CGSize(width: 10, height: 10))
        child.sizeToFit()
        _ = view.safeAreaInsets
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        view.transform = CGAffineTransform(scaleX: 1, y: 1)
        view.tintColor = .systemPink
        view.isUserInteractionEnabled = true
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        #expect(child.convert(CGPoint.zero, to: view) == CGPoint(x: 10, y: 10))
        #expect(view.viewWithTag(7) === view)

        view.layer.cornerRadius = 12
        view.layer.cornerCurve = .continuous
        view.layer.masksToBounds = true
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.separator.cgColor
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.2
        view.layer.shadowOffset = CGSize(width: 0, height: 2)
        view.layer.shadowRadius = 4

        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        var finished = false
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: { view.alpha = 1 }, completion: { finished = $0 })
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [], animations: { child.alpha = 0 })
        #expect(finished && view.alpha == 1 && child.alpha == 0)
    }

    @Test func labelsAndText() {
        let label = UILabel()
        label.text = "Hello"
        label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        label.textColor = .label
        label.textAlignment = .center
        label.numberOfLines = 0
        label.lineBreakMode = .byTruncatingTail
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.adjustsFontForContentSizeCategory = true
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .right
        let text = NSMutableAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red, .kern: 1.5, .paragraphStyle: paragraph])
        text.append(NSAttributedString(string: " gone", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .underlineStyle: NSUnderlineStyle.single.rawValue]))
        label.attributedText = text
        let long = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        long.text = "A headline far too wide for its label"
        long.font = .systemFont(ofSize: 20)
        long.adjustsFontSizeToFitWidth = true
        long.minimumScaleFactor = 0.25
        let full = long.textLayout(width: nil, lines: 1)?.size.width ?? 0
        let shown = long.displayedLayout?.size.width ?? 0
        #expect(full > 100 && shown <= 100 && shown > 90, "full \(full), shown \(shown)")
        #expect(label.attributedText?.string == "Bold gone")
        #expect(label.text == "Bold gone")
        #expect(label.lineSpacing == 4 && label.textAlignment == .right)
    }

    @Test func buttonsAndControls() {
        let target = Target()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        button.setTitleColor(.white, for: .normal)
        button.setImage(UIImage(named: "objc-logo"), for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 15)
        _ = button.imageView?.image
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.addTarget(target, action: EaselSelector("tapped", Target.tapped), for: .touchUpInside)
        button.isHighlighted = true
        #expect(button.currentTitle == "Going")
        button.isHighlighted = false
        button.isEnabled = true
        button.sendActions(for: .touchUpInside)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        var fired = 0
        let configured = UIButton(configuration: configuration, primaryAction: UIAction { _ in fired += 1 })
        configured.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        configured.tap(at: CGPoint(x: 50, y: 22))
        #expect(fired == 1)

        let toggle = UISwitch()
        let control: UIControl = toggle
        control.addTarget(target, action: EaselSelector("changed(_:)", Target.changed(_:)), for: UIControl.Event.valueChanged)
        toggle.addAction(UIAction(title: "log") { _ in fired += 1 }, for: .valueChanged)
        toggle.frame.size = CGSize(width: 51, height: 31)
        toggle.tap(at: CGPoint(x: 25, y: 15))
        #expect(target.calls == ["tapped", "changed true"])
        #expect(fired == 2)

        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let recognizer = UITapGestureRecognizer(target: target, action: EaselSelector("recognized(_:)", Target.recognized(_:)))
        card.addGestureRecognizer(recognizer)
        #expect(card.gestureRecognizers?.count == 1)
        card.tap(at: CGPoint(x: 10, y: 10))
        #expect(target.calls.last == "recognized")

        let segments = UISegmentedControl(items: ["A", "B"])
        segments.selectedSegmentIndex = 1
        let slider = UISlider()
        let value: Float = 0.25
        slider.value = value
        let stepper = UIStepper()
        stepper.value = 2
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = value
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        let pages = UIPageControl()
        pages.numberOfPages = 3
        _ = UITextView()
        #expect(slider.value == 0.25 && progress.progress == 0.25)
    }

    @Test func imagesColoursAndFonts() {
        let image = UIImage(named: "objc-logo")
        let imageView = UIImageView(image: image?.withRenderingMode(.alwaysTemplate))
        imageView.contentMode = .scaleAspectFit
        let literal = #imageLiteral(resourceName: "objc-logo")
        #expect(literal.size == image?.size)
        let gear = UIImage(systemName: "gearshape", withConfiguration: UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold))
        #expect(gear != nil && UIImage(systemName: "no.such.symbol") == nil)
        let fromBundle = UIImage(named: "objc-logo", in: nil, compatibleWith: UITraitCollection(displayScale: 3))
        #expect(fromBundle?.size == image?.size)

        let colors: [UIColor] = [
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), UIColor(white: 0.5, alpha: 1),
            UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), .systemBlue,
            UIColor.red.withAlphaComponent(0.5), #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1),
            UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white },
        ]
        #expect(colors[2] == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(colors[5] == .blue)

        let fonts: [UIFont?] = [
            .systemFont(ofSize: 12, weight: .bold), .boldSystemFont(ofSize: 12), .monospacedSystemFont(ofSize: 12, weight: .regular),
            UIFont(name: "Inter", size: 12), .preferredFont(forTextStyle: .headline), UIFont.systemFont(ofSize: 10).withSize(20),
            UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17)),
        ]
        #expect(fonts[5]?.pointSize == 20)
    }

    @Test func stacksInsetsAndText() {
        let stack = UIStackView(arrangedSubviews: [UILabel(), UIView()])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .center
        stack.distribution = .fillEqually
        stack.addArrangedSubview(UIButton())
        stack.setCustomSpacing(16, after: stack.arrangedSubviews[0])
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(stack.arrangedSubviews.count == 3)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: insets) == CGRect(x: 2, y: 1, width: 4, height: 6))
        _ = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)

        let field = UITextField()
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = false
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.returnKeyType = .next
        field.textContentType = .username
    }

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource {
        var selected: IndexPath?
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.detailTextLabel?.text = "detail"
            cell.accessoryType = .disclosureIndicator
            cell.accessoryView = nil
            cell.contentView.backgroundColor = .clear
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected = indexPath }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.contentView.backgroundColor = .systemTeal
            return cell
        }
    }

    @Test func listsAndScrolling() throws {
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 1")
        let row = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        table.tap(at: CGPoint(x: row.frame.midX, y: row.frame.midY))
        #expect(source.selected == IndexPath(row: 1, section: 0))
        // Self-sizing rows: the default cells keep their 44-point rows; the estimate never shows.
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 44)

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = source
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) is UICollectionViewCell)

        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.contentInset = .zero
        scroll.contentOffset = CGPoint(x: 0, y: 10)
    }

    final class ScreenController: UIViewController {
        var loaded = false
        override func viewDidLoad() {
            super.viewDidLoad()
            loaded = true
            title = "Home"
            view.backgroundColor = .systemBackground
        }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
        override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    }

    @Test func controllersAndScreens() {
        let controller = ScreenController()
        let navigation = UINavigationController(rootViewController: controller)
        #expect(navigation.topViewController === controller)
        controller.addChild(UIViewController())
        _ = controller.view
        #expect(controller.loaded)

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.keyWindow = window
        #expect(controller.view.window === window)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        let traits: UITraitCollection = UIScreen.main.traitCollection
        #expect(traits.displayScale == 3)
        #expect(UIApplication.shared.keyWindow === window)
    }

    /// The table's covered names are all used in this file.
    @Test func surfaceBeyondViews() throws {
        // Colours, from code and from an asset catalog (none here: nil).
        let named: [UIColor] = [.orange, .yellow, .purple, .magenta, .brown, .cyan, .darkText, .lightText]
        #expect(named.count == 8)
        #expect(UIColor(named: "NotInAnyCatalog") == nil)
        #expect(UIColor(named: "NotInAnyCatalog", in: nil, compatibleWith: nil) == nil)

        // Drawing.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 2, height: 2)).stroke()
            let corner = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 4), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 2, height: 2))
            corner.addArc(withCenter: CGPoint(x: 2, y: 2), radius: 1, startAngle: 0, endAngle: .pi, clockwise: false)
            #expect(UIGraphicsGetCurrentContext() != nil)
        }
        #expect(image.pixelWidth == 12)
        let canvasView = UIView()
        canvasView.setNeedsDisplay()
        let highlighted = UIImageView()
        highlighted.isHighlighted = true
        _ = \UIImageView.highlightedImage

        // Gestures.
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        let stage: UIGestureRecognizer.State = tap.state
        #expect(stage == .possible && tap.location(in: nil) == .zero)
        final class Always: UIGestureRecognizerDelegate {}
        #expect(Always().gestureRecognizerShouldBegin(tap))
        _ = [UIPanGestureRecognizer(), UISwipeGestureRecognizer(), UILongPressGestureRecognizer(), UIPinchGestureRecognizer(), UIRotationGestureRecognizer(), UIScreenEdgePanGestureRecognizer()]

        // Tables and collections.
        final class Rows: UITableViewDataSource, UITableViewDelegate, UIScrollViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        final class Items: UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
        }
        _ = Items()
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.dataSource = rows
        table.delegate = rows
        table.allowsSelection = true
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.deleteRows(at: [], with: .none)
        table.reloadRows(at: [], with: .automatic)
        table.insertSections(IndexSet(), with: .fade)
        table.endUpdates()
        table.performBatchUpdates(nil)
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == IndexPath(row: 0, section: 0))

        // The device, haptics, URLs, transitions and orientations.
        #expect(UIDevice.current.userInterfaceIdiom == .phone || UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.orientation != .unknown && !UIDevice.current.systemVersion.isEmpty)
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        UISelectionFeedbackGenerator().selectionChanged()
        let url = try #require(URL(string: "https://example.com"))
        #expect(!UIApplication.shared.canOpenURL(url))
        UIApplication.shared.open(url)
        final class Fade: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
        }
        _ = (Fade(), UIPercentDrivenInteractiveTransition())
        let orientations: UIInterfaceOrientationMask = .portrait
        let bar: UIStatusBarStyle = .lightContent
        let modal: UIModalPresentationStyle = .fullScreen
        #expect(orientations == .portrait && bar == .lightContent && modal == .fullScreen)

        // The visual format language.
        let box = UIView()
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(box)
        let options: NSLayoutConstraint.FormatOptions = [.alignAllTop]
        holder.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[box]-10-|", options: options, metrics: nil, views: ["box": box]))
        holder.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[box(20)]", options: [], metrics: nil, views: ["box": box]))
        holder.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 0, width: 80, height: 20))
    }

    final class Greeting: UIView {
        let message: String

        init(viewModel message: String) {
            self.message = message
            super.init(frame: .zero)
        }

        convenience init() {
            self.init(viewModel: "Hello")
        }

        required init?(coder: NSCoder) {
            message = ""
            super.init(coder: coder)
        }

        override var canBecomeFirstResponder: Bool { true }
    }

    final class Home: UIViewController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    @Test func classModel() {
        let greeting = Greeting()
        #expect(greeting.message == "Hello")
        #expect(greeting.isKind(of: UIView.self))
        #expect((greeting as NSObject) is UIResponder)
        let root = UIView()
        root.addSubview(greeting)
        #expect(greeting.next === root)
        #expect(greeting.becomeFirstResponder())
        #expect(greeting.isFirstResponder)
        #expect(greeting.resignFirstResponder())
        #expect(Home().view != nil)

        let label = UILabel()
        label.font = UIFont(name: "Inter", size: 13)
        label.textColor = nil
        let textField = UITextField()
        textField.font = nil
        root.layer.borderColor = UIColor.red.cgColor
        root.layer.shadowColor = nil
        #expect(label.font.pointSize == 13)
        #expect(textField.font?.pointSize == 17)
    }

    final class TagLabel: UILabel {
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).insetBy(dx: -4, dy: 0)
        }

        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.insetBy(dx: 4, dy: 0))
        }
    }

    struct TitleConfiguration: UIContentConfiguration {
        var title = ""
        func makeContentView() -> UIView & UIContentView { TitleView(configuration: self) }
        func updated(for state: UIConfigurationState) -> TitleConfiguration { self }
    }

    final class TitleView: UIView, UIContentView {
        var configuration: UIContentConfiguration
        init(configuration: UIContentConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A subclass's own `cornerRadius` (Easel's shortcut gives way to it).
    final class Tile: UIView {
        var cornerRadius: CGFloat = 4 { didSet { layer.cornerRadius = cornerRadius } }
        var borderWidth: CGFloat = 0
    }

    @Test func labelsButtonsCellsAndSearch() {
        let label = TagLabel()
        label.text = "New"
        label.isEnabled = false
        label.highlightedTextColor = .white
        #expect(label.intrinsicContentSize.width > 8)
        let tile = Tile()
        tile.cornerRadius = 8
        tile.borderWidth = 1
        let plain = UIView()
        plain.borderColor = .separator
        plain.maskedCorners = .all
        #expect(tile.layer.cornerRadius == 8 && plain.layer.borderColor == .separator)

        let button = UIButton(type: .system)
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .center
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        button.imageEdgeInsets = .zero

        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content: UIListContentConfiguration = cell.defaultContentConfiguration()
        content.text = "Storage"
        content.secondaryText = "64 GB"
        content.textProperties.color = .label
        content.secondaryTextProperties.font = .systemFont(ofSize: 15)
        content.imageProperties.tintColor = .systemBlue
        content.prefersSideBySideTextAndSecondaryText = true
        cell.contentConfiguration = content
        let custom = UICollectionViewCell()
        custom.contentConfiguration = TitleConfiguration(title: "Hi")
        #expect(custom.contentView.subviews.first is UIContentView)

        let empty = UIImage()
        let missing = UIImage(resource: ImageResource(name: "no-such-image", bundle: .main))
        let clear = UIColor(resource: ColorResource(name: "NoSuchColor", bundle: .main))
        #expect(empty.size == .zero && missing.size == .zero && clear.alpha == 0)
    }

    @Test func compositionalLayoutsAndDiffableSources() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.orthogonalScrollingBehavior = .none
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two"])
        source.apply(snapshot, animatingDifferences: true)
        let table = UITableView()
        let rows = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, text in
            let cell = UITableViewCell()
            cell.textLabel?.text = text
            return cell
        }
        rows.apply(snapshot)
        #expect(source.snapshot().numberOfItems == 2 && rows.snapshot().numberOfItems == 2)
        #expect(grid.bounds.width == 320)
    }

    @Test func accessibility() throws {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.frame = CGRect(x: 16, y: 16, width: 100, height: 44)
        save.accessibilityHint = "Saves the draft"
        save.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Discard") { _ in true }]
        let title = UILabel()
        title.text = "Draft"
        title.frame = CGRect(x: 16, y: 80, width: 200, height: 21)
        title.accessibilityTraits = [.staticText, .header]
        let chart = UIView(frame: CGRect(x: 0, y: 120, width: 320, height: 80))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.isAccessibilityElement = true
        bar.accessibilityLabel = "March"
        bar.accessibilityValue = "12"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 20, height: 80)
        chart.accessibilityElements = [bar]
        chart.shouldGroupAccessibilityChildren = true
        chart.accessibilityContainerType = UIAccessibilityContainerType.semanticGroup
        let hidden = UIView()
        hidden.accessibilityElementsHidden = true
        hidden.accessibilityViewIsModal = false
        for view in [save, title, chart, hidden] { screen.addSubview(view) }
        #expect(save.isAccessibilityElement && save.accessibilityLabel == "Save" && save.accessibilityValue == nil)
        #expect(save.accessibilityTraits == UIAccessibilityTraits.button)
        #expect(save.accessibilityFrame == CGRect(x: 16, y: 16, width: 100, height: 44))
        #expect(save.accessibilityActivationPoint == CGPoint(x: 66, y: 38))
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        screen.layoutIfNeeded()
        #expect(screen.accessibilityItems().map(\.description) == ["Save. Button.", "Draft. Heading.", "March: 12"])
    }

    @Test func notificationsAndEditing() {
        final class Form: UIView {
            var shown = 0
            func keyboardWillShow(_ note: Notification) { shown += 1 }
        }
        let form = Form()
        NotificationCenter.default.addObserver(form, selector: EaselSelector("keyboardWillShow(_:)", Form.keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(form.shown == 1)
        #expect(form.endEditing(true))
    }

    final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            (layer as? CAShapeLayer)?.path = UIBezierPath(ovalIn: bounds).cgPath
        }
    }

    final class DotLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fillEllipse(in: bounds)
        }
    }

    final class CrossView: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.saveGState()
            context.translateBy(x: rect.midX, y: rect.midY)
            context.rotate(by: .pi / 4)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.setLineDash(phase: 0, lengths: [])
            context.setShadow(offset: CGSize(width: 0, height: 1), blur: 2, color: UIColor.black.cgColor)
            context.move(to: CGPoint(x: -5, y: 0))
            context.addQuadCurve(to: CGPoint(x: 5, y: 0), control: CGPoint(x: 0, y: -2))
            context.strokePath()
            context.restoreGState()
            context.addRect(rect.insetBy(dx: 2, dy: 2))
            context.fillPath()
            context.fillEllipse(in: rect)
            context.clip(to: rect)
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: [0, 1])!
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: rect.maxX, y: 0), options: [])
        }
    }

    @Test func layersAndCoreGraphics() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let base = CALayer()
        base.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        base.position = CGPoint(x: 10, y: 10)
        base.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        base.zPosition = 1
        base.opacity = 0.8
        view.layer.isHidden = false
        base.backgroundColor = UIColor.red.cgColor
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        view.layer.backgroundColor = UIColor.white.cgColor
        view.layer.transform = CATransform3DMakeScale(1, 1, 1)
        #expect(CATransform3DIsIdentity(base.transform) && base.transform == CATransform3DIdentity)
        view.layer.addSublayer(base)
        let other = CALayer()
        view.layer.insertSublayer(other, at: 0)
        view.layer.insertSublayer(CALayer(), below: other)
        view.layer.insertSublayer(CALayer(), above: base)
        other.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 3 && base.superlayer === view.layer)
        view.layer.mask = nil
        let dot = DotLayer()
        dot.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        #expect(view.layer.frame == view.frame)
        dot.setNeedsDisplay()
        #expect(dot.needsDisplay())
        view.layer.addSublayer(dot)

        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).reversing().cgPath
        shape.fillColor = UIColor.clear.cgColor
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 2
        shape.lineCap = .round
        shape.lineJoin = .round
        shape.lineDashPattern = [4, 2]
        shape.strokeStart = 0.1
        shape.strokeEnd = 0.9
        shape.fillRule = .evenOdd
        view.layer.addSublayer(shape)

        let gradient = CAGradientLayer()
        gradient.type = .axial
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        view.layer.addSublayer(gradient)

        let text = CATextLayer()
        text.string = "Hi"
        text.fontSize = 12
        text.foregroundColor = UIColor.black.cgColor
        text.alignmentMode = .center
        view.layer.addSublayer(text)

        let ring = RingView(frame: CGRect(x: 30, y: 30, width: 20, height: 20))
        view.addSubview(ring)
        view.addSubview(CrossView(frame: CGRect(x: 0, y: 40, width: 20, height: 20)))
        _ = try view.render(scale: 1)
        #expect((ring.layer as? CAShapeLayer)?.path != nil)

        let fade = CABasicAnimation(keyPath: "strokeEnd")
        fade.toValue = 0.5
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        shape.add(fade, forKey: "fade")
        let keys = CAKeyframeAnimation(keyPath: "opacity")
        keys.values = [0, 1]
        shape.add(keys, forKey: nil)
        #expect(shape.strokeEnd == 0.5)

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        if let context = UIGraphicsGetCurrentContext() { dot.draw(in: context) }
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.pixelWidth == 2)
        UIGraphicsEndImageContext()
        #expect(UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 10, height: 10), UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)) == CGRect(x: 1, y: 1, width: 8, height: 8))
        #expect(CGAffineTransformMakeScale(2, 2) == CGAffineTransform(scaleX: 2, y: 2))
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let copy: CGPath = path
        #expect(!copy.isEmpty)
    }

    class PulseLayer: CALayer {
        var level: CGFloat = 0
        override init() { super.init() }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override class func needsDisplay(forKey key: String) -> Bool { key == "level" || super.needsDisplay(forKey: key) }
    }

    class PulseView: UIView {
        override class var layerClass: AnyClass { PulseLayer.self }
    }

    @Test func pathsReplicatorsAndLayerClasses() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        path.addRoundedRect(in: CGRect(x: 0, y: 20, width: 20, height: 10), cornerWidth: 3, cornerHeight: 3)
        path.closeSubpath()
        path.addPath(CGPath(rect: CGRect(x: 0, y: 40, width: 5, height: 5), transform: nil))
        let frozen = path.copy()
        let grown = frozen?.mutableCopy()
        grown?.addEllipse(in: CGRect(x: 0, y: 50, width: 10, height: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 45))
        #expect(grown?.boundingBox.maxY == 60 && path.contains(CGPoint(x: 2, y: 42)))
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let card = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2, transform: nil)
        let bezier = UIBezierPath(cgPath: oval)
        #expect(bezier.cgPath == oval && card != oval)

        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        replicator.instanceColor = UIColor.white.cgColor
        replicator.instanceAlphaOffset = -0.2
        replicator.instanceRedOffset = -0.1
        replicator.instanceDelay = 0.1
        replicator.preservesDepth = false
        let view = PulseView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(view.layer is PulseLayer && PulseLayer.needsDisplay(forKey: "level"))
        view.layer.addSublayer(replicator)
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 10, y: 10) && view.frame.origin == CGPoint(x: 10, y: 10))
    }

    @Test func coveredNamesAreUsedHere() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(contentsOf: root.appendingPathComponent("Sources/Easel/Easel.docc/MovingUIKitCodeToEasel.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let names = CoveredNames(table: article).names
        #expect(names.count > 100)
        let missing = names.filter { !source.contains($0.usedForm) }
        #expect(missing.isEmpty, "MovingUIKitCodeToEasel.md names covered API that CoveredAPITests.swift does not use: \(missing.map(\.name))")
    }
}

/// The names in backticks in the UIKit table's rows marked `covered`.
struct CoveredNames {
    struct Name {
        let name: String
        /// What code that uses the name contains: the text before `(` and after the last `.`
        /// (`UIView.animate(withDuration:animations:)` → `animate(withDuration:`).
        var usedForm: String {
            var text = name.replacingOccurrences(of: "?", with: "")
            if let open = text.firstIndex(of: "(") {
                let head = text[..<open], arguments = text[text.index(after: open)...]
                let base = head.split(separator: ".").last.map(String.init) ?? String(head)
                let firstLabel = arguments.split(separator: ":").first.map(String.init) ?? ""
                text = firstLabel.isEmpty || firstLabel == ")" || firstLabel == "_" ? base + "(" : base + "(" + firstLabel + ":"
                if base == "init" { text = "(" + firstLabel + ":" }
            }
            if text.hasPrefix(".") { return text }
            return text.split(separator: " ").first.map(String.init) ?? text
        }
    }

    let names: [Name]

    init(table: String) {
        var names: [Name] = []
        for line in table.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, cells[2] == "covered" else { continue }
            let parts = cells[1].split(separator: "`", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() where index % 2 == 1 {
                names.append(Name(name: String(part)))
            }
        }
        self.names = names
    }
}

extension CoveredAPITests {
    @Test func anchorsAndSnapKit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let badge = UILabel()
        badge.text = "New"
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.setContentHuggingPriority(.required, for: .horizontal)
        badge.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        root.addSubview(card)
        root.addSubview(badge)
        let width = card.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5)
        width.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 10),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.heightAnchor.constraint(equalToConstant: 80),
            width,
            badge.firstBaselineAnchor.constraint(equalTo: card.bottomAnchor, constant: 30),
            badge.leadingAnchor.constraint(lessThanOrEqualTo: card.leadingAnchor, constant: 0),
        ])
        let bottom = badge.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        bottom.isActive = false
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 80, y: 20, width: 140, height: 80))

        let pill = UIView()
        root.addSubview(pill)
        pill.snp.makeConstraints { make in
            make.top.equalTo(card.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(card).multipliedBy(0.5)
        }
        let dot = UIView()
        root.addSubview(dot)
        dot.snp.makeConstraints { make in
            make.size.equalTo(10)
            make.centerX.equalToSuperview()
            make.top.equalTo(pill).offset(4)
        }
        root.layoutIfNeeded()
        #expect(pill.frame == CGRect(x: 16, y: 108, width: 268, height: 40))
        #expect(dot.frame == CGRect(x: 145, y: 112, width: 10, height: 10))
    }

    final class Shelf: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
            UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            (collectionViewLayout as? ShelfLayout)?.itemSize ?? .zero
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 8 }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 0 }
    }

    final class ShelfLayout: UICollectionViewFlowLayout {
        override func prepare() {
            super.prepare()
            itemSize = CGSize(width: 100, height: collectionView?.bounds.height ?? 0)
        }
    }

    @Test func controlStatesAndFlowLayoutObjects() throws {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saved", for: [.selected])
        button.isSelected = true
        let state: UIControl.State = button.state
        #expect(state == .selected && button.currentTitle == "Saved" && button.buttonType == .system)

        let shelf = Shelf()
        let layout = ShelfLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = .zero
        #expect(UICollectionViewFlowLayout.automaticSize.width == .greatestFiniteMagnitude)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 150), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = shelf
        collection.delegate = shelf
        collection.setCollectionViewLayout(layout, animated: false)
        collection.collectionViewLayout.invalidateLayout()
        collection.layoutIfNeeded()
        // One row (150 high, 150-point items): columns 100 wide, 8 apart, after a 20-point inset.
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 128, y: 0, width: 100, height: 150))
        #expect(collection.contentSize == CGSize(width: 20 + 300 + 16 + 20, height: 150))
    }

    final class Pages: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { nil }
    }

    @Test func barsPagesMenusAndPickers() throws {
        let screen = UIViewController()
        screen.title = "Feed"
        let navigation = UINavigationController(rootViewController: screen)
        let item: UINavigationItem = screen.navigationItem
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        item.leftBarButtonItems = [UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)]
        item.rightBarButtonItems = [UIBarButtonItem(image: UIImage(systemName: "bell"), style: .plain, target: nil, action: nil),
                                    UIBarButtonItem(customView: UISwitch())]
        item.titleView = UILabel()
        item.leftItemsSupplementBackButton = true
        item.hidesBackButton = false
        item.backButtonTitle = "Feed"
        _ = try navigation.render(on: .iPhone15)

        let pages = Pages(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = pages
        pages.setViewControllers([UIViewController()], direction: .forward, animated: false)
        #expect(pages.viewControllers?.count == 1)

        let delete = UIAction(title: "Delete", image: nil, attributes: .destructive, state: .off) { _ in }
        let menu: UIMenu = UIMenu(title: "", children: [delete])
        let element: UIMenuElement = menu
        let button = UIButton()
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        final class Press: NSObject, UIContextMenuInteractionDelegate {
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
            }
        }
        let press = Press()
        button.addInteraction(UIContextMenuInteraction(delegate: press))
        #expect(button.interactions.count == 1 && element.title.isEmpty)

        let picker = UIDatePicker()
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .compact
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        #expect(blur.effect != nil && picker.datePickerStyle == .compact)

        let boxed = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(boxed.cgRectValue.width == 3)
        button.setBackgroundImage(UIImage(systemName: "circle"), for: .normal)
        #expect(button.currentBackgroundImage != nil)
    }
}

extension CoveredAPITests {
    final class Header: UICollectionReusableView {}

    final class Sections: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, UISearchResultsUpdating {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
            CGSize(width: 0, height: 30)
        }
        func updateSearchResults(for searchController: UISearchController) {}
    }

    final class Editable: UIViewController {
        override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
        override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
        override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    }

    final class Inset: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 10, dy: 0) }
        override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 14, dy: 0) }
        override func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
        var rects: [CGRect] { [placeholderRect(forBounds: bounds), editingRect(forBounds: bounds), borderRect(forBounds: bounds)] }
    }

    @Test func headersSearchAndCustomisedControls() throws {
        let sections = Sections()
        let flow = UICollectionViewFlowLayout()
        flow.headerReferenceSize = CGSize(width: 0, height: 20)
        flow.footerReferenceSize = .zero
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: flow)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collection.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
        collection.dataSource = sections
        collection.delegate = sections
        collection.layoutIfNeeded()
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first?.frame.height == 30)

        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)),
                                                                   subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), elementKind: "title", alignment: .top)]
        section.supplementariesFollowContentInsets = true
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { _, _, _ in UICollectionViewCell() }
        source.supplementaryViewProvider = { _, _, _ in Header() }

        let screen = Editable()
        let navigation = UINavigationController(rootViewController: screen)
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = sections
        search.searchResultsUpdater?.updateSearchResults(for: search)
        search.obscuresBackgroundDuringPresentation = false
        screen.navigationItem.searchController = search
        screen.navigationItem.hidesSearchBarWhenScrolling = false
        screen.navigationItem.rightBarButtonItem = screen.editButtonItem
        navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigation.navigationBar.shadowImage = UIImage()
        navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.darkGray]
        navigation.navigationBar.largeTitleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 30)]
        _ = try navigation.render(on: .iPhone15)
        screen.setEditing(true, animated: false)
        #expect(screen.isEditing && navigation.navigationBar.backgroundImage(for: UIBarMetrics.default) != nil)

        let field = Inset(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.attributedPlaceholder = NSAttributedString(string: "Name", attributes: [.foregroundColor: UIColor.gray])
        field.inputView = UIPickerView()
        field.inputAccessoryView = UIView()
        #expect(field.placeholder == "Name" && field.textRect(forBounds: field.bounds).minX == 10)
        #expect(field.rects.map(\.minX) == [12, 14, 0])

        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValueImage = UIImage(systemName: "sun.min")
        slider.maximumValueImage = UIImage(systemName: "sun.max")
        slider.setThumbImage(UIImage(systemName: "circle.fill"), for: .normal)
        slider.setMinimumTrackImage(nil, for: .normal)
        slider.setMaximumTrackImage(nil, for: .normal)
        slider.isContinuous = true
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbImage(for: .normal) == slider.currentThumbImage)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX == track.minX)

        var configuration = UIButton.Configuration.gray()
        configuration.showsActivityIndicator = true
        #expect(UIButton(configuration: configuration).subviews.contains { $0 is UIActivityIndicatorView })
    }
}

extension CoveredAPITests {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    }

    final class Grid: UICollectionViewController {}

    @Test func controllerKindsAppearancesAndTextContainers() throws {
        let rows = Rows(style: .grouped)
        rows.clearsSelectionOnViewWillAppear = false
        rows.tableView.tableHeaderView = UIView(frame: CGRectMake(0, 0, 0, 40))
        rows.tableView.tableFooterView = UIView()
        rows.tableView.keyboardDismissMode = .onDrag
        let controller = UITableViewController(style: .plain)
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        let collections: [UICollectionViewController] = [grid, UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())]
        grid.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        grid.collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        grid.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
        #expect(grid.collectionView.indexPathsForSelectedItems == [] && controller.tableView != nil && collections.count == 2)

        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.configureWithTransparentBackground()
        appearance.configureWithOpaqueBackground()
        let navigation = UINavigationController(rootViewController: rows)
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar.compactAppearance = appearance
        navigation.setNavigationBarHidden(false, animated: false)
        rows.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", image: nil, target: nil, action: nil, menu: nil)
        _ = try navigation.render(on: .iPhone15)

        let container = NSTextContainer(size: .zero)
        container.lineFragmentPadding = 0
        let text = UITextView(frame: CGRectMake(0, 0, 200, 100), textContainer: container)
        text.textContainer.lineFragmentPadding = 2
        let field = UITextField()
        field.spellCheckingType = .no
        #expect(container.lineFragmentPadding == 2 && text.textContainer === container && field.spellCheckingType == .default)
    }
}
