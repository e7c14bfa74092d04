import Easel
import Foundation
import Testing

/// Reads `text` as a screen file named `name` and returns the error message it gives.
private func error(_ text: String, name: String = "login.json") -> String? {
    do {
        _ = try ScreenFile(data: Data(text.utf8), name: name, isYAML: name.hasSuffix(".yaml"))
        return nil
    } catch {
        return "\(error)"
    }
}

@Suite struct ScreenFileTests {
    @Test func aMisspelledElementNamesItsPlace() {
        let text = """
        {"elements": [{"label": "a"}, {"label": "b"}, {"button": "c"},
                      {"stack": {"elements": [{"lable": "typo"}]}}]}
        """
        #expect(error(text) == ##"login.json: elements[3].stack.elements[0]: unknown element "lable"; expected one of label, button, image, stack, view, spacer, decorated, cascade, overlay, inset, absolute, textField, switch, segmented, slider, progress, scroll, list, gradient, symbol, shape"##)
    }

    @Test func unknownKeysAreErrors() {
        #expect(error(##"{"elements": [], "colour": "#FFFFFF"}"##) == ##"login.json: colour: unknown key "colour" in a screen; expected one of elements, device, size, background, axis, spacing, alignment, distribution, margins, placement, orientation, appearance, contentSize, layoutDirection, statusBar"##)
        #expect(error(##"{"elements": [{"label": {"text": "a", "colour": "red"}}]}"##) == ##"login.json: elements[0].label.colour: unknown key "colour" in a label; expected one of text, font, color, lines, alignment, id, accessibility"##)
        #expect(error(##"{"elements": [{"label": {"text": "a", "font": {"size": 12, "wieght": "bold"}}}]}"##) == ##"login.json: elements[0].label.font.wieght: unknown key "wieght" in a font; expected one of size, weight, design, italic, style"##)
    }

