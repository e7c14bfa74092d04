import Easel
import Foundation
import Testing

/// The bounding box of pixels that differ from `background`, in pixels.
func inkBox(_ image: Image, background: Pixel = Pixel(red: 255, green: 255, blue: 255)) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0 ..< image.pixelHeight {
        for x in 0 ..< image.pixelWidth where image[x, y] != background {
            box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
        }
    }
    return box
}

/// `label` at its fitting size for `width` at `scale`, at (10, 10) in a white canvas 20 points larger.
func renderOnWhite(_ label: Label, width: CGFloat = .greatestFiniteMagnitude, scale: CGFloat = 1) throws -> (Image, CGRect) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    root.backgroundColor = .white
    root.addSubview(label)
    try ViewRenderer(scale: scale).layout(root)  // measure on the pixel grid it is drawn on
    let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    label.frame = CGRect(x: 10, y: 10, width: size.width, height: size.height)
    root.frame.size = CGSize(width: size.width + 20, height: size.height + 20)
    return (try root.render(scale: scale), label.frame)
}

let seedSentence = "To use the Swift Talk app please login as a subscriber"

@Suite struct LabelTests {
    @Test func widthGrowsWithTheText() {
        let short = Label("Hi").intrinsicContentSize
        let long = Label("Hi there, friend").intrinsicContentSize
        #expect(short.width > 0)
        #expect(long.width > short.width * 3)
        #expect(long.height == short.height)
    }

    @Test func sizesAreOnThePixelGridAndEmptyTextHasNoSize() {
        // A label in no rendered tree measures at View.defaultDisplayScale (2): half points.
        let size = Label("Hello").intrinsicContentSize
        #expect((size.width * 2).rounded() == size.width * 2 && (size.height * 2).rounded() == size.height * 2)
        #expect(size.height == 20.5)
        #expect(Label(nil).intrinsicContentSize == .zero)
        #expect(Label("").sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func lineHeightOfTheSystemFontAt17Points() {
        // SF's ascender + descender at 17 points, as UIFont reports them, not Inter's 20.574.
        let layout = TextLayout("A", font: .systemFont(ofSize: 17))
        #expect(layout.size.height == 20.287109375)
        #expect(layout.firstBaseline == 16.1865234375)
        #expect(Label("A").intrinsicContentSize.height == 20.5)  // rounded up to @2x pixels
    }

    @Test func nLinesAreNTimesTheLineHeight() throws {
        let layout = TextLayout("one\ntwo\nthree", font: .systemFont(ofSize: 17))
        #expect(layout.lineCount == 3)
        #expect(layout.size.height == 3 * 20.287109375)
        #expect(abs(layout.lastBaseline - (2 * 20.287109375 + 16.1865234375)) < 1e-9)
        let label = Label("one\ntwo\nthree")
        label.numberOfLines = 0
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(label)
        try ViewRenderer(scale: 3).layout(root)
        #expect(label.intrinsicContentSize.height == 61)  // 60.861 up to the next third
    }

    @Test func fallbackAndOtherFontsKeepTheirLineHeights() {
        // Chinese drawn by WenQuanYi inside system-font text keeps the system font's line, as a
        // UILabel line keeps its primary font's.
        let mixed = TextLayout("Hello 你好", font: .systemFont(ofSize: 17))
        #expect(mixed.unknownGlyphCount == 0)
        #expect(mixed.size.height == 20.287109375)
        #expect(TextLayout("你好", font: .systemFont(ofSize: 17)).size.height == 20.287109375)
        // A font that is not the system font keeps its own metrics.
        let mono = Font.monospacedSystemFont(ofSize: 17)
        #expect(TextLayout("code", font: mono).size.height == mono.lineHeight)
        #expect(mono.lineHeight != 20.287109375)
        // A bigger run makes its line taller: the line is its largest ascender plus descender.
        var text = AttributedText("small ")
        text.append("BIG", attributes: TextAttributes(font: .systemFont(ofSize: 34)))
        #expect(TextLayout(text, font: .systemFont(ofSize: 17)).size.height == Font.systemFont(ofSize: 34).lineHeight)
    }

    @Test func theSystemFontIsTrackedAsSFIs() {
        // SF Pro's tracking at 17 points is −26/1000 em after every character: 7 characters
        // of "tracked" come out 7 × 0.442 points narrower than Inter's own advances.
        let tracked = TextLayout("tracked", font: .systemFont(ofSize: 17))
        var untracked = AttributedText("tracked", attributes: TextAttributes(kerning: 0.442))
        untracked = AttributedText(runs: untracked.runs)
        let plain = TextLayout(untracked, font: .systemFont(ofSize: 17))
        #expect(abs(plain.size.width - tracked.size.width - 7 * 0.442) < 0.01)
        // A named font (Inter by name is not the system font) is not tracked.
        let named = TextLayout("tracked", font: Font(name: "Inter", size: 17)!)
        #expect(abs(named.size.width - plain.size.width) < 0.01)
    }

