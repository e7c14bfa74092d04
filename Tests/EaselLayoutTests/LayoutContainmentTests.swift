import EaselLayout
import Foundation
import Testing

/// One table over every layout: in every kind of rectangle (zero, tiny, negative size, huge,
/// offset), each leaf ends up inside the rectangle, and `contents` lists the leaves in drawing order.
@Suite struct LayoutContainmentTests {
    static let rects: [CGRect] = [
        .zero, rect(0, 0, 1, 1), rect(3, 4, 2, 0.5), rect(-50, -20, 7, 3), rect(0, 0, 120, 40),
        rect(10, 20, 320, 480), rect(200, 100, -120, -40), rect(0, 0, 1e7, 1e6), rect(-1e6, 5e5, 3e6, 2e6),
    ]

    /// Each layout, laid out in `rect`, and the names of its leaves in drawing order.
    static let layouts: [(String, [String], @Sendable (CGRect) -> [Leaf])] = [
        ("decorating", ["d", "c"], { r in var l = DecoratingLayout(content: Leaf("c", 50, 20), decoration: Leaf("d", 10, 10)); l.layout(in: r); return l.contents }),
        ("decorating right, points, spacing", ["d", "c"], { r in
            var l = DecoratingLayout(content: Leaf("c"), decoration: Leaf("d"), side: .right, split: .points(30), spacing: 8, insets: EdgeInsets(all: 4))
            l.layout(in: r); return l.contents }),
        ("decorating bottom", ["d", "c"], { r in var l = DecoratingLayout(content: Leaf("c"), decoration: Leaf("d"), side: .bottom, split: .fraction(0.25)); l.layout(in: r); return l.contents }),
        ("cascading", ["a", "b", "c"], { r in var l = CascadingLayout(children: [Leaf("a"), Leaf("b"), Leaf("c")], offset: CGSize(width: 12, height: -9)); l.layout(in: r); return l.contents }),
        ("inset", ["a"], { r in var l = Leaf("a").withInsets(top: 3, left: 40, bottom: 1, right: 2); l.layout(in: r); return l.contents }),
        ("overlay", ["a", "b"], { r in var l = OverlayLayout(content: Leaf("a"), overlay: Leaf("b").withInsets(all: 6)); l.layout(in: r); return l.contents }),
        ("background", ["b", "a"], { r in var l = BackgroundLayout(content: Leaf("a").withInsets(all: 6), background: Leaf("b")); l.layout(in: r); return l.contents }),
        ("center", ["a"], { r in var l = CenterLayout(child: Leaf("a", 60, 30)); l.layout(in: r); return l.contents }),
        ("aspect ratio", ["a"], { r in var l = AspectRatioLayout(child: Leaf("a"), ratio: 4.0 / 3); l.layout(in: r); return l.contents }),
        ("split", ["a", "b"], { r in var l = SplitLayout(first: Leaf("a"), second: Leaf("b"), axis: .vertical, split: .fraction(0.3), spacing: 5); l.layout(in: r); return l.contents }),
        ("stack", ["a", "b", "c"], { r in
            var l = StackLayout(children: [Leaf("a", 30, 10), Leaf("b", 40, 10), Leaf("c", 50, 10)], axis: .horizontal, alignment: .center)
            l.layout(in: r); return l.contents }),
        ("nested both ways", ["x", "y", "a", "b"], { r in
            let stack = StackLayout(children: [Leaf("a", 10, 10), Leaf("b", 10, 10)], axis: .vertical)
            var l = DecoratingLayout(content: CenterLayout(child: stack), decoration: CascadingLayout(children: [Leaf("x"), Leaf("y")]))
            l.layout(in: r); return l.contents }),
    ]

    static let cases = layouts.flatMap { layout in rects.map { (layout.0, layout.1, $0) } }

    @Test(arguments: cases)
    func leavesStayInsideInDrawingOrder(_ name: String, _ order: [String], _ area: CGRect) throws {
        let layout = try #require(Self.layouts.first { $0.0 == name })
        let leaves = layout.2(area)
        #expect(leaves.map(\.name) == order, "\(name)")
        let bounds = area.standardized
        // UIStackView's rules place items at their own size across a stack with no length.
        if name == "stack", bounds.isEmpty { return }
        // A millionth of the rectangle's size allows for rounding in huge ones.
        let slack = max(1e-9, max(abs(bounds.width), abs(bounds.height)) * 1e-9)
        for leaf in leaves {
            let frame = leaf.frame
            #expect(frame.width >= 0 && frame.height >= 0 && frame.minX.isFinite && frame.minY.isFinite, "\(name) \(leaf.name) in \(area): \(frame)")
            #expect(frame.minX >= bounds.minX - slack && frame.maxX <= bounds.maxX + slack
                    && frame.minY >= bounds.minY - slack && frame.maxY <= bounds.maxY + slack,
                    "\(name) \(leaf.name) in \(area): \(frame)")
        }
    }
}
