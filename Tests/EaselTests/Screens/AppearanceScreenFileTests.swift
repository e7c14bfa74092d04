@testable import Easel
import Foundation
import Testing

/// The screen-file keys for gradients, symbols, shadows and corner curves, and their schema.
@Suite struct AppearanceScreenFileTests {
    private func screen(_ text: String) throws -> View {
        let file = try ScreenFile(data: Data(text.utf8), name: "feed.json")
        let view = try file.makeView()
        try ViewRenderer(scale: 2).layout(view, size: file.size)
        return view
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try ScreenFile(data: Data(text.utf8), name: "feed.json").makeView()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func keysBecomeLayerProperties() throws {
        let root = try screen(#"""
        {"size": "320x400", "elements": [
          {"stack": {"background": "white", "cornerRadius": 16, "cornerCurve": "continuous", "id": "card",
                     "shadow": {"color": "systemIndigo", "opacity": 0.2, "offset": {"width": 1, "height": 4}, "radius": 12},
                     "elements": [
            {"gradient": {"type": "conic", "colors": ["red", "#00F"], "locations": [0, 0.75], "start": {"x": 0.5, "y": 0.5},
                          "end": {"x": 0.5}, "height": 60, "cornerRadius": 8, "id": "header"}},
            {"symbol": "heart.fill"},
            {"symbol": {"name": "gearshape", "size": 22, "weight": "bold", "scale": "large", "tint": "systemGray", "id": "gear"}}
          ]}},
          {"view": {"height": 10, "shadow": {}, "id": "plain"}}
        ]}
        """#)
        let card = try #require(root.view(withIdentifier: "card"))
        #expect(card.layer.cornerCurve == .continuous && card.layer.cornerRadius == 16)
        #expect(card.layer.shadowColor == .systemIndigo && card.layer.shadowOpacity == 0.2)
        #expect(card.layer.shadowOffset == CGSize(width: 1, height: 4) && card.layer.shadowRadius == 12)
        let header = try #require(root.view(withIdentifier: "header") as? GradientView)
        #expect(header.gradient == Gradient(kind: .conic, colors: [.red, Color(hex: "#00F")!], locations: [0, 0.75],
                                            startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 0.5, y: 0)))
        #expect(header.frame.height == 60 && header.layer.cornerRadius == 8)
        let gear = try #require(root.view(withIdentifier: "gear") as? ImageView)
        #expect(gear.tintColor == .systemGray)
        let configuration = try #require(gear.image?.symbolConfiguration)
        #expect(configuration == Image.SymbolConfiguration(pointSize: 22, weight: .bold, scale: .large))
        #expect(gear.image?.pixelHeight == 83)  // 22 × 1.25 = 27.5 points, 82.5 pixels at @3x, rounded up
        // A shadow written in a file shows: opacity 1, CALayer's offset and radius.
        let plain = try #require(root.view(withIdentifier: "plain"))
        #expect(plain.layer.shadowOpacity == 1 && plain.layer.shadowOffset == CGSize(width: 0, height: -3) && plain.layer.shadowRadius == 3)
    }

    @Test(arguments: [
        (#"{"symbol": "no.such.symbol"}"#, #"feed.json: elements[0].symbol: unknown symbol "no.such.symbol"; `easel symbols` lists the 378 names Easel knows"#),
        (#"{"symbol": {"size": 3}}"#, #"feed.json: elements[0].symbol: a symbol needs "name""#),
        (#"{"symbol": {"name": "heart", "weight": "fat"}}"#, #"feed.json: elements[0].symbol.weight: unknown symbol weight "fat"; expected one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black"#),
        (#"{"gradient": {"colors": []}}"#, #"feed.json: elements[0].gradient.colors: a gradient needs at least one colour"#),
        (#"{"gradient": {"colors": ["red", "blue"], "locations": [0]}}"#, #"feed.json: elements[0].gradient.locations: expected one location for each of the 2 colours, found 1"#),
        (#"{"gradient": {"colors": ["red"], "locations": [2]}}"#, #"feed.json: elements[0].gradient.locations[0]: expected a number from 0 to 1, found 2"#),
        (#"{"gradient": {"colors": ["red"], "type": "diagonal"}}"#, #"feed.json: elements[0].gradient.type: unknown gradient type "diagonal"; expected one of axial, radial, conic"#),
        (#"{"view": {"shadow": {"opacity": 2}}}"#, #"feed.json: elements[0].view.shadow.opacity: expected a number from 0 to 1, found 2"#),
        (#"{"view": {"cornerCurve": "round"}}"#, #"feed.json: elements[0].view.cornerCurve: unknown corner curve "round"; expected one of circular, continuous"#),
    ])
    func badKeysSayWhereAndWhat(text: String, message: String) {
        #expect(error(#"{"elements": [\#(text)]}"#) == message)
    }

    /// The schema's symbol names are exactly the ones `Image(systemName:)` knows.
    @Test func theSchemaListsTheSymbolNames() throws {
        let folder = Repository.resources
        let schema = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("screen.schema.json"))) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let names = try #require((defs["symbolName"] as? [String: Any])?["enum"] as? [String])
        #expect(names == Image.symbolNames)
    }
}
