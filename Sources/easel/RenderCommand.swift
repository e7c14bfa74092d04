import ArgumentParser
import Easel
import Foundation

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render screens to PNG files.",
        discussion: "With no file, renders Easel's built-in example screens."
    )

    @OptionGroup var options: RenderOptions

    @Option(name: [.short, .customLong("output")], help: "The folder to write PNG files into.")
    var output = "easel-out"

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for screen in ExampleScreen.all {
            let image = try screen.makeView().render(size: screen.size, scale: options.scale)
            let file = folder.appendingPathComponent("\(screen.name).png")
            try image.writePNG(to: file)
            print(file.relativePath)
        }
    }
}
