import Easel
import Testing

/// Renders `view` at scale 1 on white so that pixel colours can be read at point coordinates.
private func renderOnWhite(_ view: View, size: CGSize) throws -> Image {
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    root.addSubview(view)
    return try root.render(scale: 1)
}

@Suite struct ControlTests {
    @Test func aSwitchIsFiftyOneByThirtyOneWithATwentySevenPointThumb() throws {
        let on = Switch(isOn: true)
        #expect(on.frame.size == CGSize(width: 51, height: 31))
        #expect(on.sizeThatFits(CGSize(width: 200, height: 200)) == CGSize(width: 51, height: 31))
        #expect(on.thumbRect == CGRect(x: 22, y: 2, width: 27, height: 27))
        #expect(Switch(isOn: false).thumbRect == CGRect(x: 2, y: 2, width: 27, height: 27))
    }

    @Test func aSwitchDrawsItsOnTintAndAWhiteThumb() throws {
        let on = Switch(isOn: true)
        on.frame.origin = CGPoint(x: 10, y: 10)
        let image = try renderOnWhite(on, size: CGSize(width: 80, height: 60))
        // Left of the thumb, on the track's centre line: system green.
        #expect(image[16, 25] == Pixel(Color.systemGreen))
        // The thumb's centre: white.
        #expect(image[10 + 35, 10 + 15] == Pixel(red: 255, green: 255, blue: 255))
        on.onTintColor = .systemBlue
        #expect(try renderOnWhite(on, size: CGSize(width: 80, height: 60))[16, 25] == Pixel(Color.systemBlue))
    }

    @Test func anOffSwitchShowsTheGreyFillAndATintedThumb() throws {
        let off = Switch(isOn: false)
        off.thumbTintColor = .systemRed
        let image = try renderOnWhite(off, size: CGSize(width: 51, height: 31))
        // Right of the thumb: secondarySystemFill (#787880 at 16 %) over white.
        #expect(image[44, 15] == Pixel(red: 234, green: 234, blue: 235))
        #expect(image[15, 15] == Pixel(Color.systemRed))
    }

    @Test func tappingASwitchTogglesItAndReportsTheChange() {
        let toggle = Switch()
        var changes = 0
        toggle.onValueChanged = { _ in changes += 1 }
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(toggle)
        #expect(root.tap(at: CGPoint(x: 20, y: 15)) === toggle)
        #expect(toggle.isOn && changes == 1)
        toggle.isEnabled = false
        _ = root.tap(at: CGPoint(x: 20, y: 15))
        #expect(toggle.isOn && changes == 1)
    }

    @Test func aSegmentedControlIsThirtyTwoTallWithEqualSegmentsAndAnInsetPill() throws {
        let control = SegmentedControl(items: ["Day", "Week", "Month"])
        #expect(control.frame.height == 32)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        #expect(control.segmentRect(at: 2) == CGRect(x: 200, y: 0, width: 100, height: 32))
        #expect(control.selectionRect == CGRect(x: 102, y: 2, width: 96, height: 28))
        control.selectedSegmentIndex = SegmentedControl.noSegment
        #expect(control.selectionRect == nil)
    }

