import ArgumentParser
import Easel
import EaselCommandCore
import Foundation

struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print a screen file's laid-out view tree as JSON.",
        discussion: "Frames are relative to the parent, in points: {\"type\": \"StackView\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 320, \"height\": 480}, \"children\": [...]}."
    )

    @Argument(help: "A screen file.")
    var file: String

    @OptionGroup var options: RenderOptions

    @Flag(name: .customLong("accessibility"), help: "Print what VoiceOver reads instead, in reading order: one line an element with what it says, its hint and its frame.")
    var accessibility = false

    func run() throws {
        do {
            let screen = try ScreenFile(contentsOf: URL(fileURLWithPath: file))
            let view = try screen.makeView()
            // Laid out as `render` would draw it: frames snap to that scale's pixel grid.
            try view.layOut(options.configuration(over: screen.configuration))
            if accessibility {
                print(view.accessibilityDescription, terminator: "")
            } else {
                print(FrameTree(view).json())
            }
        } catch let error as ValidationError {
            throw error
        } catch {
            FileHandle.standardError.write(Data((CommandError.lines(of: CommandError.naming(URL(fileURLWithPath: file), error), command: "frames") + "\n").utf8))
            throw ExitCode(2)
        }
    }
}

/// A laid-out view and its subviews as JSON, keys in a fixed order, one view a line.
struct FrameTree {
    let view: View
    /// The screen-file element each view came from (`ScreenFile.makeViewWithElementPaths`).
    let elementPaths: [ObjectIdentifier: String]

    init(_ view: View, elementPaths: [ObjectIdentifier: String] = [:]) {
        self.view = view
        self.elementPaths = elementPaths
    }

    func json(indent: String = "") -> String {
        var fields = ["\"type\": \(quoted(view.publicTypeName))"]
        if let id = view.accessibilityIdentifier { fields.append("\"id\": \(quoted(id))") }
        if let label = view as? Label, let text = label.text { fields.append("\"text\": \(quoted(text))") }
        if let button = view as? Button, let title = button.title { fields.append("\"title\": \(quoted(title))") }
        let f = view.frame
        fields.append("\"frame\": {\"x\": \(number(f.minX)), \"y\": \(number(f.minY)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}")
        if view.isHidden { fields.append("\"hidden\": true") }
        if let path = elementPaths[ObjectIdentifier(view)] { fields.append("\"element\": \(quoted(path))") }
        // A button's title label and image view are its own parts, not the screen's.
        let children = view is Button ? [] : view.subviews
        if children.isEmpty { return indent + "{" + fields.joined(separator: ", ") + "}" }
        let inner = children.map { FrameTree($0, elementPaths: elementPaths).json(indent: indent + "  ") }.joined(separator: ",\n")
        return indent + "{" + fields.joined(separator: ", ") + ", \"children\": [\n" + inner + "\n" + indent + "]}"
    }

    private func number(_ value: CGFloat) -> String { JSONText.number(value) }

    private func quoted(_ text: String) -> String { JSONText.quoted(text) }
}

/// JSON's numbers and strings, written by hand where the key order matters.
enum JSONText {
    /// At most three decimals, no `.0` on whole numbers.
    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return Int(exactly: rounded).map(String.init) ?? String(Double(rounded))
    }

    static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        guard let data = try? encoder.encode(text) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }
}
