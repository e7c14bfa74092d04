import Easel
import EaselTesting
import Testing

@Suite struct ButtonConfigurationTests {
    private func configured(_ make: () -> Button.Configuration, title: String? = "Button") -> Button {
        var c = make()
        c.title = title
        return Button(configuration: c)
    }

    @Test func aMediumButtonIsItsTitlePlusSevenByTwelvePointInsets() {
        let button = configured(Button.Configuration.filled)
        let title = button.titleLabel.intrinsicContentSize
        #expect(title.height == 20.5) // 17-point SF line at scale 2
        #expect(button.frame.size == CGSize(width: title.width + 24, height: 34.5))
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame.origin == CGPoint(x: 12, y: 7))
        #expect(Button.Configuration.filled().resolvedCornerRadius(height: 34.5) == 8)
        var capsule = Button.Configuration.filled()
        capsule.cornerStyle = .capsule
        #expect(capsule.resolvedCornerRadius(height: 34.5) == 17.25)
    }

    /// On a 3x screen SF's 17-point line is 20.333 points, so the button is 34.333, as iOS's.
    @Test func aMediumButtonIsThirtyFourAndAThirdAtThreeX() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = configured(Button.Configuration.filled)
        root.addSubview(button)
        try ViewRenderer(scale: 3).layout(root)
        let height = button.sizeThatFits(CGSize(width: 200, height: 100)).height
        #expect(abs(height - (34 + 1.0 / 3)) < 0.001)
    }

    @Test func sizesChangeTheInsetsAndFont() {
        var large = Button.Configuration.gray()
        large.buttonSize = .large
        #expect(large.resolvedContentInsets == EdgeInsets(horizontal: 20, vertical: 14))
        var small = Button.Configuration.gray()
        small.buttonSize = .small
        #expect(small.titleFont == .systemFont(ofSize: 15))
        small.contentInsets = EdgeInsets(all: 2)
        #expect(small.resolvedContentInsets == EdgeInsets(all: 2))
    }

    @Test func anImageLeadsTheTitleByTheImagePadding() throws {
        var c = Button.Configuration.tinted()
        c.title = "Share"
        c.image = try Image(pixelWidth: 40, pixelHeight: 40, scale: 2, fill: .black)
        c.imagePadding = 8
        let button = Button(configuration: c)
        button.layoutIfNeeded()
        let title = button.titleLabel.intrinsicContentSize
        let expectedWidth: CGFloat = 12 + 20 + 8 + title.width + 12
        #expect(button.frame.size.width == expectedWidth)
        #expect(button.imageView.frame == CGRect(x: 12, y: 7.5, width: 20, height: 20))
        #expect(button.titleLabel.frame.minX == 40)
        c.imagePlacement = .top
        button.configuration = c
        button.sizeToFit()
        button.layoutIfNeeded()
        let expectedHeight: CGFloat = 7 + 20 + 8 + 20.5 + 7
        #expect(button.frame.size.height == expectedHeight)
        #expect(button.imageView.frame.minY == 7)
        #expect(button.titleLabel.frame.minY == 35)
    }

    /// A button with `title` and a 20-point image 8 points from it, placed as `placement` says.
    private func imageButton(_ style: () -> Button.Configuration, _ title: String, _ placement: Button.Configuration.ImagePlacement) throws -> Button {
        var c = style()
        c.title = title
        c.image = try Image(pixelWidth: 40, pixelHeight: 40, scale: 2, fill: .black)
        c.imagePadding = 8
        c.imagePlacement = placement
        let button = Button(configuration: c)
        button.layoutIfNeeded()
        return button
    }

    @Test func aTrailingImageFollowsTheTitle() throws {
        let button = try imageButton(Button.Configuration.tinted, "Next", .trailing)
        let title = button.titleLabel.intrinsicContentSize
        #expect(button.frame.size == CGSize(width: 12 + title.width + 8 + 20 + 12, height: 34.5))
        #expect(button.titleLabel.frame == CGRect(x: 12, y: 7, width: title.width, height: 20.5))
        #expect(button.imageView.frame == CGRect(x: 12 + title.width + 8, y: 7.5, width: 20, height: 20))
    }

    @Test func aBottomImageSitsUnderTheTitle() throws {
        let button = try imageButton(Button.Configuration.gray, "Download", .bottom)
        let title = button.titleLabel.intrinsicContentSize
        #expect(title.width > 20)
        #expect(button.frame.size == CGSize(width: 12 + title.width + 12, height: 7 + 20.5 + 8 + 20 + 7))
        #expect(button.titleLabel.frame == CGRect(x: 12, y: 7, width: title.width, height: 20.5))
        // Centred under the title, 8 points below it.
        #expect(button.imageView.frame == button.pixelGrid.align(CGRect(x: 12 + (title.width - 20) / 2, y: 35.5, width: 20, height: 20)))
        #expect(abs(button.imageView.frame.midX - button.titleLabel.frame.midX) <= 0.25)
    }

    @Test func aSubtitleSitsUnderTheTitle() {
        var c = Button.Configuration.filled()
        c.title = "Upgrade"
        c.subtitle = "Save 20 %"
        c.titlePadding = 2
        let button = Button(configuration: c)
        button.layoutIfNeeded()
        #expect(button.subtitleLabel.frame.minY == button.titleLabel.frame.maxY + 2)
        let subtitleHeight = button.subtitleLabel.intrinsicContentSize.height
        let expectedHeight: CGFloat = 7 + 20.5 + 2 + subtitleHeight + 7
        #expect(button.frame.height == expectedHeight)
    }

    @Test func stylesPaintTheirBackgrounds() throws {
        let filled = configured(Button.Configuration.filled)
        #expect(try filled.render(scale: 1)[2, 17] == Pixel(Color.systemBlue))
        var custom = Button.Configuration.filled()
        custom.title = "Go"
        custom.baseBackgroundColor = .systemGreen
        #expect(try Button(configuration: custom).render(scale: 1)[3, 17] == Pixel(Color.systemGreen))
        let plain = configured(Button.Configuration.plain)
        #expect(try plain.render(scale: 1)[2, 17].alpha == 0)
        #expect(Button.Configuration.tinted().backgroundColor(tint: .systemBlue, state: .normal) == Color.systemBlue.withAlpha(0.15))
        #expect(Button.Configuration.bordered() == Button.Configuration.gray())
        #expect(Button.Configuration.borderedProminent() == Button.Configuration.filled())
    }

    /// The pixels of `button`'s title: those of its title label's frame not of `background`.
    private func titlePixels(_ button: Button, in image: Image, background: Pixel) -> [Pixel] {
        let frame = button.titleLabel.frame
        var pixels: [Pixel] = []
        for y in Int(frame.minY * 2) ..< Int(frame.maxY * 2) {
            for x in Int(frame.minX * 2) ..< Int(frame.maxX * 2) where image[x, y] != background { pixels.append(image[x, y]) }
        }
        return pixels
    }

    @Test func borderlessIsTintedTextWithNoBackground() throws {
        let button = configured(Button.Configuration.borderless)
        #expect(Button.Configuration.borderless() == Button.Configuration.plain())
        let image = try button.render(scale: 2)
        #expect(image[4, 34].alpha == 0 && image[2 * Int(button.frame.width) - 4, 34].alpha == 0)
        let text = titlePixels(button, in: image, background: Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        // Stems are the tint itself; glyph edges the tint with less alpha (whose straight colour
        // 8-bit premultiplication blurs below a quarter of opacity).
        #expect(text.contains(Pixel(Color.systemBlue)))
        let stray = text.filter { $0.alpha >= 64 && !($0.red == 0 && abs(Int($0.green) - 122) <= 2 && $0.blue == 255) }
        #expect(stray.isEmpty, "\(stray.prefix(8))")
    }

    @Test func borderedTintedIsTheTintTextOnAFifteenPercentWash() throws {
        let button = configured(Button.Configuration.borderedTinted)
        #expect(Button.Configuration.borderedTinted() == Button.Configuration.tinted())
        let panel = View(frame: CGRect(origin: .zero, size: button.frame.size))
        panel.backgroundColor = .white
        panel.addSubview(button)
        let image = try panel.render(scale: 2)
        // systemBlue (0, 122, 255) at 15 % over white: (217, 235, 255).
        let wash = image[4, 34]
        #expect(abs(Int(wash.red) - 217) <= 1 && abs(Int(wash.green) - 235) <= 1 && wash.blue == 255, "\(wash)")
        #expect(image[0, 0] == Pixel(red: 255, green: 255, blue: 255))  // outside the 8-point corner
        let text = titlePixels(button, in: image, background: wash)
        #expect(text.contains(Pixel(Color.systemBlue)))
    }

    @Test func baseForegroundColorPaintsTheTitle() throws {
        var c = Button.Configuration.filled()
        c.title = "Delete"
        c.baseForegroundColor = .black
        c.baseBackgroundColor = .systemRed
        let button = Button(configuration: c)
        let image = try button.render(scale: 2)
        #expect(image[4, 34] == Pixel(Color.systemRed))
        let text = titlePixels(button, in: image, background: Pixel(Color.systemRed))
        #expect(text.contains(Pixel(red: 0, green: 0, blue: 0)))
        // Every title pixel lies between the red background and black: no white is left of the filled style's default.
        let stray = text.filter { $0.green > 60 || $0.blue > 49 }
        #expect(stray.isEmpty, "\(stray.prefix(8))")
        var plain = Button.Configuration.plain()
        plain.title = "Green"
        plain.baseForegroundColor = .systemGreen
        let green = Button(configuration: plain)
        let pixels = titlePixels(green, in: try green.render(scale: 2), background: Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(pixels.contains(Pixel(Color.systemGreen)))
        #expect(green.titleLabel.textColor == .systemGreen)
    }

    /// Compared with iOS 17's UIKit Catalog "Buttons" page: plain, gray, tinted and filled at
    /// medium size, a capsule, a large button and one with an image and a subtitle.
    @Test func configurationsSnapshot() throws {
        assertSnapshot(of: try configurationsPanel())
    }

    /// The same buttons in dark mode, beside iOS 17's dark UIKit Catalog (from memory): filled
    /// buttons keep white text on the brighter dark systemBlue, gray buttons sit on a lighter grey
    /// fill, tinted ones on a dim blue.
    @Test func configurationsSnapshotDark() throws {
        assertSnapshot(of: try configurationsPanel(), traits: TraitCollection(userInterfaceStyle: .dark))
    }

    private func configurationsPanel() throws -> View {
        let panel = View(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        panel.backgroundColor = .systemBackground
        let styles: [(String, Button.Configuration)] = [("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled())]
        var x: CGFloat = 12
        for (title, var c) in styles {
            c.title = title
            let button = Button(configuration: c)
            button.frame.origin = CGPoint(x: x, y: 12)
            panel.addSubview(button)
            x += button.frame.width + 8
        }
        var capsule = Button.Configuration.filled()
        capsule.title = "Capsule"
        capsule.cornerStyle = .capsule
        capsule.baseBackgroundColor = .systemIndigo
        let pill = Button(configuration: capsule)
        pill.frame.origin = CGPoint(x: 12, y: 60)
        panel.addSubview(pill)
        var large = Button.Configuration.tinted()
        large.title = "Large"
        large.buttonSize = .large
        let big = Button(configuration: large)
        big.frame.origin = CGPoint(x: 130, y: 52)
        panel.addSubview(big)
        var rich = Button.Configuration.gray()
        rich.title = "Download"
        rich.subtitle = "12 MB"
        rich.image = try Image(pixelWidth: 36, pixelHeight: 36, scale: 2, fill: .systemGreen)
        rich.imagePadding = 8
        let download = Button(configuration: rich)
        download.frame.origin = CGPoint(x: 12, y: 118)
        panel.addSubview(download)
        return panel
    }
}
