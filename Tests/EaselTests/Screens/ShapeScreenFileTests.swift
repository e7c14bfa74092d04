@testable import Easel
import Foundation
import Testing

/// The screen-file `shape` element: SVG path data drawn by a shape layer.
@Suite struct ShapeScreenFileTests {
    private let white = Pixel(red: 255, green: 255, blue: 255)

    private func render(_ element: String) throws -> Image {
        let file = try ScreenFile(data: Data(#"{"size": "100x100", "elements": [\#(element)]}"#.utf8), name: "ring.json")
        let view = try file.makeView()
        let renderer = ViewRenderer(scale: 1)
        try renderer.layout(view, size: file.size)
        return try renderer.draw(view)
    }

    /// A ring of radius 40 about (50, 50) from two SVG half arcs, starting at the top and
    /// turning clockwise (sweep 1), stroked to a quarter: ink at −45°, none at 135°.
    @Test func aRingStrokedToAQuarter() throws {
        let image = try render(##"""
        {"shape": {"path": "M 50 10 A 40 40 0 0 1 50 90 A 40 40 0 0 1 50 10", "stroke": "#0000FF", "lineWidth": 10,
                   "strokeEnd": 0.25, "width": 100, "height": 100, "id": "ring"}}
        """##)
        #expect(image[78, 21] == Pixel(red: 0, green: 0, blue: 255))
        #expect(image[21, 78] == white)
        #expect(image[89, 56] == white)   // past 3 o'clock
        #expect(image[50, 50] == white)   // no fill unless asked
    }

    /// A filled triangle with relative commands: its sides from (10, 90) to (50, 10) to (90, 90).
    @Test func relativeCommandsAndFill() throws {
        let image = try render(##"{"shape": {"path": "M10 90 l40 -80 L90 90 z", "fill": "#FF0000"}}"##)
        #expect(image[50, 80] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[15, 20] == white)
    }

    @Test(arguments: [
        (#"{"shape": {"path": "M 10 10 L 20"}}"#, #"ring.json: elements[0].shape.path: path data at character 12: expected a number"#),
        (#"{"shape": {"path": "10 10"}}"#, #"ring.json: elements[0].shape.path: path data at character 0: path data must start with a command (M)"#),
        (#"{"shape": {"path": "M0 0 L10 10 Z 5"}}"#, #"ring.json: elements[0].shape.path: path data at character 14: expected a command after Z, found a number"#),
        (#"{"shape": {"stroke": "red"}}"#, #"ring.json: elements[0].shape: a shape needs "path""#),
        (#"{"shape": {"path": "M0 0", "strokeEnd": 2}}"#, #"ring.json: elements[0].shape.strokeEnd: expected a number from 0 to 1, found 2"#),
    ])
    func badShapesSayWhereAndWhat(text: String, message: String) {
        do {
            _ = try ScreenFile(data: Data(#"{"elements": [\#(text)]}"#.utf8), name: "ring.json").makeView()
            Issue.record("no error for \(text)")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