    @Test(arguments: [
        (##"{"elements": [{"label": {"text": "a", "color": "#GG0000"}}]}"##, ##"login.json: elements[0].label.color: unknown colour "#GG0000"; expected "#RGB", "#RGBA", "#RRGGBB", "#RRGGBBAA" or a colour name such as systemBlue, label or secondarySystemBackground"##),
        (##"{"elements": [{"label": {"text": "a", "font": {"weight": "fat"}}}]}"##, ##"login.json: elements[0].label.font.weight: unknown font weight "fat"; expected one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black"##),
        (##"{"elements": [{"label": {"text": "a", "lines": -1}}]}"##, ##"login.json: elements[0].label.lines: expected a whole number from 0 to 1000, found -1"##),
        (##"{"elements": [{"label": {"font": {"size": 12}}}]}"##, ##"login.json: elements[0].label: a label needs "text""##),
        (##"{"elements": [{"button": {"title": "Go", "style": "round"}}]}"##, ##"login.json: elements[0].button.style: unknown button style "round"; expected one of system, filled, bordered"##),
        (##"{"elements": [{"image": {"name": "objc-logo", "contentMode": "stretch"}}]}"##, ##"login.json: elements[0].image.contentMode: unknown content mode "stretch"; expected one of scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight"##),
        (##"{"elements": [{"stack": {"axis": "diagonal", "elements": []}}]}"##, ##"login.json: elements[0].stack.axis: unknown axis "diagonal"; expected one of horizontal, vertical"##),
        (##"{"elements": [{"stack": {"distribution": "even", "elements": []}}]}"##, ##"login.json: elements[0].stack.distribution: unknown distribution "even"; expected one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering"##),
        (##"{"elements": [], "alignment": "middle"}"##, ##"login.json: alignment: unknown alignment "middle"; expected one of fill, leading, center, trailing, firstBaseline, lastBaseline"##),
        (##"{"elements": [{"stack": {"spacing": 4}}]}"##, ##"login.json: elements[0].stack: a stack needs "elements""##),
        (##"{"elements": [{"view": {"width": -3}}]}"##, ##"login.json: elements[0].view.width: expected a number of points from 0 to 10000, found -3"##),
        (##"{"elements": [{"view": {"height": "tall"}}]}"##, ##"login.json: elements[0].view.height: expected a number, found "tall""##),
        (##"{"elements": [{"spacer": "12"}]}"##, ##"login.json: elements[0].spacer: expected a number, found "12""##),
        (##"{"elements": [{"label": "a", "button": "b"}]}"##, ##"login.json: elements[0]: an element has exactly one key, its kind (one of label, button, image, stack, view, spacer, decorated, cascade, overlay, inset, absolute, textField, switch, segmented, slider, progress, scroll, list, gradient, symbol, shape); found button, label"##),
        (##"{"elements": [{}]}"##, ##"login.json: elements[0]: an element has exactly one key, its kind (one of label, button, image, stack, view, spacer, decorated, cascade, overlay, inset, absolute, textField, switch, segmented, slider, progress, scroll, list, gradient, symbol, shape); found none"##),
        (##"{"elements": ["label"]}"##, ##"login.json: elements[0]: expected an element (an object such as {"label": "Hello"}), found "label""##),
        (##"{"elements": {"label": "a"}}"##, ##"login.json: elements: expected a list, found an object"##),
        (##"{"size": "320 by 480", "elements": []}"##, ##"login.json: size: expected a size as "WIDTHxHEIGHT" in points, each from 1 to 10000, such as "320x480", found "320 by 480""##),
        (##"{"size": "0x480", "elements": []}"##, ##"login.json: size: expected a size as "WIDTHxHEIGHT" in points, each from 1 to 10000, such as "320x480", found "0x480""##),
        (##"{"device": "iPhone99", "elements": []}"##, ##"login.json: device: unknown device "iPhone99"; expected one of iPad10, iPadMini, iPadPro11, iPadPro12_9, iPadPro13, iPhone13Mini, iPhone14, iPhone15, iPhone15Plus, iPhone15Pro, iPhone15ProMax, iPhone16, iPhone16Pro, iPhone16ProMax, iPhone16e, iPhone8, iPhoneSE, iPhoneSE1"##),
        (##"{"margins": {"top": 1, "start": 2}, "elements": []}"##, ##"login.json: margins.start: unknown key "start" in margins; expected one of top, left, bottom, right"##),
        (##"{"placement": "bottom", "elements": []}"##, ##"login.json: placement: unknown placement "bottom"; expected one of center, top"##),
        (##"{"background": "systemBlue"}"##, ##"login.json: a screen needs "elements", a list of elements"##),
        (##"[1, 2]"##, ##"login.json: expected a screen (an object), found a list"##),
    ])
    func everyErrorSaysWhereAndWhat(_ text: String, _ message: String) {
        #expect(error(text) == message)
    }

    @Test func aMissingImageSaysWhatWasLookedForAndWhere() throws {
        // Bundle.main's folder is the test runner's, so only its start and the order are fixed.
        let message = try #require(error(##"{"elements": [{"image": "no-such-logo"}]}"##))
        #expect(message.hasPrefix(##"login.json: elements[0].image: no image named "no-such-logo" (looked for no-such-logo@3x.png, @2x, @1x, .png, no extension or no-such-logo.imageset in Bundle.main ("##))
        #expect(message.hasSuffix(", then Easel's images)"))
    }

    @Test func everyProblemInAFileIsReportedInOrder() {
        let text = ##"""
        {"elements": [{"label": {"text": "a", "color": "#GG0000"}}, {"label": "fine"},
                      {"stack": {"elements": [{"lable": "typo"}, {"spacer": "12"}]}},
                      {"cascade": {"elements": [{"view": {"width": -3}}]}},
                      {"label": {"text": "short hex is fine", "color": "#FFF"}}]}
        """##
        #expect(error(text) == """
        login.json: elements[0].label.color: unknown colour "#GG0000"; expected "#RGB", "#RGBA", "#RRGGBB", "#RRGGBBAA" or a colour name such as systemBlue, label or secondarySystemBackground
        login.json: elements[2].stack.elements[0]: unknown element "lable"; expected one of label, button, image, stack, view, spacer, decorated, cascade, overlay, inset, absolute, textField, switch, segmented, slider, progress, scroll, list, gradient, symbol, shape
        login.json: elements[2].stack.elements[1].spacer: expected a number, found "12"
        login.json: elements[3].cascade.elements[0].view.width: expected a number of points from 0 to 10000, found -3
        """)
    }

    @Test func problemsPastTheLimitAreCounted() throws {
        let elements = Array(repeating: ##"{"spacer": "x"}"##, count: ScreenFileErrors.limit + 5).joined(separator: ", ")
        let thrown = #expect(throws: ScreenFileErrors.self) { try ScreenFile(data: Data(##"{"elements": [\##(elements)]}"##.utf8), name: "many.json") }
        let errors = try #require(thrown)
        #expect(errors.errors.count == ScreenFileErrors.limit && errors.omitted == 5)
        #expect(errors.errors.last?.path == "elements[\(ScreenFileErrors.limit - 1)].spacer")
        #expect(errors.description.hasSuffix("\n… and 5 more"))
    }

    @Test func malformedJSONSaysWhereTheSyntaxBroke() throws {
        let message = try #require(error("{\"elements\": [\n  {\"label\": \"a\"},\n  {\"label\": }\n]}"))
        #expect(message == #"login.json:3:13: expected a value (an object, list, text in double quotes, number, true, false or null), found "}""#)
    }

    @Test func malformedYAMLIsAnError() throws {
        let message = try #require(error("elements:\n  - label: [unclosed\n", name: "profile.yaml"))
        #expect(message.hasPrefix("profile.yaml:3:1: not valid YAML: "))
        #expect(message.count < 200)
    }

    @Test func aMissingFileIsAnError() {
        #expect(throws: ScreenFileError.self) { try ScreenFile(contentsOf: URL(fileURLWithPath: "/no/such/screen.json")) }
    }

    @Test func yamlAndJSONDescribeTheSameScreen() throws {
        let json = try ScreenFile(data: Data(##"{"size": "200x100", "spacing": 4, "elements": [{"label": "Hi"}, {"button": {"title": "Go", "style": "filled"}}]}"##.utf8), name: "a.json")
        let yaml = try ScreenFile(data: Data("size: 200x100\nspacing: 4\nelements:\n  - label: Hi\n  - button:\n      title: Go\n      style: filled\n".utf8), name: "a.yaml", isYAML: true)
        #expect(json.size == CGSize(width: 200, height: 100) && yaml.size == json.size)
        #expect(try json.makeView().render(size: json.size, scale: 1) == yaml.makeView().render(size: yaml.size, scale: 1))
    }

    @Test func settingsReachTheViews() throws {
        let text = """
        {"device": "iPhoneSE", "background": "systemGroupedBackground", "axis": "horizontal", "spacing": 6,
         "alignment": "center", "distribution": "fillEqually", "margins": {"left": 16, "right": 16}, "placement": "top",
         "elements": [
           {"label": {"text": "Title", "font": {"size": 22, "weight": "bold"}, "color": "#FF0000", "lines": 1, "alignment": "center", "id": "title"}},
           {"view": {"background": "systemBlue", "width": 40, "height": 30, "cornerRadius": 8, "borderWidth": 1, "borderColor": "separator", "id": "box"}},
           {"image": {"name": "objc-logo", "contentMode": "scaleAspectFill", "width": 20, "height": 20, "id": "logo"}},
           {"spacer": 12}
         ]}
        """
        let file = try ScreenFile(data: Data(text.utf8), name: "settings.json")
        #expect(file.size == Device.iPhoneSE.size && file.scale == 2 && file.name == "settings")
        let root = try file.makeView()
        #expect(root.backgroundColor == .systemGroupedBackground)
        let stack = try #require(root.subviews.first as? StackView)
        #expect(stack.axis == .horizontal && stack.spacing == 6 && stack.alignment == .center && stack.distribution == .fillEqually)
        #expect(stack.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16) && stack.isLayoutMarginsRelativeArrangement)
        let title = try #require(root.view(withIdentifier: "title") as? Label)
        #expect(title.font == .systemFont(ofSize: 22, weight: .bold) && title.textColor == Color(hex: "#FF0000"))
        #expect(title.numberOfLines == 1 && title.textAlignment == .center)
        let box = try #require(root.view(withIdentifier: "box"))
        #expect(box.fixedWidth == 40 && box.fixedHeight == 30 && box.cornerRadius == 8 && box.borderColor == .separator)
        let logo = try #require(root.view(withIdentifier: "logo") as? ImageView)
        #expect(logo.contentMode == .scaleAspectFill && logo.fixedWidth == 20)
        #expect(stack.arrangedSubviews[3].fixedWidth == 12)
        _ = try root.render(size: file.size, scale: 1)
        #expect(stack.frame.minY == 0)  // placement top
    }

    @Test func imagesAreFoundBesideTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-screen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Image(pixelWidth: 6, pixelHeight: 4, fill: .systemRed).writePNG(to: folder.appendingPathComponent("Images/badge@2x.png"))
        let file = folder.appendingPathComponent("badge.json")
        try Data(##"{"elements": [{"image": {"name": "badge", "id": "badge"}}]}"##.utf8).write(to: file)
        let view = try ScreenFile(contentsOf: file).makeView()
        #expect((view.view(withIdentifier: "badge") as? ImageView)?.image?.size == CGSize(width: 3, height: 2))
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("Images/badge@2x.png"))
        let message = try #require(error(String(decoding: try Data(contentsOf: file), as: UTF8.self)))
        #expect(message.contains("no image named \"badge\""))
        let unreadable = #expect(throws: ScreenFileError.self) { try ScreenFile(contentsOf: file) }
        #expect(unreadable?.description.hasPrefix(#"badge.json: elements[0].image.name: image "badge" cannot be read: "#) == true)
    }

    /// The tree built to check the file is handed to the first `makeView` at the file's scale:
    /// later calls, and calls at another scale, build their own; every tree renders the same.
    @Test func theCheckedTreeIsHandedOutOnceAndRendersAsAFreshOne() throws {
        let file = try ScreenFile(contentsOf: try #require(ScreenFile.examples.first { $0.lastPathComponent == "login.json" }))
        let first = try file.makeView()
        let second = try file.makeView()
        let copy = file
        let third = try copy.makeView(imageScale: file.scale)
        #expect(first !== second && second !== third && first !== third)
        let threeX = try ScreenFile(contentsOf: try #require(ScreenFile.examples.first { $0.lastPathComponent == "login.json" }))
        let image = try threeX.makeView(imageScale: 3).render(on: Device(size: threeX.size, scale: 3))
        #expect(image.pixelWidth == Int(threeX.size.width * 3))
        let rendered = try [first, second, third].map { try $0.render(on: file.device) }
        #expect(rendered[0] == rendered[1] && rendered[1] == rendered[2])
        #expect(try file.render() == rendered[0])
    }
}
