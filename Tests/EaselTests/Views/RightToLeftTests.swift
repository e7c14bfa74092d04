import EaselLayout
import Easel
import Testing

@Suite struct RightToLeftTests {
    private func box(_ width: CGFloat) -> View {
        let view = View()
        view.fixedWidth = width
        view.fixedHeight = 20
        return view
    }

    @Test func horizontalStacksRunFromTheRight() throws {
        let a = box(50), b = box(30)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.alignment = .leading
        stack.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 16)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        _ = try stack.render(on: nil, traits: TraitCollection(layoutDirection: .rightToLeft))
        // The first view hugs the right margin; the margins keep their sides.
        #expect(a.frame == CGRect(x: 134, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 94, y: 0, width: 30, height: 20))

        _ = try stack.render(on: nil, traits: TraitCollection(layoutDirection: .leftToRight))
        #expect(a.frame == CGRect(x: 4, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 64, y: 0, width: 30, height: 20))
    }

    @Test func leadingAlignmentInAColumnHugsTheRight() throws {
        let a = box(50)
        let column = StackView(arrangedSubviews: [a])
        column.axis = .vertical
        column.alignment = .leading
        column.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        column.traitOverrides.layoutDirection = .rightToLeft
        _ = try column.render(on: nil)
        #expect(a.frame.minX == 150)
    }

    @Test func theArithmeticMirrorsWithoutViews() {
        var arrangement = StackArrangement(axis: .horizontal, spacing: 5)
        arrangement.isRightToLeft = true
        let item = StackItem(isHidden: false, hugging: AxisPriorities(horizontal: .required, vertical: .required), compressionResistance: AxisPriorities(horizontal: .required, vertical: .required), customSpacingAfter: nil, measure: { _ in CGSize(width: 10, height: 10) }, baselines: { ($0.height, $0.height) })
        let frames = arrangement.frames(for: [item, item], in: CGRect(x: 100, y: 0, width: 100, height: 10))
        #expect(frames.map(\.minX) == [190, 175])
    }

    @Test func naturalAlignmentFollowsTheInterfaceAndHebrewRunsRightToLeft() throws {
        func inkColumns(_ text: String, direction: LayoutDirection) throws -> (first: Int, last: Int) {
            let label = Label(text, font: .systemFont(ofSize: 20))
            label.backgroundColor = .white
            label.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
            let image = try label.render(on: nil, traits: TraitCollection(layoutDirection: direction, displayScale: 1))
            let columns = (0 ..< 300).filter { x in (0 ..< 30).contains { image[x, $0].red < 128 } }
            return (columns.first ?? -1, columns.last ?? -1)
        }
        let english = try inkColumns("Hello", direction: .leftToRight)
        #expect(english.first < 5)
        let englishRTL = try inkColumns("Hello", direction: .rightToLeft)
        #expect(englishRTL.last > 295)
        let hebrewRTL = try inkColumns("שלום", direction: .rightToLeft)
        #expect(hebrewRTL.last > 295)
        let arabicRTL = try inkColumns("مرحبا", direction: .rightToLeft)
        #expect(arabicRTL.last > 295)
    }

    @Test func hebrewIsLaidOutRightToLeft() throws {
        // Alef in red then bet in blue: in a Hebrew word the first letter is the rightmost.
        var word = AttributedText("א", attributes: TextAttributes(color: .red))
        word.append("ב", attributes: TextAttributes(color: .blue))
        let label = Label()
        label.attributedText = word
        label.font = .systemFont(ofSize: 40)
        label.backgroundColor = .white
        label.sizeToFit()
        let image = try label.render(on: nil, traits: TraitCollection(displayScale: 1))
        func columns(where match: (Pixel) -> Bool) -> [Int] {
            (0 ..< image.pixelWidth).filter { x in (0 ..< image.pixelHeight).contains { match(image[x, $0]) } }
        }
        let red = columns { $0.red > 200 && $0.blue < 60 && $0.green < 60 }
        let blue = columns { $0.blue > 200 && $0.red < 60 && $0.green < 60 }
        #expect(!red.isEmpty && !blue.isEmpty)
        #expect((red.min() ?? 0) > (blue.max() ?? 0))
    }
}
