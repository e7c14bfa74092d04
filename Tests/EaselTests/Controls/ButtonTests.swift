import Easel
import Testing

/// Counts calls, so a test can tell how often a button's action ran.
final class TapCounter {
    var count = 0
}

/// A 320 × 200 screen with a button inside an offset, scrolled container, as a real screen nests it.
private func screen(with button: Button) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let container = View(frame: CGRect(x: 20, y: 40, width: 280, height: 120))
    container.bounds.origin = CGPoint(x: 0, y: 10)
    button.frame = CGRect(x: 40, y: 30, width: 200, height: 44)
    container.addSubview(button)
    root.addSubview(container)
    return root
}

@Suite struct ButtonTests {
    @Test func tappingTheCentreRunsTheCallbackOnce() {
        let taps = TapCounter()
        let button = Button(title: "Login with GitHub") { taps.count += 1 }
        let root = screen(with: button)
        let centre = button.convert(button.bounds.center, to: root)
        #expect(centre == CGPoint(x: 160, y: 82))
        #expect(root.tap(at: centre) === button)
        #expect(taps.count == 1)
    }

    @Test func tappingBesideTheButtonRunsNothing() {
        let taps = TapCounter()
        let button = Button(title: "Login") { taps.count += 1 }
        let root = screen(with: button)
        #expect(root.tap(at: CGPoint(x: 59, y: 82)) == nil)     // one point left of it
        #expect(root.tap(at: CGPoint(x: 160, y: 59)) == nil)    // one point above it
        #expect(root.tap(at: CGPoint(x: 60, y: 60)) === button) // its top left corner
        #expect(taps.count == 1)
    }

    @Test func aDisabledButtonTakesTheTapAndRunsNothing() {
        let taps = TapCounter()
        let button = Button(title: "Login") { taps.count += 1 }
        button.isEnabled = false
        let root = screen(with: button)
        #expect(root.tap(at: CGPoint(x: 160, y: 82)) === button)
        #expect(taps.count == 0)
    }

    @Test func hiddenTransparentAndNonInteractiveButtonsAreNotHit() {
        let taps = TapCounter()
        let button = Button(title: "Login") { taps.count += 1 }
        let root = screen(with: button)
        let point = CGPoint(x: 160, y: 82)
        button.isHidden = true
        #expect(root.tap(at: point) == nil)
        button.isHidden = false
        button.alpha = 0.005
        #expect(root.tap(at: point) == nil)
        button.alpha = 0.02
        button.superview!.isUserInteractionEnabled = false
        #expect(root.tap(at: point) == nil)
        #expect(taps.count == 0)
    }

    @Test func aSubviewOutsideItsParentCannotBeHit() {
        let taps = TapCounter()
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let button = Button(title: "Far") { taps.count += 1 }
        button.frame = CGRect(x: 100, y: 100, width: 60, height: 40)
        small.addSubview(button)
        root.addSubview(small)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === root)
        #expect(root.tap(at: CGPoint(x: 120, y: 120)) == nil)
        #expect(taps.count == 0)
    }

    @Test func theTopmostViewTakesTheTap() {
        let taps = TapCounter()
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = Button(title: "Under") { taps.count += 1 }
        button.frame = root.bounds
        root.addSubview(button)
        let cover = View(frame: root.bounds)
        root.addSubview(cover)
        #expect(root.tap(at: CGPoint(x: 50, y: 50)) == nil)
        cover.isUserInteractionEnabled = false
        #expect(root.tap(at: CGPoint(x: 50, y: 50)) === button)
        #expect(taps.count == 1)
    }

    @Test func sizeIsTheTitlePlusInsets() {
        let system = Button(title: "Login with GitHub")
        let title = system.titleLabel.intrinsicContentSize
        #expect(system.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        let filled = Button(title: "Login with GitHub", style: .filled)
        let filledTitle = filled.titleLabel.intrinsicContentSize
        #expect(filled.intrinsicContentSize == CGSize(width: filledTitle.width + 24, height: filledTitle.height + 14))
        let withImage = Button(title: "Go", style: .filled)
        withImage.image = try? twoToneImage(scale: 2)
        #expect(withImage.intrinsicContentSize.width == withImage.titleLabel.intrinsicContentSize.width + 20 + 6 + 24)
    }

    @Test func titleColoursFollowTheStateAndStyle() {
        let button = Button(title: "Login")
        #expect(button.titleLabel.textColor == .systemBlue)
        button.isEnabled = false
        #expect(button.titleLabel.textColor == .tertiaryLabel)
        button.isEnabled = true
        button.setTitleColor(.systemRed, for: .normal)
        #expect(button.titleLabel.textColor == .systemRed)
        button.style = .filled
        button.setTitleColor(nil, for: .normal)
        #expect(button.titleLabel.textColor == .white)
        #expect(button.styleBackground(for: .normal) == .systemBlue)
    }

    @Test func filledButtonsDrawTheirTintBehindAWhiteTitle() throws {
        let button = Button(title: "Buy", style: .filled)
        button.tintColor = .systemGreen
        let image = try button.render(scale: 2)
        #expect(image[4, image.pixelHeight / 2] == Pixel(.systemGreen))
        #expect(image[0, 0].alpha < 255)  // rounded corner
        var whites = 0
        for x in 0 ..< image.pixelWidth where image[x, image.pixelHeight / 2] == Pixel(red: 255, green: 255, blue: 255) { whites += 1 }
        #expect(whites > 4)
    }
}