    @Test func theSelectedSegmentIsAWhitePillOnTheGreyTrack() throws {
        let control = SegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 0
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 32))
        root.backgroundColor = .white
        root.addSubview(control)
        let image = try root.render(scale: 1)
        // In the pill, away from its title: white.
        #expect(image[8, 16] == Pixel(red: 255, green: 255, blue: 255))
        // In the unselected half, away from its title: tertiarySystemFill (#767680 at 12 %) over white.
        #expect(image[108, 16] == Pixel(red: 239, green: 239, blue: 240))
        control.selectedSegmentTintColor = .systemYellow
        #expect(try root.render(scale: 1)[8, 16] == Pixel(Color.systemYellow))
    }

    @Test func aSliderPlacesItsThumbByValueAndFillsTheTrackUpToIt() throws {
        let slider = Slider(value: 0.25)
        slider.frame = CGRect(x: 0, y: 0, width: 228, height: 31)
        #expect(slider.intrinsicContentSize.height == 31)
        #expect(slider.thumbRect == CGRect(x: 50, y: 1.5, width: 28, height: 28))
        #expect(slider.trackRect == CGRect(x: 0, y: 13.5, width: 228, height: 4))
        slider.value = 7
        #expect(slider.value == 1)
        slider.value = 0.25
        let image = try renderOnWhite(slider, size: CGSize(width: 228, height: 31))
        #expect(image[20, 15] == Pixel(Color.systemBlue))
        #expect(image[150, 15] == Pixel(red: 228, green: 228, blue: 229)) // systemFill over white
        #expect(image[64, 15] == Pixel(red: 255, green: 255, blue: 255))  // the thumb
    }

    @Test func progressViewsAreFourPointsAndFillTheirFraction() throws {
        let progress = ProgressView(progress: 0.5)
        progress.frame = CGRect(x: 0, y: 0, width: 100, height: 4)
        #expect(progress.intrinsicContentSize.height == 4)
        #expect(progress.progressRect == CGRect(x: 0, y: 0, width: 50, height: 4))
        let image = try renderOnWhite(progress, size: CGSize(width: 100, height: 4))
        #expect(image[25, 2] == Pixel(Color.systemBlue))
        #expect(image[75, 2] == Pixel(red: 228, green: 228, blue: 229))
        let bar = ProgressView(progress: 0.5, style: .bar)
        #expect(bar.intrinsicContentSize.height == 2.5)
        progress.progress = -3
        #expect(progress.progress == 0)
    }

    @Test func anActivityIndicatorIsHiddenUntilStartedAndFadesBehindItsLeadingSpoke() throws {
        #expect(ActivityIndicatorView().intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(ActivityIndicatorView.spokeOpacity(0) == 1)
        #expect(abs(ActivityIndicatorView.spokeOpacity(1) - 0.3) < 1e-9)
        let spinner = ActivityIndicatorView(style: .medium)
        let stopped = try renderOnWhite(spinner, size: CGSize(width: 20, height: 20))
        #expect(stopped[10, 2] == Pixel(red: 255, green: 255, blue: 255))
        spinner.startAnimating()
        let started = try renderOnWhite(spinner, size: CGSize(width: 20, height: 20))
        #expect(started[10, 3].red < 200) // the leading spoke at the top
    }

    @Test func aPageControlCentresItsDots() throws {
        let pages = PageControl(numberOfPages: 3)
        #expect(pages.frame.size == CGSize(width: 3 * 7 + 2 * 9 + 24, height: 26))
        pages.frame = CGRect(x: 0, y: 0, width: 100, height: 26)
        #expect(pages.dotRect(at: 0) == CGRect(x: 30.5, y: 9.5, width: 7, height: 7))
        #expect(pages.dotRect(at: 2) == CGRect(x: 62.5, y: 9.5, width: 7, height: 7))
        pages.currentPage = 9
        #expect(pages.currentPage == 2)
    }

    @Test func aStepperIsNinetyFourByThirtyTwoAndStepsWithinItsRange() throws {
        let stepper = Stepper(value: 1, minimumValue: 0, maximumValue: 2)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.increment()
        stepper.increment()
        #expect(stepper.value == 2 && !stepper.canIncrement)
        stepper.wraps = true
        stepper.increment()
        #expect(stepper.value == 0)
        stepper.wraps = false
        #expect(!stepper.canDecrement)
        let image = try renderOnWhite(stepper, size: CGSize(width: 94, height: 32))
        // The plus sign's centre (label black) and the background beside it.
        #expect(image[70, 16] == Pixel(red: 0, green: 0, blue: 0))
        #expect(image[70, 6] == Pixel(red: 239, green: 239, blue: 240))
    }

    @Test func aRoundedTextFieldIsThirtyFourTallAndInsetsItsTextSevenPoints() {
        let field = TextField(placeholder: "Email")
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
        field.frame = CGRect(x: 0, y: 0, width: 200, height: 34)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        field.text = "a@b.c"
        field.clearButtonMode = .always
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 176, y: 7.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: field.bounds).maxX == 172)
        field.clearButtonMode = .whileEditing
        #expect(field.clearButtonRect(forBounds: field.bounds) == .zero)
        field.isEditing = true
        #expect(field.showsClearButton)
    }

    /// UIKit pads a bezel field's text 7 points from each side and a line field's 2 (the
    /// horizontal padding of the metrics provider it gives each border style).
    @Test func bezelAndLineFieldsInsetTheirTextAsUIKitDoes() {
        let field = TextField(text: "Bezel")
        field.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        field.borderStyle = .bezel
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 86, height: 30))
        field.borderStyle = .line
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 2, y: 0, width: 96, height: 30))
        field.borderStyle = .none
        #expect(field.textRect(forBounds: field.bounds) == field.bounds)
    }

    @Test func aRoundedFieldDrawsAHairlineBorderAndTheClearButton() throws {
        let field = TextField(text: "x")
        field.borderStyle = .roundedRect
        field.clearButtonMode = .always
        field.frame = CGRect(x: 0, y: 0, width: 120, height: 34)
        let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 34))
        root.backgroundColor = .systemGray6
        root.addSubview(field)
        let image = try root.render(scale: 2)
        // The top edge's one-pixel border (systemGray4), the white inside, the grey clear button's centre ring.
        #expect(image[120, 0] == Pixel(Color.systemGray4))
        #expect(image[120, 10] == Pixel(red: 255, green: 255, blue: 255))
        let clear = field.clearButtonRect(forBounds: field.bounds)
        #expect(image[Int(clear.minX * 2) + 6, Int(clear.midY * 2)] == Pixel(Color.systemGray3))
        // In dark mode UIKit fills it with the (dark) system background: black, not a grey.
        let dark = try root.render(on: nil, traits: TraitCollection(userInterfaceStyle: .dark))
        #expect(dark[120, 10] == Pixel(red: 0, green: 0, blue: 0))
        #expect(dark[120, 0] == Pixel(Color.systemGray4.resolved(for: .dark)))
    }

    @Test func leftAndRightViewsFollowTheirModes() {
        let field = TextField(text: "Search")
        field.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        let icon = View(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 0, y: 5, width: 24, height: 20))
        #expect(field.textRect(forBounds: field.bounds).minX == 24)
        let badge = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.rightView = badge
        field.rightViewMode = .unlessEditing
        field.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 170, y: 0, width: 30, height: 30))
        field.isEditing = true
        field.layoutIfNeeded()
        #expect(badge.isHidden)
    }

    @Test func secureTextIsDrawnAsOneDotPerCharacter() {
        let field = TextField(text: "hunter2")
        field.isSecureTextEntry = true
        #expect(field.displayedText == "•••••••")
        field.text = ""
        field.placeholder = "Password"
        #expect(field.displayedText == "Password" && field.isShowingPlaceholder)
    }

    @Test func aTextViewWrapsInsideItsInsetsAndPadding() {
        let view = TextView(text: "One two three four five six seven eight nine ten eleven twelve")
        view.font = .systemFont(ofSize: 17)
        #expect(view.textRect(in: CGSize(width: 200, height: 100)) == CGRect(x: 5, y: 8, width: 190, height: 84))
        view.isScrollEnabled = false
        let size = view.layoutSize(fitting: CGSize(width: 200, height: 1000))
        #expect(size.width == 200)
        // More than one line of 17-point text plus 16 points of insets.
        #expect(size.height > 16 + 2 * 20)
        view.isScrollEnabled = true
        #expect(view.layoutSize(fitting: CGSize(width: 200, height: 1000)) == .zero)
    }
}

@Suite struct ControlInitialiserTests {
    /// `View()` reaches each control's `init(frame:)`; none may loop back into `init()`.
    @Test func everyControlCanBeMadeWithNoArguments() {
        let views: [View] = [Switch(), SegmentedControl(), Slider(), ProgressView(), ActivityIndicatorView(), PageControl(), Stepper(), TextField(), TextView()]
        // Switches and steppers keep their fixed size in any frame, as UIKit's do; the others take the frame given.
        #expect(views.map(\.frame.size) == [CGSize(width: 51, height: 31), .zero, .zero, .zero, .zero, .zero, CGSize(width: 94, height: 32), .zero, .zero])
        let none = View.noIntrinsicMetric
        #expect(views.map(\.intrinsicContentSize) == [
            CGSize(width: 51, height: 31), CGSize(width: 0, height: 32), CGSize(width: none, height: 31), CGSize(width: none, height: 4),
            CGSize(width: 20, height: 20), CGSize(width: 24, height: 26), CGSize(width: 94, height: 32), CGSize(width: 0, height: 20.5), CGSize(width: none, height: none),
        ])
    }
}
