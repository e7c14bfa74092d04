import Easel
import Testing

@Suite struct DeviceChromeTests {
    private func screen() -> View {
        let view = View()
        view.backgroundColor = .systemBackground
        return view
    }

    @Test func roundedCornersAreCutOutAndTheImageKeepsTheScreensSize() throws {
        let image = try screen().render(on: .iPhone15, traits: TraitCollection(displayScale: 1), chrome: DeviceChrome(frame: .roundedCorners))
        #expect(image.pixelWidth == 393 && image.pixelHeight == 852)
        #expect(image[0, 0].alpha == 0)
        #expect(image[392, 851].alpha == 0)
        #expect(image[196, 426] == Pixel(red: 255, green: 255, blue: 255))
        // Square screens have nothing to cut.
        let square = try screen().render(on: .iPhoneSE, traits: TraitCollection(displayScale: 1), chrome: DeviceChrome(frame: .roundedCorners))
        #expect(square[0, 0] == Pixel(red: 255, green: 255, blue: 255))
    }

    @Test func theStatusBarAndHomeIndicatorAreDrawnOnlyWhenAsked() throws {
        func inkInStatusBar(_ image: Image) -> Int {
            var count = 0
            for y in 0 ..< 54 { for x in 0 ..< 393 where image[x, y].red < 128 { count += 1 } }
            return count
        }
        let plain = try screen().render(on: .iPhone15, traits: TraitCollection(displayScale: 1))
        let bars = try screen().render(on: .iPhone15, traits: TraitCollection(displayScale: 1), chrome: .bars)
        #expect(inkInStatusBar(plain) == 0)
        #expect(inkInStatusBar(bars) > 100)
        #expect(plain[196, 841] == Pixel(red: 255, green: 255, blue: 255))
        #expect(bars[196, 841] == Pixel(red: 0, green: 0, blue: 0))
        // Landscape iPhones hide the status bar; the home indicator stays.
        let turned = try screen().render(on: .iPhone15.landscape, traits: TraitCollection(displayScale: 1), chrome: .bars)
        #expect(inkInStatusBar(turned) == 0)
        #expect(turned[426, 382] == Pixel(red: 0, green: 0, blue: 0))
    }
}
