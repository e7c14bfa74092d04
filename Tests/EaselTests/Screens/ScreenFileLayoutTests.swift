@testable import Easel
import Foundation
import Testing

/// The layout elements of screen files: decorated, cascade, overlay, inset, absolute.
@Suite struct ScreenFileLayoutTests {
    /// A laid-out screen of `elements` (JSON text), 320 × 200, stacked from the top with no spacing.
    private func screen(_ elements: String) throws -> View {
        let file = try ScreenFile(data: Data(##"{"size": "320x200", "placement": "top", "spacing": 0, "elements": [\##(elements)]}"##.utf8), name: "layouts.json")
        let view = try file.makeView()
        try ViewRenderer(scale: 1).layout(view, size: file.size)
        return view
    }

    private func frame(_ id: String, in view: View) throws -> CGRect {
        let found = try #require(view.view(withIdentifier: id), "no view \(id)")
        return found.convert(found.bounds, to: view)
    }

    @Test func decoratedPlacesByTheSeedsRule() throws {
        let view = try screen(##"{"decorated": {"id": "cell", "content": {"view": {"id": "content"}}, "decoration": {"view": {"id": "decoration", "height": 40}}}}"##)
        // 320 × 50 (the decoration's 40 plus the default 5 + 5): 305 wide after the 15 at the right.
        // A third of 305 is 101.67; laid out at scale 1, the edge between them snaps to 102.
        #expect(try frame("cell", in: view) == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(try frame("decoration", in: view) == CGRect(x: 0, y: 5, width: 102, height: 40))
        #expect(try frame("content", in: view) == CGRect(x: 102, y: 5, width: 203, height: 40))
    }

    @Test func decoratedTakesSideSplitSpacingAndInsets() throws {
        let view = try screen(##"{"decorated": {"side": "right", "split": {"points": 64}, "spacing": 12, "insets": 8, "content": {"label": {"text": "Hi", "id": "text"}}, "decoration": {"view": {"id": "icon", "height": 64}}}}"##)
        #expect(try frame("icon", in: view) == CGRect(x: 320 - 8 - 64, y: 8, width: 64, height: 64))
        #expect(try frame("text", in: view) == CGRect(x: 8, y: 8, width: 320 - 16 - 64 - 12, height: 64))
    }

    @Test func cascadeInsetOverlayAndAbsolute() throws {
        let view = try screen(##"""
        {"cascade": {"id": "pile", "offset": {"x": 10, "y": 5}, "elements": [{"view": {"id": "a", "height": 30}}, {"view": {"id": "b"}}]}},
        {"inset": {"insets": {"left": 20, "top": 4}, "element": {"view": {"id": "padded", "height": 10}}}},
        {"overlay": {"content": {"view": {"id": "under", "height": 20}}, "overlay": {"view": {"id": "over"}}}},
        {"absolute": {"id": "free", "elements": [{"origin": {"x": 16, "y": 2}, "element": {"view": {"id": "o", "width": 10, "height": 10}}},
                                                {"center": {"x": 100, "y": 20}, "element": {"view": {"id": "c", "width": 20, "height": 8}}}]}}
        """##)
        #expect(try frame("pile", in: view) == CGRect(x: 0, y: 0, width: 320, height: 35))
        #expect(try frame("a", in: view) == CGRect(x: 0, y: 0, width: 310, height: 30))
        #expect(try frame("b", in: view) == CGRect(x: 10, y: 5, width: 310, height: 30))
        #expect(try frame("padded", in: view) == CGRect(x: 20, y: 39, width: 300, height: 10))
        #expect(try frame("under", in: view) == CGRect(x: 0, y: 49, width: 320, height: 20))
        #expect(try frame("over", in: view) == CGRect(x: 0, y: 49, width: 320, height: 20))
        #expect(try frame("free", in: view) == CGRect(x: 0, y: 69, width: 320, height: 24))
        #expect(try frame("o", in: view) == CGRect(x: 16, y: 71, width: 10, height: 10))
        #expect(try frame("c", in: view) == CGRect(x: 90, y: 85, width: 20, height: 8))
    }

    @Test(arguments: [
        (##"{"decorated": {"content": {"label": "a"}}}"##, ##"layouts.json: elements[0].decorated: a decorated needs "decoration""##),
        (##"{"decorated": {"content": {"label": "a"}, "decoration": {"lable": "b"}}}"##, ##"layouts.json: elements[0].decorated.decoration: unknown element "lable"; expected one of label, button, image, stack, view, spacer, decorated, cascade, overlay, inset, absolute, textField, switch, segmented, slider, progress, scroll, list, gradient, symbol, shape"##),
        (##"{"decorated": {"content": {"label": "a"}, "decoration": {"label": "b"}, "side": "leading"}}"##, ##"layouts.json: elements[0].decorated.side: unknown side "leading"; expected one of left, right, top, bottom"##),
        (##"{"decorated": {"content": {"label": "a"}, "decoration": {"label": "b"}, "split": 1.5}}"##, ##"layouts.json: elements[0].decorated.split: expected a fraction from 0 to 1, found 1.5"##),
        (##"{"decorated": {"content": {"label": "a"}, "decoration": {"label": "b"}, "split": {"pixels": 3}}}"##, ##"layouts.json: elements[0].decorated.split.pixels: unknown key "pixels" in a split; expected one of points, fraction"##),
        (##"{"decorated": {"content": {"label": "a"}, "decoration": {"label": "b"}, "split": "third"}}"##, ##"layouts.json: elements[0].decorated.split: expected a fraction from 0 to 1, {"points": N} or {"fraction": F}, found "third""##),
        (##"{"decorated": {"content": {"label": "a"}, "decoration": {"label": "b"}, "spacing": -4}}"##, ##"layouts.json: elements[0].decorated.spacing: expected a number of points from 0 to 10000, found -4"##),
        (##"{"cascade": {"offset": 8}}"##, ##"layouts.json: elements[0].cascade: a cascade needs "elements""##),
        (##"{"cascade": {"offset": {"x": 1, "z": 2}, "elements": []}}"##, ##"layouts.json: elements[0].cascade.offset.z: unknown key "z" in an offset; expected one of x, y"##),
        (##"{"cascade": {"offset": "big", "elements": []}}"##, ##"layouts.json: elements[0].cascade.offset: expected an offset (an object), found "big""##),
        (##"{"overlay": {"content": {"label": "a"}, "over": {"label": "b"}}}"##, ##"layouts.json: elements[0].overlay.over: unknown key "over" in an overlay; expected one of content, overlay, background, id"##),
        (##"{"inset": {"insets": 8}}"##, ##"layouts.json: elements[0].inset: an inset needs "element""##),
        (##"{"inset": {"insets": {"start": 8}, "element": {"label": "a"}}}"##, ##"layouts.json: elements[0].inset.insets.start: unknown key "start" in margins; expected one of top, left, bottom, right"##),
        (##"{"absolute": {"elements": [{"element": {"label": "a"}}]}}"##, ##"layouts.json: elements[0].absolute.elements[0]: an absolute item needs "origin" or "center""##),
        (##"{"absolute": {"elements": [{"origin": {"x": 1}, "center": {"x": 2}, "element": {"label": "a"}}]}}"##, ##"layouts.json: elements[0].absolute.elements[0]: an absolute item takes "origin" or "center", not both"##),
        (##"{"absolute": {"elements": [{"origin": {"x": "left"}, "element": {"label": "a"}}]}}"##, ##"layouts.json: elements[0].absolute.elements[0].origin.x: expected a number, found "left""##),
        (##"{"absolute": {"elements": [{"label": "a"}]}}"##, ##"layouts.json: elements[0].absolute.elements[0].label: unknown key "label" in an absolute item (an element with an origin or a center); expected one of origin, center, element"##),
        (##"{"absolute": {"elements": [{"origin": {"x": 1}}]}}"##, ##"layouts.json: elements[0].absolute.elements[0]: an absolute item needs "element""##),
    ])
    func everyErrorSaysWhereAndWhat(_ element: String, _ message: String) {
        do {
            _ = try ScreenFile(data: Data(##"{"elements": [\##(element)]}"##.utf8), name: "layouts.json")
            Issue.record("no error for \(element)")
        } catch {
            #expect("\(error)" == message)
        }
    }

    /// Resources/screen.schema.json describes the layout elements exactly as the builder reads them.
    @Test(arguments: ["decorated", "cascade", "overlay", "inset", "absolute"])
    func schemaKeysMatch(kind: String) throws {
        let url = Repository.resources.appendingPathComponent("screen.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func keys(_ name: String) -> Set<String> {
            Set(((definitions[name] as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        #expect(keys(kind) == Set(ScreenElementKind.named[kind]?.form?.keys ?? []))
        #expect(keys("absoluteItem") == Set(ScreenObjectForm.absoluteItem.keys))
    }
}

/// The example screens at the largest text sizes, as the generated 500-test suite shows them:
/// nothing is left ambiguous (a strict snapshot would fail), and text keeps the room it needs.
@Suite struct ExampleScreensAtLargeTextTests {
    private func laidOut(_ name: String, on device: Device, _ size: ContentSizeCategory) throws -> View {
        let file = try ScreenFile(contentsOf: Repository.resources.appendingPathComponent("Screens/\(name)"))
        let view = try file.makeView(imageScale: device.scale)
        try view.layOut(file.configuration(on: device, traits: TraitCollection(preferredContentSizeCategory: size)))
        return view
    }

    /// signup.json's row "Send me product news" beside a switch, both resisting compression at
    /// 750, is far too wide at AX5: the stack shrinks both (Apple: "If there's any ambiguity, the
    /// stack view shrinks the views based on their index"), so the label wraps beside the switch.
    @Test(arguments: [Device.iPhoneSE, .iPhone13Mini, .iPhone15, .iPhone15ProMax, .iPhone16])
    func signUpsNewsRowWrapsBesideItsSwitch(_ device: Device) throws {
        let view = try laidOut("signup.json", on: device, .accessibilityExtraExtraExtraLarge)
        #expect(view.ambiguousLayouts().isEmpty)
        let toggle = try #require(view.view(withIdentifier: "news"))
        let row = try #require(toggle.superview)
        let label = try #require(row.subviews.first as? Label)
        #expect(label.frame.minX == 0 && label.frame.width > 0)
        #expect(label.frame.maxX <= toggle.frame.minX)
        #expect(toggle.frame.width > 0 && toggle.frame.maxX == row.bounds.width)
        #expect(label.frame.height > label.font.lineHeight * 2, "wraps over lines")
    }

    /// profile.yaml's "128" on an iPhone 15 Pro Max (scale 3), centred in a column a third of the
    /// row, has edges on half pixels; snapped halves away from zero it keeps its 103-pixel width
    /// and is not cut short to "1…".
    @Test(arguments: [ContentSizeCategory.extraLarge, .accessibilityMedium])
    func profilesStatisticsKeepTheirWidthAtScale3(_ size: ContentSizeCategory) throws {
        let view = try laidOut("profile.yaml", on: .iPhone15ProMax, size)
        #expect(view.ambiguousLayouts().isEmpty)
        for text in ["128", "4.2k", "310"] {
            let label = try #require(view.first { ($0 as? Label)?.text == text })
            // In pixels: a third of a point has no exact binary form.
            #expect((label.frame.width * 3).rounded() >= (label.intrinsicContentSize.width * 3).rounded(), "\(text)")
        }
    }
}
