import EaselLayout
import Foundation
import Testing

/// Every layout, table-driven, with plain structs: zero, tiny, huge, negative-size and offset
/// rectangles, nesting and the order of `contents`.
@Suite struct DecoratingLayoutTests {
    static let cases: [(String, CGRect, CGRect, CGRect)] = [
        ("the seed's rectangle", rect(0, 0, 120, 40), rect(0, 5, 35, 30), rect(35, 5, 70, 30)),
        ("a non-zero origin", rect(10, 20, 120, 40), rect(10, 25, 35, 30), rect(45, 25, 70, 30)),
        ("a huge rectangle", rect(0, 0, 3_000_015, 1_000_010), rect(0, 5, 1_000_000, 1_000_000), rect(1_000_000, 5, 2_000_000, 1_000_000)),
        ("a negative size means the standardized rectangle", rect(120, 40, -120, -40), rect(0, 5, 35, 30), rect(35, 5, 70, 30)),
        ("zero", rect(0, 0, 0, 0), rect(0, 0, 0, 0), rect(0, 0, 0, 0)),
        // Insets larger than the rectangle shrink in proportion: 5 + 5 in 2 points high is 1 + 1.
        ("tiny: insets shrink in proportion", rect(1, 1, 3, 2), rect(1, 2, 0, 0), rect(1, 2, 0, 0)),
        ("narrower than the insets", rect(0, 0, 12, 40), rect(0, 5, 0, 30), rect(0, 5, 0, 30)),
    ]

    @Test(arguments: cases)
    func defaults(_ name: String, _ area: CGRect, _ decoration: CGRect, _ content: CGRect) {
        var layout = DecoratingLayout(content: TestLayout(), decoration: TestLayout())
        layout.layout(in: area)
        #expect(layout.decoration.frame == decoration, "\(name)")
        #expect(layout.content.frame == content, "\(name)")
        let inside = area.standardized
        #expect(inside.contains(layout.decoration.frame) || layout.decoration.frame.isEmpty && inside.insetBy(dx: -0.001, dy: -0.001).contains(layout.decoration.frame.origin))
    }

    @Test func applesSampleNumbersWithItsGap() {
        var layout = DecoratingLayout(content: Leaf("content"), decoration: Leaf("decoration"), spacing: 10,
                                      insets: EdgeInsets(top: 5, left: 0, bottom: 5, right: 5))
        layout.layout(in: rect(0, 0, 90, 40))
        #expect(layout.placed == ["decoration 0,5 25x30", "content 35,5 50x30"])
    }

    @Test(arguments: [
        (DecorationSide.left, ["decoration 0,0 30x60", "content 30,0 60x60"]),
        (.right, ["decoration 60,0 30x60", "content 0,0 60x60"]),
        (.top, ["decoration 0,0 90x20", "content 0,20 90x40"]),
        (.bottom, ["decoration 0,40 90x20", "content 0,0 90x40"]),
    ])
    func everySide(_ side: DecorationSide, _ expected: [String]) {
        var layout = DecoratingLayout(content: Leaf("content"), decoration: Leaf("decoration"), side: side, insets: .zero)
        layout.layout(in: rect(0, 0, 90, 60))
        #expect(layout.placed == expected)
    }

    @Test(arguments: [
        (SplitLength.points(40), CGFloat(10), ["decoration 0,0 40x40", "content 50,0 70x40"]),
        (.points(500), 10, ["decoration 0,0 110x40", "content 120,0 0x40"]),
        (.points(-5), 0, ["decoration 0,0 0x40", "content 0,0 120x40"]),
        (.fraction(0.5), 20, ["decoration 0,0 50x40", "content 70,0 50x40"]),
        (.fraction(2), 0, ["decoration 0,0 120x40", "content 120,0 0x40"]),
        (.fraction(.nan), 0, ["decoration 0,0 0x40", "content 0,0 120x40"]),
        (.fraction(0.5), 500, ["decoration 0,0 0x40", "content 120,0 0x40"]),
    ])
    func splitAndSpacing(_ split: SplitLength, _ spacing: CGFloat, _ expected: [String]) {
        var layout = DecoratingLayout(content: Leaf("content"), decoration: Leaf("decoration"), split: split, spacing: spacing, insets: .zero)
        layout.layout(in: rect(0, 0, 120, 40))
        #expect(layout.placed == expected)
    }

    /// The seed's composition: a pile of accessories as the decoration.
    @Test func aCascadeAsTheDecoration() {
        let accessories = [Leaf("a"), Leaf("b"), Leaf("c")]
        var layout = DecoratingLayout(content: Leaf("content"), decoration: CascadingLayout(children: accessories, offset: CGSize(width: 5, height: 5)))
        layout.layout(in: rect(0, 0, 120, 40))
        #expect(layout.placed == ["a 0,5 25x20", "b 5,10 25x20", "c 10,15 25x20", "content 35,5 70x30"])
    }

