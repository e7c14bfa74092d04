import Easel
import Foundation
import Testing

/// VoiceOver's reading order, worked out by hand from the rules in the DocC article
/// "Accessibility snapshots": top to bottom, tops within 8 points as one row, then by leading
/// edge (left to right, right to left in RTL); an element is one stop; `accessibilityElements`
/// keeps its order; grouping and the tab bar keep their elements together; a modal view hides
/// its siblings. Frames are in the root view's coordinates.
@Suite struct ReadingOrderTests {
    /// A sign-in form whose subviews are added in an order unlike their positions, so only
    /// sorting by position gives the expected order.
    static func loginForm() -> View {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 375, height: 420))
        screen.backgroundColor = .white
        let title = Label("Sign in", font: .systemFont(ofSize: 34, weight: .bold))
        title.frame = CGRect(x: 16, y: 40, width: 343, height: 41)
        title.accessibilityTraits = [.staticText, .header]
        let email = TextField()
        email.placeholder = "Email"
        email.borderStyle = .roundedRect
        email.frame = CGRect(x: 16, y: 100, width: 343, height: 44)
        let password = TextField()
        password.placeholder = "Password"
        password.text = "hunter22"
        password.isSecureTextEntry = true
        password.borderStyle = .roundedRect
        password.frame = CGRect(x: 16, y: 156, width: 343, height: 44)
        let forgot = Button(title: "Forgot password?")
        forgot.frame = CGRect(x: 16, y: 212, width: 160, height: 44)
        let signUp = Button(title: "Sign Up")
        signUp.frame = CGRect(x: 199, y: 212, width: 160, height: 44)
        // The caption names the switch, so VoiceOver reads the switch alone.
        let caption = Label("Keep me signed in")
        caption.frame = CGRect(x: 16, y: 270, width: 200, height: 44)
        caption.isAccessibilityElement = false
        let keep = Switch(isOn: false)
        keep.frame.origin = CGPoint(x: 308, y: 276)
        keep.accessibilityLabel = "Keep me signed in"
        let signIn = Button(title: "Sign In", style: .filled)
        signIn.frame = CGRect(x: 16, y: 330, width: 343, height: 50)
        signIn.accessibilityHint = "Signs you in with this email"
        for view in [signIn, keep, caption, password, title, signUp, email, forgot] { screen.addSubview(view) }
        return screen
    }

    @Test func aLoginFormReadsTopToBottomThenLeftToRight() throws {
        let form = Self.loginForm()
        try form.layOut(on: nil)
        #expect(form.accessibilityDescription == """
        1. "Sign in. Heading." frame (16 40; 343 41)
        2. "Email. Text Field." hint "Double tap to edit." frame (16 100; 343 44)
        3. "Password: ••••••••. Secure Text Field." hint "Double tap to edit." frame (16 156; 343 44)
        4. "Forgot password? Button." frame (16 212; 160 44)
        5. "Sign Up. Button." frame (199 212; 160 44)
        6. "Keep me signed in. Switch Button. Off." hint "Double tap to toggle setting." frame (308 276; 51 31)
        7. "Sign In. Button." hint "Signs you in with this email" frame (16 330; 343 50)

        """)
    }

    @Test func topsWithinEightPointsAreOneRow() throws {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let right = Label("right")
        right.frame = CGRect(x: 200, y: 10, width: 80, height: 20)
        let left = Label("left, 7 points lower")
        left.frame = CGRect(x: 10, y: 17, width: 150, height: 20)
        let below = Label("a row below")
        below.frame = CGRect(x: 0, y: 26, width: 100, height: 20)
        for view in [below, right, left] { screen.addSubview(view) }
        try screen.layOut(on: nil)
        // 17 - 10 = 7 < 8: one row, read by x; 26 - 10 = 16 >= 8: the next row.
        #expect(screen.accessibilityItems().map(\.label) == ["left, 7 points lower", "right", "a row below"])
    }

    /// A table of cells: each cell is one stop that reads its labels joined by commas; its
    /// labels are not stops of their own. Inset-grouped rows on a 375-point screen sit 16 in,
    /// 343 wide, 44 tall; the first section starts 35 down and the next 35 below the first
    /// (TableViewTests works these frames out from UIKit's metrics).
    @Test func aTableReadsEachCellAsOneElement() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: .insetGrouped)
        let airplane = TableViewCell(style: .default)
        airplane.textLabel.text = "Airplane Mode"
        let wifi = TableViewCell(style: .value1)
        wifi.textLabel.text = "Wi-Fi"
        wifi.detailTextLabel.text = "Home"
        wifi.accessoryType = .disclosureIndicator
        let general = TableViewCell(style: .default)
        general.textLabel.text = "General"
        general.isSelected = true
        table.staticSections = [TableSection(cells: [airplane, wifi]), TableSection(cells: [general])]
        try table.layOut(on: nil)
        #expect(table.accessibilityDescription == """
        1. "Airplane Mode" frame (16 35; 343 44)
        2. "Wi-Fi, Home" frame (16 79; 343 44)
        3. "Selected: General" frame (16 158; 343 44)

        """)
    }

    static func tabs() -> TabBarController {
        let home = ViewController()
        home.tabBarItem = TabBarItem(title: "Home")
        let welcome = Label("Welcome")
        welcome.frame = CGRect(x: 16, y: 40, width: 200, height: 21)
        home.view.addSubview(welcome)
        let search = ViewController()
        search.tabBarItem = TabBarItem(title: "Search")
        let profile = ViewController()
        profile.tabBarItem = TabBarItem(title: "Profile")
        return TabBarController(viewControllers: [home, search, profile])
    }

    /// The tab bar on an iPhone SE (375 × 667, no home indicator) is 49 points at the bottom,
    /// y = 667 - 49 = 618, three tabs of 375 / 3 = 125 points; VoiceOver says "Tab. n of 3"
    /// for each and "Selected" for the current one.
    @Test func aTabBarScreenReadsTheContentThenEachTabInASeries() throws {
        let controller = Self.tabs()
        try controller.layOut(on: .iPhoneSE)
        #expect(controller.view.accessibilityDescription == """
        1. "Welcome" frame (16 40; 200 21)
        2. "Selected: Home. Tab. 1 of 3." frame (0 618; 125 49)
        3. "Search. Tab. 2 of 3." frame (125 618; 125 49)
        4. "Profile. Tab. 3 of 3." frame (250 618; 125 49)

        """)
    }

    /// Right to left, the tab bar puts the first tab on the right (as UITabBar does), and the
    /// order runs from the right edge: Home is still first and "1 of 3". The content's row of
    /// two buttons, placed mirrored by the screen itself, reads right button first.
    @Test func aRightToLeftScreenReadsFromTheRight() throws {
        let controller = Self.tabs()
        let home = controller.viewControllers[0].view!
        let save = Button(title: "حفظ")
        save.frame = CGRect(x: 215, y: 100, width: 144, height: 44)
        let cancel = Button(title: "إلغاء")
        cancel.frame = CGRect(x: 16, y: 100, width: 144, height: 44)
        home.addSubview(cancel)
        home.addSubview(save)
        home.subviews[0].frame = CGRect(x: 159, y: 40, width: 200, height: 21)
        try controller.layOut(on: .iPhoneSE, traits: TraitCollection(layoutDirection: .rightToLeft))
        #expect(controller.view.accessibilityDescription == """
        1. "Welcome" frame (159 40; 200 21)
        2. "حفظ. Button." frame (215 100; 144 44)
        3. "إلغاء. Button." frame (16 100; 144 44)
        4. "Selected: Home. Tab. 1 of 3." frame (250 618; 125 49)
        5. "Search. Tab. 2 of 3." frame (125 618; 125 49)
        6. "Profile. Tab. 3 of 3." frame (0 618; 125 49)

        """)
    }

    @Test func accessibilityElementsSetTheOrderAndHiddenViewsAreSkipped() throws {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let first = Label("First"), second = Label("Second"), hidden = Label("Hidden"), gone = Label("Gone")
        first.frame = CGRect(x: 0, y: 100, width: 100, height: 20)
        second.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        hidden.frame = CGRect(x: 0, y: 50, width: 100, height: 20)
        gone.frame = CGRect(x: 0, y: 60, width: 100, height: 20)
        hidden.isHidden = true
        gone.accessibilityElementsHidden = true
        let card = View(frame: screen.bounds)
        for view in [first, second, hidden, gone] { card.addSubview(view) }
        card.accessibilityElements = [first, second]
        screen.addSubview(card)
        try screen.layOut(on: nil)
        #expect(screen.accessibilityItems().map(\.label) == ["First", "Second"])
        card.accessibilityElements = nil
        #expect(screen.accessibilityItems().map(\.label) == ["Second", "First"])
    }

    @Test func groupedChildrenStayTogetherAndSortByTheirFirstElement() throws {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        // Two columns: left (A at y 0, B at y 100) and right (C at y 50). Ungrouped: A, C, B.
        let left = View(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        let a = Label("A"), b = Label("B"), c = Label("C")
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        b.frame = CGRect(x: 0, y: 100, width: 100, height: 20)
        c.frame = CGRect(x: 150, y: 50, width: 100, height: 20)
        left.addSubview(b)
        left.addSubview(a)
        screen.addSubview(c)
        screen.addSubview(left)
        try screen.layOut(on: nil)
        #expect(screen.accessibilityItems().map(\.label) == ["A", "C", "B"])
        left.shouldGroupAccessibilityChildren = true
        #expect(screen.accessibilityItems().map(\.label) == ["A", "B", "C"])
    }

    @Test func aModalViewHidesItsSiblings() throws {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let behind = Button(title: "Behind")
        behind.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        let alert = View(frame: CGRect(x: 50, y: 100, width: 200, height: 100))
        let ok = Button(title: "OK")
        ok.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        alert.addSubview(ok)
        alert.accessibilityViewIsModal = true
        screen.addSubview(behind)
        screen.addSubview(alert)
        try screen.layOut(on: nil)
        #expect(screen.accessibilityItems().map(\.label) == ["OK"])
        #expect(screen.accessibilityItems().first?.frame == CGRect(x: 100, y: 150, width: 100, height: 44))
    }

    @Test func aSegmentedControlReadsEachSegmentInASeries() throws {
        let control = SegmentedControl(items: ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 1
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        try control.layOut(on: nil)
        #expect(control.accessibilityDescription == """
        1. "Day. Button. 1 of 3." frame (0 0; 100 32)
        2. "Selected: Week. Button. 2 of 3." frame (100 0; 100 32)
        3. "Month. Button. 3 of 3." frame (200 0; 100 32)

        """)
    }

    @Test func customElementsAndActionsAreRead() throws {
        let chart = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = AccessibilityElement(accessibilityContainer: chart)
        bar.isAccessibilityElement = true
        bar.accessibilityLabel = "March"
        bar.accessibilityValue = "12 runs"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 20, width: 24, height: 80)
        chart.accessibilityElements = [bar]
        let holder = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        chart.frame.origin = CGPoint(x: 50, y: 50)
        holder.addSubview(chart)
        let row = Button(title: "Message")
        row.frame = CGRect(x: 0, y: 160, width: 200, height: 44)
        row.accessibilityCustomActions = [AccessibilityCustomAction(name: "Delete"), AccessibilityCustomAction(name: "Archive")]
        holder.addSubview(row)
        try holder.layOut(on: nil)
        #expect(holder.accessibilityDescription == """
        1. "March: 12 runs" frame (90 70; 24 80)
        2. "Message. Button." actions "Delete, Archive" frame (0 160; 200 44)

        """)
    }
}
