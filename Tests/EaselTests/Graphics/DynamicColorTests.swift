import Easel
import Testing

@Suite struct DynamicColorTests {
    @Test func systemColoursHaveApplesDarkValues() {
        #expect(Color.systemBackground.resolved(for: .dark).hexString == "#000000")
        #expect(Color.secondarySystemBackground.resolved(for: .dark).hexString == "#1C1C1E")
        #expect(Color.label.resolved(for: .dark).hexString == "#FFFFFF")
        #expect(Color.secondaryLabel.resolved(for: .dark).hexString == "#EBEBF599")
        #expect(Color.separator.resolved(for: .dark).hexString == "#54545899")
        #expect(Color.systemBlue.resolved(for: .dark).hexString == "#0A84FF")
        #expect(Color.systemBlue.resolved(for: .light).hexString == "#007AFF")
        #expect(Color.systemRed.resolved(for: .unspecified).hexString == "#FF3B30")
        // Every named system colour changes or is the same grey on purpose; none is plain.
        let plain = ["clear", "black", "white", "darkGray", "gray", "lightGray", "red", "green", "blue"]
        for (name, color) in Color.named where !plain.contains(name) {
            #expect(color.isDynamic, "\(name)")
        }
    }

    @Test func dynamicColoursKeepBothValuesThroughAlpha() {
        let card = Color(light: .white, dark: Color(hex: "#1C1C1E")!)
        let faint = card.withAlpha(0.5)
        #expect(faint.resolved(for: .light) == Color.white.withAlpha(0.5))
        #expect(faint.resolved(for: .dark).hexString == "#1C1C1E80")
        #expect(card.description == "#FFFFFF/#1C1C1E")
    }

    @Test func coloursResolveAtDrawTimeByEachViewsAppearance() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        root.backgroundColor = .systemBackground
        let right = View(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        right.backgroundColor = .systemBackground
        right.overrideUserInterfaceStyle = .light
        root.addSubview(right)

        let light = try root.render(on: nil, traits: TraitCollection(displayScale: 1))
        #expect(light[5, 5] == Pixel(red: 255, green: 255, blue: 255))
        #expect(light[15, 5] == Pixel(red: 255, green: 255, blue: 255))

        let dark = try root.render(on: nil, traits: TraitCollection(userInterfaceStyle: .dark, displayScale: 1))
        #expect(dark[5, 5] == Pixel(red: 0, green: 0, blue: 0))
        // The subtree that forces light keeps drawing light in a dark screen.
        #expect(dark[15, 5] == Pixel(red: 255, green: 255, blue: 255))
    }

    @Test func labelTextTurnsWhiteInDark() throws {
        let label = Label("████", font: .systemFont(ofSize: 20))
        label.backgroundColor = .systemBackground
        label.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        let dark = try label.render(on: nil, traits: TraitCollection(userInterfaceStyle: .dark, displayScale: 1))
        let light = try label.render(on: nil, traits: TraitCollection(userInterfaceStyle: .light, displayScale: 1))
        // Somewhere in the first glyph's box the ink is white on black, and black on white.
        let inkDark = (0 ..< 30).contains { dark[8, $0] == Pixel(red: 255, green: 255, blue: 255) }
        let inkLight = (0 ..< 30).contains { light[8, $0] == Pixel(red: 0, green: 0, blue: 0) }
        #expect(inkDark)
        #expect(inkLight)
        #expect(dark[79, 0] == Pixel(red: 0, green: 0, blue: 0))
    }
}