    @Test func measuresItsPartsSideBySide() {
        let layout = DecoratingLayout(content: Leaf("text", area: 600), decoration: Leaf("icon", 30, 30), split: .points(30), spacing: 10, insets: EdgeInsets(all: 5))
        // 200 wide: the text gets 200 - 10 - 30 - 10 = 150 and wraps to 4 lines of "height" 4.
        #expect(layout.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 200, height: 40))
        // With no limit: icon 30 + gap 10 + text 600 wide, 1 high, plus insets.
        #expect(layout.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) == CGSize(width: 650, height: 40))
        let third = DecoratingLayout(content: Leaf("text", 100, 10), decoration: Leaf("icon", 40, 20), insets: .zero)
        // A third for the icon: 40 / (1/3) = 120, 100 / (2/3) = 150; the larger wins.
        #expect(third.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) == CGSize(width: 150, height: 20))
    }
}

@Suite struct CascadingLayoutTests {
    static let cases: [(String, Int, CGSize, CGRect, [String])] = [
        ("a pile of three", 3, CGSize(width: 12, height: 12), rect(0, 0, 200, 120),
         ["0 0,0 176x96", "1 12,12 176x96", "2 24,24 176x96"]),
        ("a non-zero origin", 2, CGSize(width: 10, height: 0), rect(5, 7, 50, 20), ["0 5,7 40x20", "1 15,7 40x20"]),
        ("piled to the left", 3, CGSize(width: -12, height: 12), rect(0, 0, 200, 120),
         ["0 24,0 176x96", "1 12,12 176x96", "2 0,24 176x96"]),
        ("offsets larger than the rectangle: the step shrinks", 5, CGSize(width: 50, height: 50), rect(0, 0, 100, 100),
         ["0 0,0 0x0", "1 25,25 0x0", "2 50,50 0x0", "3 75,75 0x0", "4 100,100 0x0"]),
        ("one child fills", 1, CGSize(width: 12, height: 12), rect(3, 4, 50, 60), ["0 3,4 50x60"]),
        ("zero", 3, CGSize(width: 8, height: 8), .zero, ["0 0,0 0x0", "1 0,0 0x0", "2 0,0 0x0"]),
        ("a negative size", 2, CGSize(width: 10, height: 10), rect(100, 100, -100, -100), ["0 0,0 90x90", "1 10,10 90x90"]),
    ]

    @Test(arguments: cases)
    func pile(_ name: String, _ count: Int, _ offset: CGSize, _ area: CGRect, _ expected: [String]) {
        var layout = CascadingLayout(children: (0 ..< count).map { Leaf("\($0)") }, offset: offset)
        layout.layout(in: area)
        #expect(layout.placed == expected, "\(name)")
        for leaf in layout.contents {
            #expect(leaf.frame.minX >= area.standardized.minX && leaf.frame.maxX <= area.standardized.maxX)
            #expect(leaf.frame.minY >= area.standardized.minY && leaf.frame.maxY <= area.standardized.maxY)
        }
    }

    @Test func noChildrenIsFine() {
        var layout = CascadingLayout<Leaf>(children: [])
        layout.layout(in: rect(0, 0, 10, 10))
        #expect(layout.contents.isEmpty)
        #expect(layout.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func measuresTheLargestChildPlusTheOffsets() {
        let layout = CascadingLayout(children: [Leaf("a", 40, 20), Leaf("b", 30, 50)], offset: CGSize(width: 6, height: -4))
        #expect(layout.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 46, height: 54))
    }
}

@Suite struct InsetOverlayBackgroundTests {
    @Test(arguments: [
        (EdgeInsets(all: 10), rect(0, 0, 100, 50), "child 10,10 80x30"),
        (EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), rect(10, 10, 100, 50), "child 12,11 94x46"),
        (EdgeInsets(all: 10), rect(0, 0, 10, 4), "child 5,2 0x0"),
        (EdgeInsets(all: -5), rect(0, 0, 10, 10), "child -5,-5 20x20"),
        (EdgeInsets(left: 30), rect(0, 0, 20, 20), "child 20,0 0x20"),
    ])
    func inset(_ insets: EdgeInsets, _ area: CGRect, _ expected: String) {
        var layout = Leaf("child").withInsets(insets)
        layout.layout(in: area)
        #expect(layout.placed == [expected])
    }

    @Test func insetsAddToTheChildsSize() {
        let layout = Leaf("text", area: 400).withInsets(top: 5, left: 10, bottom: 5, right: 10)
        #expect(layout.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 120, height: 14))
        #expect(Leaf("x", 7, 3).withInsets(all: 2).sizeThatFits(.zero) == CGSize(width: 11, height: 7))
    }

    @Test func overlayDrawsAboveAndBackgroundBelow() {
        var overlay = OverlayLayout(content: Leaf("photo", 80, 60), overlay: Leaf("badge").withInsets(top: 40))
        overlay.layout(in: rect(10, 10, 80, 60))
        #expect(overlay.placed == ["photo 10,10 80x60", "badge 10,50 80x20"])
        #expect(overlay.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 80, height: 60))

        var card = BackgroundLayout(content: Leaf("text", 50, 10).withInsets(all: 8), background: Leaf("card"))
        card.layout(in: rect(0, 0, 66, 26))
        #expect(card.placed == ["card 0,0 66x26", "text 8,8 50x10"])
        #expect(card.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 66, height: 26))
    }
}

