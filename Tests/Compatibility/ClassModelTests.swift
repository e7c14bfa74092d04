import EaselUIKit
import Foundation
import Testing

// UIKit's class model as app code meets it: the inheritance chain to NSObject, the
// initializer patterns subclasses are written with, UIColor and UIFont as classes that apps
// extend, UIKit's optionals, and the members apps override. Everything above the tests is
// written as an iOS app writes it; a pattern that stops compiling stops this target building.

// MARK: The Then library's extension of NSObject reaches views

protocol Then {}

extension Then where Self: AnyObject {
    func then(_ block: (Self) throws -> Void) rethrows -> Self {
        try block(self)
        return self
    }
}

extension NSObject: Then {}

// MARK: Initializer patterns

/// The most common: both designated initializers overridden, `init()` inherited.
final class FramedView: UIView {
    private(set) var setUpCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        setUpCount += 1
        backgroundColor = .systemBackground
    }
}

struct ProfileViewModel {
    let name: String
}

/// A custom designated initializer; `init?(coder:)` as Xcode's fix-it writes it.
final class MemberHeaderView: UIView {
    let nameLabel = UILabel()
    private let viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(frame: .zero)
        nameLabel.text = viewModel.name
        addSubview(nameLabel)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A designated `init()` of its own, with no `override` (UIView's `init()` is a convenience).
final class BadgeView: UIView {
    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// `convenience init()` beside the overridden designated initializers.
class RoundedButton: UIButton {
    private(set) var commonInitCount = 0

    convenience init() {
        self.init(frame: .zero)
        layer.cornerRadius = 8
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    func commonInit() {
        commonInitCount += 1
        titleLabel?.font = .boldSystemFont(ofSize: 15)
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }

    override var isEnabled: Bool {
        didSet { backgroundColor = isEnabled ? .systemBlue : .systemGray }
    }
}

/// A subclass of a subclass, with no initializers: it inherits them all.
final class FilledRoundedButton: RoundedButton {
    override func commonInit() {
        super.commonInit()
        backgroundColor = .systemBlue
    }
}

/// A text field with padding, overriding UITextField's designated initializer.
final class PaddedTextField: UITextField {
    override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A table cell as apps write them, made by the table from its registered class.
final class ContactRowCell: UITableViewCell {
    static let reuseIdentifier = "ContactRowCell"
    let badge = UILabel()
    private(set) var selectedCalls: [Bool] = []
    private(set) var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        selectedCalls.append(selected)
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
    }
}

/// A collection cell as apps write them.
final class TagItemCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isSelected: Bool {
        didSet { contentView.backgroundColor = isSelected ? .systemBlue : .clear }
    }
}

/// A controller with a custom designated initializer.
final class ProfileViewController: UIViewController {
    private let viewModel: ProfileViewModel
    private(set) var updateViewConstraintsCount = 0

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = viewModel.name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = MemberHeaderView(viewModel: viewModel)
    }

    override func updateViewConstraints() {
        updateViewConstraintsCount += 1
        super.updateViewConstraints()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}

/// A controller with a designated `init()` of its own (UIViewController's is a convenience).
final class PreferencesViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// MARK: UIColor and UIFont as classes apps extend

extension UIColor {
    /// Apps' usual hex initializer, which also reads a `0x` prefix.
    convenience init(hex: String) {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        if digits.hasPrefix("0x") { digits = String(digits.dropFirst(2)) }
        let value = UInt64(digits, radix: 16) ?? 0
        self.init(
            red: CGFloat((value >> 16) & 0xFF) / 255,
            green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255,
            alpha: 1.0
        )
    }

    convenience init(red: Int, green: Int, blue: Int) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }

    class var brandOrange: UIColor { UIColor(red: 255, green: 102, blue: 0) }
    static let brandCharcoal = UIColor(white: 0.1, alpha: 1)
    class func separatorLine() -> UIColor { .lightGray }
}

extension UIFont {
    class func body16() -> UIFont { .systemFont(ofSize: 16) }
    static var caption: UIFont { .systemFont(ofSize: 12, weight: .medium) }
}

// MARK: Members apps override

final class OverridingView: UIView {
    var calls: [String] = []

    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }

    override func layoutSubviews() {
        super.layoutSubviews()
        calls.append("layoutSubviews")
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 44) }

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        calls.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        calls.append("didMoveToSuperview")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        calls.append("didMoveToWindow")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
    }

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        calls.append("layoutMarginsDidChange")
    }

    override func updateConstraints() {
        super.updateConstraints()
    }

    /// Touches 10 points outside the bounds still reach the view (a common small-button trick).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
    }

    override var canBecomeFirstResponder: Bool { true }
}

/// A view that draws with Core Graphics in `draw(_:)`, which Easel cannot draw through yet.
final class SparklineView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.systemRed.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height)).fill()
    }
}

final class TrackingControl: UIControl {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        super.beginTracking(touch, with: event)
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
    }

    override var isSelected: Bool {
        didSet { backgroundColor = isSelected ? .systemBlue : .clear }
    }
}

