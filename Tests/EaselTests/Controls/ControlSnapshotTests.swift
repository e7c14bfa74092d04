import Easel
import EaselTesting
import Testing

/// Reference images of the controls, each looked at beside iOS 17's light appearance (Settings
/// and UIKit Catalog on an iPhone 15 simulator, from memory of its screenshots): track and thumb
/// proportions, the segmented control's pill, the field borders.
@Suite struct ControlSnapshotTests {
    @Test func controls() {
        assertSnapshot(of: Self.controlsPanel())
    }

    /// The same controls in dark mode, compared by eye with iOS 17's dark appearance (Settings and
    /// UIKit Catalog from memory): black grouped background, the off switch's track
    /// secondarySystemFill grey with a white thumb, the segmented track tertiarySystemFill with a
    /// lighter grey selected pill, systemBlue and systemGreen brightened to their dark variants,
    /// the rounded fields black inside a grey hairline (UIKit's rounded-rect background view fills
    /// with its dynamic `_textFieldBackgroundColor`, the system background: black at the base
    /// level, as dark-mode reports of unreadable black-on-black fields show) and the placeholder
    /// grey.
    @Test func controlsDark() {
        assertSnapshot(of: Self.controlsPanel(), traits: TraitCollection(userInterfaceStyle: .dark))
    }

    static func controlsPanel() -> View {
        let panel = View(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
        panel.backgroundColor = .systemGroupedBackground
        func place(_ view: View, _ x: CGFloat, _ y: CGFloat, width: CGFloat? = nil) {
            if view is TextField { view.sizeToFit() }
            view.frame.origin = CGPoint(x: x, y: y)
            if let width { view.frame.size.width = width }
            panel.addSubview(view)
        }
        place(Switch(isOn: true), 16, 16)
        place(Switch(isOn: false), 83, 16)
        let blue = Switch(isOn: true)
        blue.onTintColor = .systemBlue
        place(blue, 150, 16)
        let disabled = Switch(isOn: true)
        disabled.isEnabled = false
        place(disabled, 217, 16)
        let segments = SegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        place(segments, 16, 60, width: 288)
        place(Slider(value: 0.3), 16, 104, width: 288)
        place(ProgressView(progress: 0.6), 16, 150, width: 288)
        place(ProgressView(progress: 0.4, style: .bar), 16, 166, width: 288)
        let spinner = ActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        place(spinner, 20, 184)
        let large = ActivityIndicatorView(style: .large)
        large.startAnimating()
        place(large, 48, 176)
        let pages = PageControl(numberOfPages: 4)
        pages.currentPage = 1
        place(pages, 100, 181)
        place(Stepper(value: 0), 210, 178)
        let email = TextField(placeholder: "Email")
        email.borderStyle = .roundedRect
        place(email, 16, 226, width: 288)
        let password = TextField(text: "hunter22", placeholder: "Password")
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        password.clearButtonMode = .always
        place(password, 16, 268, width: 140)
        let line = TextField(text: "Line")
        line.borderStyle = .line
        line.textAlignment = .center
        place(line, 164, 268, width: 64)
        let bezel = TextField(text: "Bezel")
        bezel.borderStyle = .bezel
        place(bezel, 236, 268, width: 68)
        return panel
    }

    /// Compared with a UITextView in iOS 17 (Notes-like, light): five wrapped lines of 15-point
    /// text 5 points in from each side and 8 points down from the top, with the 8-point bottom
    /// inset left clear under the last line's descenders.
    @Test func textView() {
        assertSnapshot(of: Self.textViewFixture())
    }

    /// The same text view in dark mode: white text on the black systemBackground, the separator
    /// border a dim grey, as a UITextView in iOS 17's dark appearance.
    @Test func textViewDark() {
        assertSnapshot(of: Self.textViewFixture(), traits: TraitCollection(userInterfaceStyle: .dark))
    }

    @Test func textViewFixtureShowsTheBottomInset() {
        let view = Self.textViewFixture()
        #expect(view.sizeThatFits(CGSize(width: 220, height: 1000)).height <= view.frame.height)
    }

    /// Tall enough for the five lines and both 8-point insets.
    static func textViewFixture() -> TextView {
        let view = TextView(text: "Easel draws UIKit-style screens on Linux. This text view wraps inside its 8-point container insets and 5-point line padding.")
        view.font = .systemFont(ofSize: 15)
        view.frame = CGRect(x: 0, y: 0, width: 220, height: 112)
        view.borderWidth = 1
        view.borderColor = .separator
        return view
    }
}
