@testable import Easel
import Foundation
import Testing

/// Reads `text` as a screen file and returns its view tree laid out at its size.
private func screen(_ text: String) throws -> View {
    let file = try ScreenFile(data: Data(text.utf8), name: "form.json")
    let view = try file.makeView()
    try ViewRenderer(scale: 2).layout(view, size: file.size)
    return view
}

private func error(_ text: String) -> String? {
    do {
        _ = try ScreenFile(data: Data(text.utf8), name: "form.json").makeView()
        return nil
    } catch {
        return "\(error)"
    }
}

@Suite struct ControlScreenFileTests {
    @Test func controlElementsBecomeControls() throws {
        let root = try screen(#"""
        {"size": "320x600", "elements": [
          {"textField": {"placeholder": "Email", "id": "email"}},
          {"textField": {"text": "secret", "secure": true, "border": "line", "id": "password"}},
          {"switch": {"on": true, "onTint": "systemBlue", "id": "toggle"}},
          {"segmented": {"items": ["A", "B", "C"], "selected": 2, "id": "segments"}},
          {"slider": {"value": 30, "minimum": 0, "maximum": 100, "id": "slider"}},
          {"progress": {"progress": 0.5, "style": "bar", "id": "progress"}}
        ]}
        """#)
        let email = try #require(root.view(withIdentifier: "email") as? TextField)
        #expect(email.placeholder == "Email" && email.borderStyle == .roundedRect)
        #expect(email.frame.size == CGSize(width: 320, height: 34))
        let password = try #require(root.view(withIdentifier: "password") as? TextField)
        #expect(password.isSecureTextEntry && password.borderStyle == .line)
        let toggle = try #require(root.view(withIdentifier: "toggle") as? Switch)
        #expect(toggle.isOn && toggle.onTintColor == .systemBlue)
        let segments = try #require(root.view(withIdentifier: "segments") as? SegmentedControl)
        #expect(segments.items == ["A", "B", "C"] && segments.selectedSegmentIndex == 2 && segments.frame.height == 32)
        let slider = try #require(root.view(withIdentifier: "slider") as? Slider)
        #expect(slider.value == 30 && slider.maximumValue == 100 && slider.frame.height == 31)
        let progress = try #require(root.view(withIdentifier: "progress") as? ProgressView)
        #expect(progress.progressViewStyle == .bar && progress.progress == 0.5)
    }

    /// UISlider raises maximumValue to minimumValue when the minimum is set above it, and keeps
    /// the value between them (Apple's minimumValue and value documentation): a file whose
    /// maximum is below its minimum gets a slider of that one value, as the schema allows.
    @Test func aSliderMaximumBelowItsMinimumIsRaisedToIt() throws {
        let root = try screen(#"{"size": "320x100", "elements": [{"slider": {"minimum": 5, "maximum": 1, "value": 3, "id": "slider"}}]}"#)
        let slider = try #require(root.view(withIdentifier: "slider") as? Slider)
        #expect(slider.minimumValue == 5 && slider.maximumValue == 5 && slider.value == 5)
    }

    @Test func shortFormsTakeTheMainValue() throws {
        let root = try screen(#"{"size": "320x400", "elements": [{"textField": "Name"}, {"switch": false}, {"segmented": ["X", "Y"]}, {"slider": 0.25}, {"progress": 0.75}]}"#)
        let stack = try #require(root.first { $0 is StackView } as? StackView)
        let views = stack.arrangedSubviews
        #expect((views[0] as? TextField)?.placeholder == "Name")
        #expect((views[1] as? Switch)?.isOn == false)
        #expect((views[2] as? SegmentedControl)?.selectedSegmentIndex == 0)
        #expect((views[3] as? Slider)?.value == 0.25)
        #expect((views[4] as? ProgressView)?.progress == 0.75)
    }

    @Test func aListIsAsTallAsItsRows() throws {
        let root = try screen(#"""
        {"size": "375x600", "placement": "top", "spacing": 0, "elements": [
          {"list": {"style": "insetGrouped", "id": "list", "sections": [
            {"rows": ["About", {"text": "Wi-Fi", "detail": "Home", "accessory": "disclosureIndicator"}, {"text": "Airplane Mode", "switch": true}]}
          ]}}
        ]}
        """#)
        let table = try #require(root.view(withIdentifier: "list") as? TableView)
        // 35 points above the section, three 44-point rows, 35 below.
        #expect(abs(table.frame.height - (35 + 132 + 35)) < 0.001)
        #expect(table.cells[0].map(\.style) == [.default, .value1, .default])
        #expect(table.cells[0][1].accessoryType == .disclosureIndicator)
        #expect(table.cells[0][2].accessoryView is Switch)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 16, y: 79, width: 343, height: 44))
    }

    @Test func aScrollShowsItsStackAtTheOffset() throws {
        let root = try screen(#"""
        {"size": "320x400", "elements": [
          {"scroll": {"height": 100, "offset": 40, "id": "scroll", "elements": [{"view": {"height": 300, "background": "systemRed"}}]}}
        ]}
        """#)
        let scroll = try #require(root.view(withIdentifier: "scroll") as? ScrollView)
        #expect(scroll.frame.height == 100 && scroll.contentOffset == CGPoint(x: 0, y: 40))
        #expect(scroll.contentSize == CGSize(width: 320, height: 300))
    }

    @Test(arguments: [
        (#"{"elements": [{"textField": {"placeholder": "a", "border": "fancy"}}]}"#, #"form.json: elements[0].textField.border: unknown border style "fancy"; expected one of none, line, bezel, roundedRect"#),
        (#"{"elements": [{"textField": {"hint": "a"}}]}"#, #"form.json: elements[0].textField.hint: unknown key "hint" in a text field; expected one of text, placeholder, border, secure, clearButton, alignment, font, color, id, accessibility"#),
        (#"{"elements": [{"switch": "yes"}]}"#, #"form.json: elements[0].switch: expected true or false, found "yes""#),
        (#"{"elements": [{"segmented": []}]}"#, #"form.json: elements[0].segmented: expected at least one segment title"#),
        (#"{"elements": [{"segmented": {"items": ["A"], "selected": 3}}]}"#, #"form.json: elements[0].segmented.selected: expected a segment index below 1, found 3"#),
        (#"{"elements": [{"segmented": [\#(Array(repeating: #""A""#, count: 65).joined(separator: ", "))]}]}"#, #"form.json: elements[0].segmented: 65 segments; at most 64 are allowed"#),
        (#"{"elements": [{"gradient": {"colors": [\#(Array(repeating: #""red""#, count: 65).joined(separator: ", "))]}}]}"#, #"form.json: elements[0].gradient.colors: 65 colours; at most 64 are allowed"#),
        (#"{"elements": [{"progress": 1.5}]}"#, #"form.json: elements[0].progress: expected a progress from 0 to 1, found 1.5"#),
        (#"{"elements": [{"scroll": {"elements": []}}]}"#, #"form.json: elements[0].scroll: a scroll view needs "height""#),
        (#"{"elements": [{"list": {"style": "fancy", "sections": []}}]}"#, #"form.json: elements[0].list.style: unknown list style "fancy"; expected one of plain, grouped, insetGrouped"#),
        (#"{"elements": [{"list": {"sections": [{"rows": [{"detail": "x"}]}]}}]}"#, #"form.json: elements[0].list.sections[0].rows[0]: a list row needs "text""#),
        (#"{"elements": [{"list": {"sections": [{"rows": [{"text": "x", "accessory": "arrow"}]}]}}]}"#, #"form.json: elements[0].list.sections[0].rows[0].accessory: unknown accessory "arrow"; expected one of none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton"#),
    ])
    func badControlsSayWhereAndWhat(text: String, message: String) {
        #expect(error(text) == message)
    }

    /// screen.schema.json must describe the controls exactly as the decoder reads them.
    @Test func theControlsSchemaMatchesTheDecoder() throws {
        let folder = Repository.resources
        let schema = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("screen.schema.json"))) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        func objectKeys(_ name: String) -> Set<String> {
            let definition = defs[name] as? [String: Any] ?? [:]
            let object = (definition["oneOf"] as? [[String: Any]])?.first { $0["type"] as? String == "object" } ?? definition
            return Set((object["properties"] as? [String: Any] ?? [:]).keys)
        }
        let forms = (ScreenElementKind.controls + ScreenElementKind.appearance).compactMap(\.form) + [.listSection, .listRow, .shadow]
        for form in forms {
            #expect(objectKeys(form.schemaDefinition) == Set(form.keys), "\(form.schemaDefinition)")
        }
        let kinds = (((defs["element"] as? [String: Any])?["properties"] as? [String: Any]) ?? [:]).keys
        #expect(Set(kinds).isSuperset(of: (ScreenElementKind.controls + ScreenElementKind.appearance).map(\.name)))
    }
}