@Suite struct ClassModelTests {
    // MARK: Inheritance

    @Test func viewsAndControllersDescendFromResponderAndNSObject() {
        let label = UILabel()
        let controller = UIViewController()
        #expect((label as AnyObject) is NSObject)
        #expect((label as AnyObject) is UIResponder)
        #expect((controller as AnyObject) is UIResponder)
        #expect(label.isKind(of: UIView.self))
        #expect(!label.isKind(of: UIButton.self))
        // `extension NSObject: Then {}` reaches every view.
        let titled = UILabel().then { $0.text = "Hello" }
        #expect(titled.text == "Hello")
        // NSObject's equality for a view is identity, as in UIKit.
        #expect(label == label)
        #expect(label != UILabel())
    }

    @Test func theResponderChainGoesUpThroughViewsAndControllers() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        let child = UIView()
        controller.view.addSubview(child)
        // UIKit: a view's next responder is its controller when it is a controller's root view,
        // else its superview; a root view's controller's next is the root view's superview.
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next == nil)
    }

    @Test func firstResponderIsKeptPerWindow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let name = UITextField()
        let email = UITextField()
        let label = UILabel()
        [name, email, label].forEach(root.addSubview)
        #expect(!name.isFirstResponder)
        #expect(name.becomeFirstResponder())
        #expect(name.isFirstResponder)
        #expect(name.isEditing)
        // A second field takes first responder from the first, as in UIKit.
        #expect(email.becomeFirstResponder())
        #expect(!name.isFirstResponder)
        #expect(!name.isEditing)
        #expect(email.isFirstResponder)
        // A label cannot become first responder.
        #expect(!label.becomeFirstResponder())
        #expect(email.isFirstResponder)
        // A disabled field cannot either.
        name.isEnabled = false
        #expect(!name.becomeFirstResponder())
        // A view taken out of its window resigns.
        email.removeFromSuperview()
        #expect(!email.isFirstResponder)
        // A view that says it can becomes first responder; resigning clears it.
        let custom = OverridingView()
        root.addSubview(custom)
        #expect(custom.becomeFirstResponder())
        #expect(custom.resignFirstResponder())
        #expect(!custom.isFirstResponder)
    }

    // MARK: Initializers

    @Test func subclassesAreMadeAsUIKitMakesThem() throws {
        // init() goes through the subclass's init(frame:), once.
        let framed = FramedView()
        #expect(framed.setUpCount == 1)
        #expect(framed.frame == .zero)
        #expect(framed.backgroundColor == .systemBackground)
        // init?(coder:) builds the view as init(frame: .zero) would; the subclass sets itself up.
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let decoded = try #require(FramedView(coder: coder))
        #expect(decoded.setUpCount == 1)
        #expect(decoded.frame == .zero)

        let header = MemberHeaderView(viewModel: ProfileViewModel(name: "Ada"))
        #expect(header.nameLabel.text == "Ada")
        #expect(BadgeView().frame == CGRect(x: 0, y: 0, width: 20, height: 20))

        let rounded = RoundedButton()
        #expect(rounded.commonInitCount == 1)
        #expect(rounded.layer.cornerRadius == 8)
        #expect(rounded.titleLabel?.font == .boldSystemFont(ofSize: 15))
        let primary = FilledRoundedButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(primary.commonInitCount == 1)
        #expect(primary.backgroundColor == .systemBlue)

        let field = PaddedTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(field.borderStyle == .roundedRect)
        #expect(field.frame.size == CGSize(width: 200, height: 34))

        let profile = ProfileViewController(viewModel: ProfileViewModel(name: "Ada"))
        #expect(profile.title == "Ada")
        #expect(profile.view is MemberHeaderView)
        #expect(PreferencesViewController().title == "Settings")
        #expect(UIViewController(nibName: nil, bundle: nil).nibName == nil)
        // `override init()` (ObjC/ChipView.swift), through easel port.
        let chip = ChipView()
        #expect(chip.frame == CGRect(x: 0, y: 0, width: 80, height: 28))
        #expect(chip.titleLabel.superview === chip)
        chip.tap(at: CGPoint(x: 40, y: 14))
        #expect(chip.taps == 1)
        #expect(ChipsViewController().title == "Chips")
    }

    @Test func registeredCellClassesAreMadeThroughTheirOwnInitializers() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(ContactRowCell.self, forCellReuseIdentifier: ContactRowCell.reuseIdentifier)
        let cell = table.dequeueReusableCell(withIdentifier: ContactRowCell.reuseIdentifier, for: IndexPath(row: 0, section: 0))
        // The table made a ContactRowCell through its init(style:reuseIdentifier:) override.
        let row = try? #require(cell as? ContactRowCell)
        #expect(row?.badge.superview === row?.contentView)
        #expect(row?.style == .subtitle)
        row?.setSelected(true, animated: false)
        #expect(row?.isSelected == true)
        #expect(row?.selectedCalls == [true])

        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(TagItemCell.self, forCellWithReuseIdentifier: "tag")
        let item = collection.dequeueReusableCell(withReuseIdentifier: "tag", for: IndexPath(item: 0, section: 0))
        let tag = item as? TagItemCell
        #expect(tag?.label.superview === tag?.contentView)
        tag?.isSelected = true
        #expect(tag?.contentView.backgroundColor == .systemBlue)
    }

    // MARK: UIColor and UIFont

    @Test func appsExtendUIColorAndUIFontAsClasses() {
        // The app's own init(hex:) is the one called, even where Easel's failable one would fit.
        let view = UIView()
        view.backgroundColor = UIColor(hex: "0xFF6600")
        #expect(view.backgroundColor == UIColor(red: 1, green: 0.4, blue: 0, alpha: 1))
        #expect(UIColor.brandOrange == UIColor(hex: "#FF6600"))
        #expect(UIColor.brandCharcoal == UIColor(white: 0.1, alpha: 1))
        #expect(UIColor.separatorLine() == .lightGray)
        // Colours compare and hash by value, as the struct they were did.
        #expect(Set([UIColor(hex: "#FF6600"), .brandOrange]).count == 1)
        #expect(UIFont.body16() == .systemFont(ofSize: 16))
        #expect(UIFont.caption.pointSize == 12)
    }

    // MARK: Optionals

    @Test func fontsAndColorsHaveUIKitsOptionality() {
        let label = UILabel()
        // UIFont(name:size:) is failable and assigned as it is; nil means the default font.
        label.font = UIFont(name: "Inter", size: 15)
        #expect(label.font.pointSize == 15)
        label.font = UIFont(name: "No Such Font", size: 15)
        #expect(label.font == .systemFont(ofSize: 17))
        label.textColor = nil
        #expect(label.textColor == .label)

        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        #expect(field.font?.pointSize == 13)
        field.font = nil
        #expect(field.font?.pointSize == 17)

        let button = UIButton(type: .system)
        button.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
        #expect(button.titleLabel?.font.pointSize == 20)

        let imageView = UIImageView()
        #expect(imageView.image == nil)

        let card = UIView()
        card.layer.borderColor = UIColor.red.cgColor
        #expect(card.layer.borderColor == .red)
        // CALayer's default when set to nil: opaque black.
        card.layer.borderColor = nil
        #expect(card.layer.borderColor == .black)
        card.backgroundColor = nil
        #expect(card.backgroundColor == nil)
    }

    // MARK: Overrides

    @Test func hierarchyOverridesAreCalledInUIKitsOrder() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = OverridingView()
        window.addSubview(view)
        #expect(view.calls == ["willMove(toSuperview:)", "didMoveToSuperview", "didMoveToWindow"])
        // Reordering is no move: UIKit calls none of them.
        window.addSubview(UIView())
        view.calls = []
        window.bringSubviewToFront(view)
        #expect(view.calls.isEmpty)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.calls == ["layoutMarginsDidChange"])
        view.calls = []
        view.removeFromSuperview()
        #expect(view.calls == ["willMove(toSuperview: nil)", "didMoveToSuperview", "didMoveToWindow"])
    }

    @Test func pointInsideOverridesDecideWhatATapReaches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = OverridingView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        root.addSubview(small)
        // 5 points left of the view's frame: inside its enlarged area (10 points), so it is hit.
        #expect(root.hitTest(CGPoint(x: 45, y: 60)) === small)
        // 15 points left: outside, so the root is.
        #expect(root.hitTest(CGPoint(x: 35, y: 60)) === root)
    }

    @Test func controllerOverridesAreCalledOrDeclared() throws {
        let profile = ProfileViewController(viewModel: ProfileViewModel(name: "Ada"))
        _ = try profile.render(on: .iPhone15)
        // UIKit asks a root view's controller before the view, once in the first layout.
        #expect(profile.updateViewConstraintsCount == 1)
        #expect(profile.supportedInterfaceOrientations == .portrait)
        #expect(profile.preferredStatusBarStyle == .lightContent)
        #expect(profile.prefersStatusBarHidden)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test func drawRectOverridesDrawIntoTheCurrentContext() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let sparkline = SparklineView(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
        root.addSubview(sparkline)
        let (image, issues) = try LayoutDiagnostics.capture { try root.render(scale: 1) }
        #expect(issues.isEmpty)
        // The left half of the sparkline's own bounds, in its coordinates (50 points down).
        #expect(image[10, 60] == Pixel(red: 255, green: 59, blue: 48))
        #expect(image[10, 40] == Pixel(red: 255, green: 255, blue: 255))
        #expect(image[60, 60] == Pixel(red: 255, green: 255, blue: 255))
    }

    @Test func controlOverridesCompileAndRestyle() {
        let control = TrackingControl()
        control.isSelected = true
        #expect(control.backgroundColor == .systemBlue)
        let button = RoundedButton()
        button.isHighlighted = true
        #expect(button.alpha == 0.5)
        button.isEnabled = false
        #expect(button.backgroundColor == .systemGray)
    }
}