@Suite struct CenterAspectSplitTests {
    @Test(arguments: [
        (CenteringAxes.both, rect(10, 10, 100, 100), "icon 40,50 40x20"),
        (.horizontal, rect(10, 10, 100, 100), "icon 40,10 40x100"),
        (.vertical, rect(10, 10, 100, 100), "icon 10,50 100x20"),
        (.both, rect(0, 0, 30, 10), "icon 0,0 30x10"),
        (.both, .zero, "icon 0,0 0x0"),
    ])
    func center(_ axes: CenteringAxes, _ area: CGRect, _ expected: String) {
        var layout = CenterLayout(child: Leaf("icon", 40, 20), axes: axes)
        layout.layout(in: area)
        #expect(layout.placed == [expected])
    }

    @Test(arguments: [
        (CGFloat(2), rect(0, 0, 100, 100), "photo 0,25 100x50"),
        (2, rect(0, 0, 300, 100), "photo 50,0 200x100"),
        (0.5, rect(10, 10, 100, 100), "photo 35,10 50x100"),
        (2, .zero, "photo 0,0 0x0"),
        (0, rect(0, 0, 30, 40), "photo 0,0 30x40"),
        (-1, rect(0, 0, 30, 40), "photo 0,0 30x40"),
        (.infinity, rect(0, 0, 30, 40), "photo 0,0 30x40"),
    ])
    func aspectRatio(_ ratio: CGFloat, _ area: CGRect, _ expected: String) {
        var layout = AspectRatioLayout(child: Leaf("photo"), ratio: ratio)
        layout.layout(in: area)
        #expect(layout.placed == [expected])
    }

    @Test func aspectRatioMeasures() {
        let layout = AspectRatioLayout(child: Leaf("photo", 64, 10), ratio: 16.0 / 9)
        #expect(layout.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 320, height: 180))
        #expect(layout.sizeThatFits(CGSize(width: 320, height: 90)) == CGSize(width: 160, height: 90))
        #expect(layout.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 90)) == CGSize(width: 160, height: 90))
        #expect(layout.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) == CGSize(width: 64, height: 36))
    }

    @Test(arguments: [
        (Axis.horizontal, SplitLength.fraction(0.25), CGFloat(10), rect(0, 0, 210, 50), ["a 0,0 50x50", "b 60,0 150x50"]),
        (.vertical, .points(44), 0, rect(0, 20, 320, 480), ["a 0,20 320x44", "b 0,64 320x436"]),
        (.vertical, .points(44), 0, rect(0, 0, 320, 30), ["a 0,0 320x30", "b 0,30 320x0"]),
        (.horizontal, .fraction(0.5), 8, .zero, ["a 0,0 0x0", "b 0,0 0x0"]),
    ])
    func split(_ axis: Axis, _ split: SplitLength, _ spacing: CGFloat, _ area: CGRect, _ expected: [String]) {
        var layout = SplitLayout(first: Leaf("a"), second: Leaf("b"), axis: axis, split: split, spacing: spacing)
        layout.layout(in: area)
        #expect(layout.placed == expected)
    }
}

@Suite struct StackLayoutTests {
    @Test func aColumnOfLeavesByStackArrangementsRules() {
        var column = StackLayout(children: [Leaf("title", 120, 20), Leaf("subtitle", 80, 16), Leaf("body", area: 1000)],
                                 axis: .vertical, spacing: 4, alignment: .leading)
        column.layout(in: rect(10, 10, 200, 49))
        // The wrapping leaf is measured at the column's width: 1000 / 200 = 5 high.
        #expect(column.placed == ["title 10,10 120x20", "subtitle 10,34 80x16", "body 10,54 200x5"])
        #expect(column.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 200, height: 49))
    }

    /// Layouts nest in stacks and stacks in layouts; `contents` keeps drawing order throughout.
    @Test func nestingInBothDirections() {
        let row = { (n: String) in DecoratingLayout(content: Leaf("\(n) text"), decoration: Leaf("\(n) icon"), split: .points(20), spacing: 5, insets: .zero) }
        var list = StackLayout(children: [row("1"), row("2")], axis: .vertical, distribution: .fillEqually)
        list.layout(in: rect(0, 0, 100, 60))
        #expect(list.placed == ["1 icon 0,0 20x30", "1 text 25,0 75x30", "2 icon 0,30 20x30", "2 text 25,30 75x30"])

        let stack = StackLayout(children: [Leaf("a", 10, 10), Leaf("b", 10, 10)], axis: .horizontal, spacing: 2)
        var card = DecoratingLayout(content: stack, decoration: CascadingLayout(children: [Leaf("x"), Leaf("y")]), split: .points(30), insets: .zero)
        card.layout(in: rect(0, 0, 100, 20))
        #expect(card.placed == ["x 0,0 22x12", "y 8,8 22x12", "a 30,0 58x20", "b 90,0 10x20"])
    }
}
