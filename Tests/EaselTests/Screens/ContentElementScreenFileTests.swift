import Easel
import Foundation
import Testing

/// A screen file is read into `ContentElement` values, and both forms of a screen become views
/// through `ContentElement.view`: the same screen written in JSON and in Swift lays out alike.
@Suite struct ContentElementScreenFileTests {
    static let json = #"""
    {"elements": [
      {"label": "Body text, long enough to wrap over two lines on a phone of this width"},
      {"label": {"text": "Title", "font": {"style": "title1", "weight": "bold"}, "alignment": "center"}},
      {"label": {"text": "Fixed", "font": {"size": 13}}},
      {"button": {"title": "Continue", "style": "filled"}},
      {"stack": {"axis": "horizontal", "spacing": 4, "elements": [{"label": "Left"}, {"spacer": 12}, {"label": "Right"}]}},
      {"view": {"height": 1, "background": "separator"}},
      {"textField": "Email"},
      {"switch": true},
      {"segmented": {"items": ["Day", "Week"], "selected": 1}},
      {"slider": 0.3},
      {"progress": 0.4},
      {"inset": {"insets": 16, "element": {"label": "Padded"}}},
      {"list": {"sections": [{"header": "Settings", "rows": ["Wi-Fi", {"text": "Bluetooth", "detail": "On"}]}]}}
    ]}
    """#

    static var elements: [ContentElement] {
        [
            .label("Body text, long enough to wrap over two lines on a phone of this width"),
            .label("Title", font: Font.preferredFont(forTextStyle: .title1).withWeight(.bold), alignment: .center),
            .label("Fixed", font: .systemFont(ofSize: 13)),
            .button("Continue", style: .filled),
            .stack([.label("Left"), .spacer(12), .label("Right")], axis: .horizontal, spacing: 4),
            .box(height: 1).background(.separator),
            .textField(placeholder: "Email"),
            .toggle(isOn: true),
            .segmented(["Day", "Week"], selected: 1),
            .slider(value: 0.3),
            .progress(0.4),
            .inset(.label("Padded"), insets: EdgeInsets(all: 16)),
            .list([.init(header: "Settings", rows: [.init("Wi-Fi"), .init("Bluetooth", detail: "On")])]),
        ]
    }

    /// Every view's type and frame, depth first.
    private func frames(_ view: View) -> [String] {
        ["\(type(of: view)) \(view.frame)"] + view.subviews.flatMap(frames)
    }

    @Test(arguments: ContentSizeCategory.sizes)
    func theJSONAndSwiftFormsGiveEqualFrames(category: ContentSizeCategory) throws {
        let traits = TraitCollection(preferredContentSizeCategory: category)
        let file = try ScreenFile(data: Data(Self.json.utf8), name: "both.json")
        let fromFile = try file.makeView()
        _ = try fromFile.layOut(on: .iPhone15, traits: traits)
        let controller = StackViewController(elements: Self.elements)
        _ = try controller.layOut(on: .iPhone15, traits: traits)
        let fromSwift = frames(controller.view)
        #expect(fromSwift.count > 20)
        #expect(frames(fromFile) == fromSwift)
        // Both follow the text size: plain text is body text.
        let label = try #require(controller.stackView.arrangedSubviews.first as? Label)
        #expect(label.font.size == Font.preferredFont(forTextStyle: .body, compatibleWith: traits).size)
    }

    @Test func theFileIsReadIntoTheSameElements() throws {
        let file = try ScreenFile(data: Data(#"{"elements": [{"label": "Hi"}, {"spacer": 8}]}"#.utf8), name: "two.json")
        guard case let .stack(elements, axis, spacing, _, _, _) = file.content else { Issue.record("not a stack"); return }
        #expect(axis == .vertical && spacing == 10)
        guard case let .label(text, font, _, lines, _) = elements.first, case .spacer(8) = elements.last else { Issue.record("\(elements)"); return }
        #expect(text == "Hi" && font == nil && lines == 0)
    }

    @Test func theSwiftFormReadsAsSwift() throws {
        var taps = 0
        let button = ContentElement.button("Go", style: .filled) { taps += 1 }.view
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        _ = button.tap(at: CGPoint(x: 50, y: 22))
        #expect(taps == 1)
        let styled = ContentElement.label("Hi", font: .preferredFont(forTextStyle: .title1)).background(.systemBlue).accessibilityIdentifier("greeting").view
        #expect(styled.accessibilityIdentifier == "greeting" && styled.backgroundColor == .systemBlue)
        #expect((styled as? Label)?.adjustsFontForContentSizeCategory == true)
    }

    /// Making a view twice makes two trees alike: reading checked the file once, and nothing
    /// kept from it is handed out.
    @Test func makeViewIsIdempotent() throws {
        let file = try ScreenFile(data: Data(Self.json.utf8), name: "both.json")
        let first = try file.makeView()
        let second = try file.makeView()
        #expect(first !== second)
        _ = try first.layOut(on: .iPhone15)
        _ = try second.layOut(on: .iPhone15)
        #expect(frames(first) == frames(second))
        let copy = file
        #expect(try copy.makeView() !== first)
    }
}
