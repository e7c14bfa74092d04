import Easel
import Testing

/// Views as leaves of value-type layouts, layout views in stacks and stacks in layout views.
@Suite struct LayoutViewTests {
    @Test func theSeedsDreamCellPlacesItsViews() throws {
        let content = View(), decoration = View()
        let cell = DecoratingView(content: content, decoration: decoration)
        try ViewRenderer(scale: 1).layout(cell, size: CGSize(width: 120, height: 40))
        #expect(decoration.frame == CGRect(x: 0, y: 5, width: 35, height: 30))
        #expect(content.frame == CGRect(x: 35, y: 5, width: 70, height: 30))
        // The layout's contents are the subviews, in drawing order.
        #expect(cell.subviews.map(ObjectIdentifier.init) == [decoration, content].map(ObjectIdentifier.init))
    }

    @Test func changingAParameterLaysOutAgain() throws {
        let content = View(), decoration = View()
        let cell = DecoratingView(content: content, decoration: decoration, insets: .zero)
        try ViewRenderer(scale: 1).layout(cell, size: CGSize(width: 120, height: 40))
        cell.side = .right
        cell.split = .points(20)
        cell.spacing = 4
        cell.layoutIfNeeded()
        #expect(decoration.frame == CGRect(x: 100, y: 0, width: 20, height: 40))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 96, height: 40))
    }

    @Test func aNewLayoutReplacesTheSubviews() {
        let a = View(), b = View(), c = View()
        let pile = CascadingView(children: [a, b])
        let badge = View()
        pile.addSubview(badge)
        pile.children = [c, a]
        // The leaves are the bottom subviews in drawing order; a view added by hand stays on top.
        #expect(pile.subviews.map(ObjectIdentifier.init) == [c, a, badge].map(ObjectIdentifier.init))
        #expect(b.superview == nil)
    }

    @Test func aLabelInALayoutWrapsToTheWidthOffered() {
        let label = Label("To use the Swift Talk app please login as a subscriber")
        label.numberOfLines = 0
        let padded = LayoutView(label.withInsets(all: 10))
        let expected = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        #expect(expected.height > label.intrinsicContentSize.height)
        #expect(padded.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: expected.width + 20, height: expected.height + 20))
    }

    @Test func aLayoutViewInAStackIsMeasuredByItsLayout() throws {
        let icon = View()
        icon.fixedWidth = 24
        icon.fixedHeight = 24
        let row = LayoutView(CenterLayout(child: icon).withInsets(all: 8))
        let filler = View()
        filler.setContentHuggingPriority(1, for: .vertical)
        let stack = StackView(arrangedSubviews: [row, filler])
        stack.axis = .vertical
        stack.alignment = .leading
        try ViewRenderer(scale: 1).layout(stack, size: CGSize(width: 200, height: 100))
        #expect(row.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(icon.frame == CGRect(x: 8, y: 8, width: 24, height: 24))
    }

    @Test func aStackInALayoutIsPlacedAtItsFittingSize() throws {
        let a = View(), b = View()
        a.fixedWidth = 30; a.fixedHeight = 10
        b.fixedWidth = 50; b.fixedHeight = 20
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 4
        let host = LayoutView(CenterLayout(child: stack))
        try ViewRenderer(scale: 1).layout(host, size: CGSize(width: 200, height: 100))
        #expect(stack.frame == CGRect(x: 58, y: 40, width: 84, height: 20))
        #expect(b.frame == CGRect(x: 34, y: 0, width: 50, height: 20))
    }

    @Test func aPlainViewKeepsItsSizeWhenCentred() throws {
        let badge = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let host = LayoutView(CenterLayout(child: badge))
        try ViewRenderer(scale: 1).layout(host, size: CGSize(width: 100, height: 50))
        #expect(badge.frame == CGRect(x: 40, y: 20, width: 20, height: 10))
    }
}

/// Views placed by layouts sit on the pixel grid of their display scale, as UIKit places them.
@Suite struct LayoutViewPixelGridTests {
    @Test(arguments: [(CGFloat(1), CGFloat(33)), (CGFloat(2), CGFloat(33.5)), (CGFloat(3), CGFloat(100.0 / 3))])
    func aThirdSnapsToTheGrid(scale: CGFloat, decorationWidth: CGFloat) throws {
        let content = View(), decoration = View()
        let cell = DecoratingView(content: content, decoration: decoration, insets: .zero)
        try ViewRenderer(scale: scale).layout(cell, size: CGSize(width: 100, height: 10))
        // A third of 100 is 33.33: the shared edge goes to the nearest pixel edge, so they still touch.
        #expect(decoration.frame == CGRect(x: 0, y: 0, width: decorationWidth, height: 10))
        #expect(content.frame == CGRect(x: decorationWidth, y: 0, width: 100 - decorationWidth, height: 10))
    }
}
