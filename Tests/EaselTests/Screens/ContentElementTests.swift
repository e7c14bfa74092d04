import Easel
import EaselTesting
import Testing

@Suite struct ContentElementTests {
    /// Seed 000's final code, as written there but for the image literal.
    @Test func theSeedsLoginScreen() throws {
        var taps = 0
        let elements: [ContentElement] = [
            .image(Image(named: "objc-logo")!),
            .label("To use the Swift Talk app please login as a subscriber"),
            .button("Login with GitHub", {
                taps += 1
            }),
            .label("If you're not registered yet, please visit http://objc.io for more information"),
        ]
        let vc = StackViewController(elements: elements)
        vc.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        vc.view.layoutIfNeeded()

        let stack = vc.stackView
        #expect(stack.axis == .vertical && stack.spacing == 10)
        #expect(stack.arrangedSubviews.count == 4)
        // As wide as the view and centred: 80 (logo) + 41 + 30 + 41 (two-line labels of SF's
        // 20.287 at @2x, the button's 18-point title + 12) + 3 gaps of 10 = 222, so 129 above.
        #expect(stack.frame == CGRect(x: 0, y: 129, width: 320, height: 222))
        #expect(stack.arrangedSubviews.map(\.frame.height) == [80, 41, 30, 41])
        #expect(stack.arrangedSubviews.allSatisfy { $0.frame.width == 320 })

        let button = stack.arrangedSubviews[2]
        vc.view.tap(at: button.convert(button.bounds.center, to: vc.view))
        #expect(taps == 1)
        assertSnapshot(of: vc, on: Device(name: "seed", size: CGSize(width: 320, height: 480), scale: 2))
    }

    @Test func elementsBecomeTheirViews() throws {
        let label = ContentElement.label("Hello").view as? Label
        #expect(label?.numberOfLines == 0)
        #expect((ContentElement.button("Go", {}).view as? Button)?.title == "Go")
        #expect((ContentElement.image(try Image(pixelWidth: 2, pixelHeight: 2, fill: .red)).view as? ImageView)?.contentMode == .scaleAspectFit)
        let custom = View()
        #expect(ContentElement.custom(custom).view === custom)
        let row = StackView(elements: [.label("a"), .spacer(12), .label("b")], axis: .horizontal)
        #expect(row.arrangedSubviews[1].fixedWidth == 12)
        let column = StackView(elements: [.spacer(8), .stack([.label("x"), .label("y")], axis: .horizontal, spacing: 4)])
        #expect(column.arrangedSubviews[0].fixedHeight == 8)
        #expect((column.arrangedSubviews[1] as? StackView)?.axis == .horizontal)
        #expect((column.arrangedSubviews[1] as? StackView)?.spacing == 4)
    }
}
