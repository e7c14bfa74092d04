import Easel
import Foundation
import Testing

@Suite struct ScreenFileEnvironmentTests {
    private func file(_ text: String) throws -> ScreenFile {
        try ScreenFile(data: Data(text.utf8), name: "env.json")
    }

    private func message(_ text: String) -> String {
        do { _ = try file(text); return "no error" } catch { return "\(error)" }
    }

    @Test func environmentKeysSetDeviceTraitsAndChrome() throws {
        let screen = try file(#"{"device": "iPhone15", "orientation": "landscape", "appearance": "dark", "contentSize": "accessibilityLarge", "layoutDirection": "rightToLeft", "statusBar": true, "elements": [{"label": "Hi"}]}"#)
        #expect(screen.device == Device.iPhone15.landscape)
        #expect(screen.size == CGSize(width: 852, height: 393))
        #expect(screen.traits == TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge, layoutDirection: .rightToLeft))
        #expect(screen.chrome == .bars)
        let image = try screen.render()
        #expect(image.pixelWidth == 852 * 3)
        // Dark: the background in the middle of the screen is black.
        #expect(image[1278, 100] == Pixel(red: 0, green: 0, blue: 0))
    }

    @Test func aSizeMakesAFreeFormScreenWithNoSafeArea() throws {
        let screen = try file(#"{"size": "320x480", "elements": []}"#)
        #expect(screen.device.safeAreaInsets == .zero)
        #expect(screen.device.size == CGSize(width: 320, height: 480))
        #expect(try file(#"{"elements": []}"#).device == .iPhone15)
    }

    @Test func badEnvironmentValuesSayWhereAndWhat() {
        #expect(message(#"{"appearance": "dim", "elements": []}"#) == #"env.json: appearance: unknown appearance "dim"; expected one of unspecified, light, dark"#)
        #expect(message(#"{"contentSize": "huge", "elements": []}"#).hasPrefix(#"env.json: contentSize: unknown content size "huge"; expected one of extraSmall, small"#))
        #expect(message(#"{"orientation": "landscape", "elements": []}"#) == #"env.json: orientation: "orientation" needs a "device" to turn"#)
        #expect(message(#"{"statusBar": "yes", "elements": []}"#) == #"env.json: statusBar: expected true or false, found "yes""#)
        #expect(message(#"{"layoutDirection": "rtl", "elements": []}"#) == #"env.json: layoutDirection: unknown layout direction "rtl"; expected one of unspecified, leftToRight, rightToLeft"#)
        #expect(message(#"{"elements": [{"label": {"text": "a", "font": {"style": "title1", "size": 20}}}]}"#) == #"env.json: elements[0].label.font.size: a font has either "style" (which follows the text size) or "size", not both"#)
        #expect(message(#"{"elements": [{"label": {"text": "a", "font": {"style": "huge"}}}]}"#).hasPrefix(#"env.json: elements[0].label.font.style: unknown text style "huge"; expected one of largeTitle"#))
        // With a style, the other font keys are checked as without one.
        #expect(message(#"{"elements": [{"label": {"text": "a", "font": {"style": "body", "italic": "yes"}}}]}"#) == #"env.json: elements[0].label.font.italic: expected true or false, found "yes""#)
        #expect(message(#"{"elements": [{"label": {"text": "a", "font": {"style": "body", "design": "serif"}}}]}"#) == #"env.json: elements[0].label.font.design: unknown font design "serif"; expected one of default, monospaced"#)
        // A value is quoted to at most 80 bytes, however long: 10,000 combining marks on one letter too.
        let marks = "a" + String(repeating: "\u{301}", count: 10_000)
        let quoted = message(#"{"contentSize": "\#(marks)", "elements": []}"#)
        #expect(quoted.hasPrefix(#"env.json: contentSize: unknown content size "a"# + String(repeating: "\u{301}", count: 38) + #"..."; expected one of extraSmall"#), "\(quoted.prefix(200))")
    }

    /// A text style takes weight, design and italic too, as UIFontDescriptor's withDesign and
    /// withSymbolicTraits keep a text style's font: the label follows the text size in a bold,
    /// slanted monospaced face (these keys were read only without a style).
    @Test func aTextStyleTakesTheOtherFontKeys() throws {
        let screen = try file(#"{"contentSize": "AX1", "elements": [{"label": {"text": "a", "font": {"style": "body", "italic": true, "design": "monospaced", "weight": "bold"}}}]}"#)
        let label = try #require(screen.makeView().first { $0 is Label } as? Label)
        #expect(label.font.textStyle == .body && label.font.isItalic && label.font.design == .monospaced && label.font.weight == .bold)
    }
}
