import ArgumentParser
import Easel
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

    func run() throws {
        do {
            let screen = try ScreenFile(contentsOf: URL(fileURLWithPath: file))
            let view = try screen.makeView()
            // Laid out at the scale `render` would draw at: frames snap to that pixel grid.
            try ViewRenderer(scale: options.pixelScale(fallback: screen.scale)).layout(view, size: try options.pointSize(fallback: screen.size))
            print(FrameTree(view).json())
        } catch let error as ValidationError {
            throw error
        } catch {
            FileHandle.standardError.write(Data("easel frames: \(CommandError.naming(URL(fileURLWithPath: file), error))\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// A laid-out view and its subviews as JSON, keys in a fixed order, one view a line.
struct FrameTree {
    let view: View

    init(_ view: View) { self.view = view }

    func json(indent: String = "") -> String {
        var fields = ["\"type\": \"\(type(of: view))\""]
        if let id = view.accessibilityIdentifier { fields.append("\"id\": \(quoted(id))") }
        if let label = view as? Label, let text = label.text { fields.append("\"text\": \(quoted(text))") }
        if let button = view as? Button, let title = button.title { fields.append("\"title\": \(quoted(title))") }
        let f = view.frame
        fields.append("\"frame\": {\"x\": \(number(f.minX)), \"y\": \(number(f.minY)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}")
        if view.isHidden { fields.append("\"hidden\": true") }
        // A button's title label and image view are its own parts, not the screen's.
        let children = view is Button ? [] : view.subviews
        if children.isEmpty { return indent + "{" + fields.joined(separator: ", ") + "}" }
        let inner = children.map { FrameTree($0).json(indent: indent + "  ") }.joined(separator: ",\n")
        return indent + "{" + fields.joined(separator: ", ") + ", \"children\": [\n" + inner + "\n" + indent + "]}"
    }

    /// A coordinate to three decimals; whole numbers without a point. A value too large for an
    /// Int (only a view set up in code can have one) is printed as the Double it is, never trapped on.
    private func number(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return Int(exactly: rounded).map(String.init) ?? String(Double(rounded))
    }

    private func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let data = try! encoder.encode(text)
        return String(decoding: data, as: UTF8.self)
    }
}
