import Easel
import EaselImage
import EaselTesting
import Testing

/// The buttons of UIKit's glyph types (`.contactAdd`, the info types, `.close`): since iOS 13
/// they draw SF Symbols, `plus.circle` and `info.circle` in the tint colour in a 22-point box
/// (the size LayoutKit's `ButtonLayout` records from UIButton for these types), the close
/// button a bold `xmark` on a grey disc 30 points across.
@Suite struct SystemGlyphButtonTests {
    @Test func sizesAreUIKits() {
        #expect(Button(systemGlyph: .contactAdd).intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(Button(systemGlyph: .info).intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(Button(systemGlyph: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
        let add = Button(systemGlyph: .contactAdd)
        #expect(add.frame.size == CGSize(width: 22, height: 22))  // sized to fit, as UIButton(type:)
        #expect(add.image?.isSymbolImage == true)
        #expect(add.title == nil)
        // A title sits beside the glyph and widens the button by its own width.
        add.title = "Add"
        #expect(add.intrinsicContentSize.width == 22 + add.titleLabel.intrinsicContentSize.width)
    }

    @Test func voiceOverReadsWhatTheGlyphMeans() {
        #expect(Button(systemGlyph: .close).accessibilityItems().first?.label == "Close")
        #expect(Button(systemGlyph: .info).accessibilityItems().first?.label == "More Info")
    }

    /// At 2x on white: the ring and the cross of `plus.circle` are the tint (systemBlue
    /// #007AFF), the space between them white; the info glyph's stem runs down the middle.
    @Test func circledGlyphsDrawInTheTintColour() throws {
        for glyph in [Button.SystemGlyph.contactAdd, .info] {
            let button = Button(systemGlyph: glyph)
            let root = View(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
            root.backgroundColor = .white
            root.addSubview(button)
            let image = try root.render(scale: 2)
            // (13, 13) px is 6.5 pt from the centre diagonally: inside the ring, off the glyph.
            #expect(image[13, 13] == Pixel(red: 255, green: 255, blue: 255, alpha: 255), "\(glyph)")
            // The glyph's middle column (x 22 px) below the centre: the plus's vertical bar, the i's stem.
            let stem = image[22, 30]
            #expect(stem.red < 40 && stem.green > 100 && stem.green < 140 && stem.blue > 240, "\(glyph): \(stem)")
            // The ring's left edge, on the centre row.
            let edge: [Pixel] = (0 ..< 8).map { image[$0, 22] }
            let blueness: (Pixel) -> Int = { Int($0.blue) - Int($0.red) }
            let ring = try #require(edge.max { blueness($0) < blueness($1) })
            #expect(ring.red < 60 && ring.blue > 240, "\(glyph): \(ring)")
        }
        let tinted = Button(systemGlyph: .contactAdd)
        tinted.tintColor = .systemRed
        let root = View(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        root.addSubview(tinted)
        let red = try root.render(scale: 2)[22, 30]
        #expect(red.red > 240 && red.green < 80 && red.blue < 80, "\(red)")
    }

    /// The close button: outside its disc the background shows; inside, tertiarySystemFill over
    /// white (118, 118, 128 at 12%: 239, 239, 240); the cross's middle secondaryLabel (60, 60, 67
    /// at 60%) over the disc.
    @Test func theCloseButtonIsACrossOnAGreyDisc() throws {
        let button = Button(systemGlyph: .close)
        let root = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.backgroundColor = .white
        root.addSubview(button)
        let image = try root.render(scale: 2)
        #expect(image[1, 1] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image[8, 30] == Pixel(red: 239, green: 239, blue: 240, alpha: 255))
        let middle = image[30, 30]
        #expect(abs(Int(middle.red) - 131) <= 3 && abs(Int(middle.blue) - 134) <= 3, "\(middle)")
    }

    @Test func glyphButtonsLookLikeIOS() {
        let row = View(frame: CGRect(x: 0, y: 0, width: 150, height: 46))
        row.backgroundColor = .systemBackground
        for (index, glyph) in Button.SystemGlyph.allCases.enumerated() {
            let button = Button(systemGlyph: glyph)
            button.frame.origin = CGPoint(x: 16 + CGFloat(index) * 44, y: (46 - button.frame.height) / 2)
            row.addSubview(button)
        }
        assertSnapshot(of: row)
    }
}
