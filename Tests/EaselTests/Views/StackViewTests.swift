import Easel
import Testing

/// A plain view that asks its stack for exactly `width` × `height`.
private func block(_ width: CGFloat, _ height: CGFloat) -> View {
    let view = View()
    view.fixedWidth = width
    view.fixedHeight = height
    return view
}

@Suite struct StackViewTests {
    @Test func arrangedViewsAreSubviewsAndRemovingOneKeepsTheSubview() {
        let a = block(10, 10), b = block(20, 10)
        let stack = StackView(arrangedSubviews: [a, b])
        #expect(stack.subviews.count == 2 && stack.arrangedSubviews.count == 2)
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 2)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        stack.insertArrangedSubview(b, at: 0)
        stack.insertArrangedSubview(a, at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    }

    @Test func marginsInsetTheArrangementAndAddToTheFittingSize() {
        let stack = StackView(arrangedSubviews: [block(40, 20), block(60, 30)])
        stack.spacing = 10
        stack.layoutMargins = EdgeInsets(top: 5, left: 7, bottom: 9, right: 11)
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(stack.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 128, height: 44))
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        stack.layoutIfNeeded()
        // Both blocks are fixed, so the spare 72 points stay at the end; fill alignment would
        // stretch them, but a fixed height is required.
        #expect(stack.arrangedSubviews.map(\.frame) == [CGRect(x: 7, y: 5, width: 40, height: 20), CGRect(x: 57, y: 5, width: 60, height: 30)])
    }

    @Test func hidingAViewRelaysTheStackOut() {
        let a = block(40, 20), b = block(60, 20), c = block(50, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        stack.layoutIfNeeded()
        #expect(c.frame.minX == 120)
        b.isHidden = true
        stack.layoutIfNeeded()
        #expect(c.frame.minX == 50)
        #expect(stack.intrinsicContentSize.width == 100)
    }

    @Test func customSpacingAfterAView() {
        let a = block(40, 20), b = block(60, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.setCustomSpacing(25, after: a)
        #expect(stack.customSpacing(after: a) == 25)
        #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
        #expect(stack.intrinsicContentSize.width == 125)
    }

    @Test func nestedStacksReportAndUseTheirFittingSizes() {
        let row = StackView(arrangedSubviews: [block(30, 30), block(50, 20)])
        row.spacing = 8
        row.alignment = .center
        let column = StackView(arrangedSubviews: [block(100, 10), row])
        column.axis = .vertical
        column.spacing = 4
        column.alignment = .leading
        #expect(row.intrinsicContentSize == CGSize(width: 88, height: 30))
        #expect(column.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 100, height: 44))
        let host = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        column.frame = CGRect(origin: .zero, size: column.sizeThatFits(host.bounds.size))
        host.addSubview(column)
        host.layoutIfNeeded()
        #expect(row.frame == CGRect(x: 0, y: 14, width: 88, height: 30))
        #expect(row.arrangedSubviews[1].frame == CGRect(x: 38, y: 5, width: 50, height: 20))
    }

    @Test func wrappingLabelsInAVerticalStackTakeTheHeightTheirWidthNeeds() {
        let label = Label(seedSentence)
        label.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [label, block(10, 10)])
        stack.axis = .vertical
        stack.spacing = 10
        // n lines of SF's 20.287109375, rounded up to the default scale's half points.
        #expect(stack.sizeThatFits(CGSize(width: 300, height: 1000)).height == 41.0 + 10 + 10)
        #expect(stack.sizeThatFits(CGSize(width: 120, height: 1000)).height == 81.5 + 10 + 10)  // four lines
    }

    @Test func firstBaselineAlignmentLinesUpLabelsOfDifferentFonts() throws {
        let big = Label("Title", font: .systemFont(ofSize: 34, weight: .bold))
        let small = Label("subtitle", font: .systemFont(ofSize: 13))
        let stack = StackView(arrangedSubviews: [big, small])
        stack.spacing = 8
        stack.alignment = .firstBaseline
        stack.frame = CGRect(origin: .zero, size: stack.intrinsicContentSize)
        stack.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.firstBaselineOffset
        let smallBaseline = small.frame.minY + small.firstBaselineOffset
        // Frames sit on the pixel grid, so the baselines meet to within a pixel, as on iOS.
        #expect(abs(bigBaseline - smallBaseline) <= 1 / stack.displayScale)
        #expect(small.frame.minY * stack.displayScale == (small.frame.minY * stack.displayScale).rounded())
        #expect(big.frame.minY == 0)
        #expect(small.frame.minY > 10)
        // The stack's own baseline is its first view's.
        #expect(abs(stack.firstBaselineOffset - bigBaseline) < 0.001)
    }

    @Test func lastBaselineAlignmentUsesTheLastLine() throws {
        let twoLines = Label("one\ntwo", font: .systemFont(ofSize: 17))
        twoLines.numberOfLines = 0
        let single = Label("aligned", font: .systemFont(ofSize: 17))
        let stack = StackView(arrangedSubviews: [twoLines, single])
        stack.alignment = .lastBaseline
        stack.frame = CGRect(origin: .zero, size: stack.intrinsicContentSize)
        stack.layoutIfNeeded()
        #expect(abs((twoLines.frame.minY + twoLines.lastBaselineOffset) - (single.frame.minY + single.lastBaselineOffset)) <= 1 / stack.displayScale)
        #expect(single.frame.minY > 19)
    }

    @Test func buttonsAlignOnTheirTitlesBaseline() {
        let label = Label("Name", font: .systemFont(ofSize: 17))
        let button = Button(title: "Edit")
        let stack = StackView(arrangedSubviews: [label, button])
        stack.alignment = .firstBaseline
        stack.frame = CGRect(origin: .zero, size: stack.intrinsicContentSize)
        stack.layoutIfNeeded()
        let buttonBaseline = button.frame.minY + button.firstBaselineOffset
        let titleBaseline = button.frame.minY + button.titleLabel.frame.minY + button.titleLabel.firstBaselineOffset
        #expect(abs(buttonBaseline - titleBaseline) < 0.001)
        #expect(abs(buttonBaseline - (label.frame.minY + label.firstBaselineOffset)) <= 1 / stack.displayScale)
    }

    @Test func aStackRendersItsViews() throws {
        let red = block(20, 20), blue = block(20, 20)
        red.backgroundColor = .red
        blue.backgroundColor = .blue
        let stack = StackView(arrangedSubviews: [red, blue])
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.backgroundColor = .white
        let image = try stack.render(size: CGSize(width: 100, height: 40), scale: 1)
        #expect(image[10, 20] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[90, 20] == Pixel(red: 0, green: 0, blue: 255))
        #expect(image[50, 20] == Pixel(red: 255, green: 255, blue: 255))
        #expect(image[10, 5] == Pixel(red: 255, green: 255, blue: 255))
    }
}
