import EaselTesting
import EaselUIKit
import Testing

/// The corpus: UIKit screens written as iOS code is written (Screens/ compiled as they are,
/// ObjC/ through EaselPortPlugin because they use @objc target-action), each rendered to a
/// reference image; the ported ones are tapped to show their actions are reached.
@Suite struct CompatibilityScreenTests {
    /// Taps the centre of the view with `identifier` inside `root` (laid out already).
    @discardableResult
    func tap(_ identifier: String, in root: UIView) throws -> UIView? {
        let target = try #require(root.view(withIdentifier: identifier))
        return root.tap(at: target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: root))
    }

    @Test func loginForm() throws {
        let login = LoginViewController()
        assertSnapshot(of: login, on: .iPhoneSE)
        try tap("login", in: login.view)
        try tap("login", in: login.view)
        #expect(login.loginAttempts == 2)
        let forgot = try tap("forgot", in: login.view) as? UIButton
        #expect(login.passwordResets == 1)
        #expect(forgot?.currentTitle == "Check your inbox")
        try tap("email", in: login.view)
        #expect(login.loginAttempts == 2)
    }

    @Test func profileHeader() throws {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 250))
        header.configure(name: "Jane Appleseed", handle: "jane", bio: "iOS engineer. Coffee, cameras and long walks. Building tools that make screens easier to test.")
        assertSnapshot(of: header)
        header.tap(at: header.followButton.center)
        #expect(header.isFollowing)
        #expect(header.followButton.configuration?.title == "Following")
    }

    @Test func contactsTableWithCustomCells() throws {
        let contacts = ContactsViewController()
        assertSnapshot(of: contacts, on: .iPhoneSE)
        contacts.view.tap(at: CGPoint(x: 200, y: 20 + 64 + 32))
        #expect(contacts.selectedContact == "Grace Hopper")
    }

    /// Self-sizing rows: the content view's constraints at the table's width (36 + 8 + 8 = 52
    /// points), plus the separator's hairline under the content view, as UITableView sizes
    /// `automaticDimension` rows; the 999 avatar size holds against the labels' hugging.
    @Test func memberListWithSelfSizingCells() throws {
        let members = MembersViewController()
        assertSnapshot(of: members, on: .iPhoneSE)
        let cell = try #require(members.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MemberCell)
        #expect(cell.frame.height == 52.5)
        #expect(cell.contentView.frame.height == 52)
        #expect(cell.avatarView.convert(cell.avatarView.bounds, to: cell.contentView) == CGRect(x: 16, y: 8, width: 36, height: 36))
        #expect(cell.nameLabel.convert(cell.nameLabel.bounds, to: cell.contentView).minX == 64)
        let second = try #require(members.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(second.frame.minY == 52.5)
    }

    /// Layers and custom drawing: shape-layer rings, a draw(_:) ring, a gradient sublayer and
    /// a CGContext close button. The shutter's red ring stops at 9 o'clock (strokeEnd 0.75).
    @Test func cameraWithLayersAndCustomDrawing() throws {
        let camera = CameraViewController()
        assertSnapshot(of: camera, on: .iPhoneSE)
        let shutter = try #require(camera.view.view(withIdentifier: "shutter"))
        #expect(shutter.layer.sublayers?.count == 2)
        #expect(shutter.frame == CGRect(x: 148.5, y: 557, width: 78, height: 78))  // centred on (187.5, 667 − 71)
    }

    @Test func settingsList() throws {
        let settings = SettingsViewController()
        assertSnapshot(of: settings, on: .iPhoneSE)
        try tap("Email Digest", in: settings.view)
        #expect(settings.toggles == ["Email Digest": true])
    }

    @Test func photoGridWithCollectionCells() {
        assertSnapshot(of: PhotoGridViewController(), on: .iPhoneSE)
    }

    @Test func emptyState() throws {
        var actions = 0
        let empty = EmptyStateView(frame: CGRect(x: 0, y: 0, width: 375, height: 520))
        empty.onAction = { actions += 1 }
        assertSnapshot(of: empty)
        let button = try #require(empty.first { ($0 as? UIButton)?.currentTitle == "Start a conversation" })
        empty.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: empty))
        #expect(actions == 1)
    }

    @Test func customButtons() throws {
        let buttons = CustomButtonsViewController()
        assertSnapshot(of: buttons, on: .iPhoneSE)
        for identifier in ["primary", "disabled", "outline", "shadow", "tinted"] {
            try tap(identifier, in: buttons.view)
        }
        try tap("link", in: buttons.view)
        // The disabled button swallows its tap, as UIKit's does.
        #expect(buttons.taps == ["primary", "outline", "shadow", "tinted", "link"])
    }

    @Test func pricingCard() {
        let card = PricingCardView(frame: CGRect(x: 0, y: 0, width: 300, height: 330))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 370))
        container.backgroundColor = .systemBackground
        card.frame.origin = CGPoint(x: 20, y: 20)
        container.addSubview(card)
        assertSnapshot(of: container)
    }

    @Test func toastBannerDismissedByTapRecognizer() throws {
        let demo = ToastDemoViewController()
        assertSnapshot(of: demo, on: .iPhoneSE)
        #expect(demo.toast.alpha == 1)
        #expect(demo.toast.transform == .identity)
        demo.view.tap(at: demo.toast.center)
        #expect(demo.toast.isDismissed)
        #expect(demo.toast.superview == nil)
    }

    @Test func filtersForm() throws {
        let filters = FiltersViewController()
        assertSnapshot(of: filters, on: .iPhoneSE)
        try tap("instant", in: filters.view)
        #expect(filters.filters.instantBook == false)
        // tap(at:) carries no point into a control, so the stepper's plus side is pressed directly.
        let guests = try #require(filters.view.view(withIdentifier: "guests") as? UIStepper)
        guests.increment()
        #expect(filters.filters.guests == 3)
        #expect((filters.view.first { ($0 as? UILabel)?.text == "Guests: 3" }) != nil)
    }

    @Test func productDetailWithAnchors() throws {
        let product = ProductDetailViewController()
        assertSnapshot(of: product, on: .iPhoneSE)
        let buy = try #require(product.view.view(withIdentifier: "buy"))
        // Pinned 16 points above the safe area's bottom (no home indicator on an SE), 20 from the sides.
        #expect(buy.frame == CGRect(x: 20, y: 667 - 16 - 54, width: 335, height: 54))
        try tap("buy", in: product.view)
        #expect(product.addedToBag)
    }

    /// SnapKit, a scroll view sized by its content's edges (the content area), stacks of icon
    /// and text rows whose 20-point icons keep their size, and a button above the home indicator.
    @Test func featuresOnboardingPage() throws {
        let page = FeaturesOnboardingViewController()
        assertSnapshot(of: page, on: .iPhoneSE)
        let scroll = try #require(page.view.subviews.first as? UIScrollView)
        let stack = try #require(scroll.subviews.first as? UIStackView)
        #expect(stack.frame.minX == 24 && stack.frame.width == scroll.frame.width - 48)
        #expect(scroll.contentSize.height == stack.frame.height + 48)
        for row in stack.arrangedSubviews.dropFirst() {
            let icon = try #require((row as? UIStackView)?.arrangedSubviews.first)
            #expect(icon.frame.size == CGSize(width: 20, height: 20))
        }
    }

    @Test func onboardingPage() {
        assertSnapshot(of: OnboardingViewController(), on: .iPhoneSE)
        assertSnapshot(of: OnboardingViewController(), on: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: .dark), named: "dark")
    }
}