    @Test func aLongSentenceWrapsToTwoLinesAt300Points() throws {
        let label = Label(seedSentence)
        label.numberOfLines = 0
        let size = label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        #expect(size.height == 41)  // two lines of 20.287, rounded up to @2x pixels
        #expect(size.width <= 300 && size.width > 200)
        #expect(label.textLayout(width: 300)?.lineCount == 2)
        #expect(label.textLayout(width: 120)?.lineCount == 4)
        // A single-line label does not grow.
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 300, height: 1000)).height == 20.5)
        #expect(label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)).width <= 300)
    }

    @Test func twoLinesTruncateWithAnEllipsis() throws {
        let label = Label("If you're not registered yet, please visit http://objc.io for more information, and a lot more text to make it long")
        label.numberOfLines = 2
        let layout = try #require(label.textLayout(width: 300))
        #expect(layout.lineCount == 2)
        #expect(layout.isTruncated)
        #expect(label.sizeThatFits(CGSize(width: 300, height: 1000)).height == 41)
        label.numberOfLines = 0
        #expect(label.textLayout(width: 300)?.isTruncated == false)
        #expect(label.textLayout(width: 300)!.lineCount > 2)
    }

    @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail])
    func everyTruncatingModeKeepsOneLineWithinTheWidth(mode: LineBreakMode) throws {
        let label = Label(seedSentence)
        label.lineBreakMode = mode
        let layout = try #require(label.textLayout(width: 150))
        #expect(layout.lineCount == 1 && layout.isTruncated)
        #expect(layout.size.width <= 150)
    }

    @Test func chineseWrapsBetweenCharactersWithNoUnknownGlyphs() throws {
        let text = "中文段落应该在字符之间换行而不是显示为方框日本語も表示できます"
        let layout = TextLayout(text, font: .systemFont(ofSize: 17), width: 150)
        #expect(layout.unknownGlyphCount == 0)
        #expect(layout.lineCount == 4)  // 32 characters of 17 points, 8 to a 150-point line
        #expect(layout.size.width <= 150 && layout.size.width >= 130)
        #expect(!layout.isTruncated)
    }

    @Test func unknownGlyphsAreCounted() {
        // No font Easel ships has Egyptian hieroglyphs; Pango reports the box it would draw.
        #expect(TextLayout("ankh 𓋹").unknownGlyphCount == 1)
        #expect(TextLayout("Ünïcödé, ελληνικά, кириллица").unknownGlyphCount == 0)
        #expect(TextLayout("שלום עולם, مرحبا بالعالم").unknownGlyphCount == 0)
    }

    @Test func whatDrawPaintsStaysInsideTheMeasuredSize() throws {
        for scale in [1, 3] as [CGFloat] {
            let label = Label(seedSentence)
            label.numberOfLines = 0
            label.textColor = .black
            let (image, frame) = try renderOnWhite(label, width: 200, scale: scale)
            let box = try #require(inkBox(image))
            #expect(CGFloat(box.minX) >= frame.minX * scale && CGFloat(box.maxX) < frame.maxX * scale, "scale \(scale)")
            #expect(CGFloat(box.minY) >= frame.minY * scale && CGFloat(box.maxY) < frame.maxY * scale, "scale \(scale)")
            // And it fills it: ink reaches within 2 points of the left and right edges.
            #expect(CGFloat(box.minX) <= (frame.minX + 2) * scale)
            #expect(CGFloat(box.maxX) >= (frame.maxX - 3) * scale)
        }
    }

    @Test func sizesSnapToThePixelGridOfTheScale() throws {
        // Shaping does not depend on the scale; only the rounding does, as in UIKit: three lines
        // of 20.287 are 61 points at @1x, 61 at @2x (60.86 up to a half) and 61 at @3x, and the
        // width rounds up to a whole point, a half or a third.
        let raw = try #require(TextLayout(seedSentence, width: 200).size as CGSize?)
        var frames: [CGFloat: CGRect] = [:]
        for scale in [1, 2, 3] as [CGFloat] {
            let label = Label(seedSentence)
            label.numberOfLines = 0
            frames[scale] = try renderOnWhite(label, width: 200, scale: scale).1
            #expect(frames[scale]?.size == CGSize(width: (raw.width * scale).rounded(.up) / scale, height: (raw.height * scale).rounded(.up) / scale))
        }
        #expect(frames[1]?.width != frames[3]?.width)
        // What is drawn is the same, within a point, at every scale.
        let label = Label(seedSentence)
        label.numberOfLines = 0
        let (one, _) = try renderOnWhite(label, width: 200, scale: 1)
        let (three, _) = try renderOnWhite(label, width: 200, scale: 3)
        let a = try #require(inkBox(one)), b = try #require(inkBox(three))
        #expect(abs(CGFloat(b.minX) / 3 - CGFloat(a.minX)) <= 1)
        #expect(abs(CGFloat(b.maxX) / 3 - CGFloat(a.maxX)) <= 1)
        #expect(abs(CGFloat(b.maxY) / 3 - CGFloat(a.maxY)) <= 1)
    }

    @Test func centredTextHasEqualMargins() throws {
        let label = Label("Centred")
        label.textAlignment = .center
        label.textColor = .black
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        let root = View(frame: label.frame)
        root.backgroundColor = .white
        root.addSubview(label)
        let box = try #require(inkBox(try root.render(scale: 1)))
        #expect(abs(box.minX - (199 - box.maxX)) <= 2)
        label.textAlignment = .right
        let right = try #require(inkBox(try root.render(scale: 1)))
        #expect(right.maxX >= 197)
    }

    @Test func textIsCentredVerticallyInATallLabel() throws {
        let label = Label("Middle")
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 101)
        // (101 − 20.5) / 2 + SF's ascender: the line's height on the @2x grid is centred.
        #expect(abs(label.firstBaselineOffset - (40.25 + 16.1865234375)) < 1e-9)
    }

    @Test func lineSpacingAndMultipleChangeTheHeight() {
        let plain = TextLayout(seedSentence, width: 300)
        let spaced = TextLayout(seedSentence, paragraph: ParagraphStyle(lineSpacing: 10), width: 300)
        #expect(abs(spaced.size.height - plain.size.height - 10) < 0.01)
        let tall = TextLayout(seedSentence, paragraph: ParagraphStyle(lineHeightMultiple: 1.5), width: 300)
        #expect(abs((tall.lastBaseline - tall.firstBaseline) - 1.5 * 20.287109375) < 0.0001)
    }

    @Test func baselinesOfAWrappedLabel() {
        let layout = TextLayout(seedSentence, width: 300)
        #expect(layout.lastBaseline - layout.firstBaseline == 20.287109375)
    }

    @Test func aLabelTooShortForItsLinesShowsTheLinesThatFit() throws {
        let label = Label(seedSentence)
        label.numberOfLines = 0
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 45)
        let shown = try #require(label.displayedLayout)
        #expect(shown.lineCount == 2)
        #expect(shown.isTruncated)
    }

    @Test func attributedRunsDrawInTheirOwnColours() throws {
        var text = AttributedText("black ", attributes: TextAttributes(color: .black))
        text.append("RED", attributes: TextAttributes(font: .boldSystemFont(ofSize: 30), color: Color(red: 1, green: 0, blue: 0)))
        let label = Label()
        label.attributedText = text
        let (image, _) = try renderOnWhite(label)
        var reds = 0, darks = 0
        for y in 0 ..< image.pixelHeight {
            for x in 0 ..< image.pixelWidth {
                let p = image[x, y]
                if p.red == 255 && p.green == 0 && p.blue == 0 { reds += 1 }
                if p.red < 30 && p.green < 30 && p.blue < 30 { darks += 1 }
            }
        }
        #expect(reds > 50 && darks > 20)
        // The bold 30-point run sets the line height.
        #expect(label.intrinsicContentSize.height > 30)
    }

    @Test func kerningWidensTheTextBetweenCharacters() throws {
        let plain = TextLayout("spacing")
        let kerned = TextLayout(AttributedText("spacing", attributes: TextAttributes(kerning: 5)))
        #expect(abs(kerned.size.width - plain.size.width - 35) < 0.01)  // 7 characters × 5 points, as UIKit
    }

    @Test func fontsAreFoundByFamilyAndPostScriptName() throws {
        #expect(Font(name: "Inter", size: 12)?.weight == .regular)
        let boldItalic = try #require(Font(name: "Inter-BoldItalic", size: 12))
        #expect(boldItalic.weight == .bold && boldItalic.isItalic)
        #expect(Font(name: "WenQuanYi Micro Hei", size: 12) != nil)
        #expect(Font(name: "Helvetica", size: 12) == nil)
        #expect(Font.systemFont(ofSize: 19).families.first == "Inter")
        #expect(Font.systemFont(ofSize: 20).families.first == "Inter Display")
    }

    @Test func registeringAFontFileMakesItNameable() throws {
        let file = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
        try #require(FileManager.default.fileExists(atPath: file.path), "fonts-dejavu-core ships DejaVu Serif")
        #expect(try Font.register(fileURL: file) == ["DejaVu Serif"])
        let serif = try #require(Font(name: "DejaVu Serif", size: 17))
        let sans = TextLayout("Registered", font: .systemFont(ofSize: 17))
        let registered = TextLayout("Registered", font: serif)
        #expect(registered.size.width != sans.size.width)
    }

    @Test func registeringAMissingOrBrokenFileIsAnError() throws {
        #expect(throws: FontError.fileNotFound("/no/such/font.ttf")) {
            try Font.register(fileURL: URL(fileURLWithPath: "/no/such/font.ttf"))
        }
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("junk-\(UUID()).ttf")
        try Data("not a font".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        #expect(throws: FontError.unreadable(junk.path)) { try Font.register(fileURL: junk) }
    }
}
