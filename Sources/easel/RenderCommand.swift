import ArgumentParser
import Easel
import Foundation

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render screen files to PNG files.",
        discussion: """
        Renders each JSON or YAML screen file (every screen file in a folder) to NAME.png in the \
        output folder, printing each path it wrote. A file that cannot be rendered is reported on \
        standard error and the others are still rendered; the exit status is then 2. With no file, \
        renders Easel's built-in example screens.
        """
    )

    @Argument(help: "Screen files or folders of them.")
    var files: [String] = []

    @OptionGroup var options: RenderOptions

    @Option(name: [.short, .customLong("output")], help: "The folder to write into, or a .png path when rendering one file.")
    var output = "easel-out"

    func run() throws {
        var failed = false
        if files.isEmpty {
            for screen in ExampleScreen.all {
                let device = try options.screen(fallback: Device(size: screen.size, scale: 2))
                let image = try screen.makeView().render(on: device, traits: options.traits(), chrome: options.chrome())
                try write(image, name: screen.name)
            }
        }
        let urls = files.isEmpty ? ScreenFile.examples : ScreenFile.files(in: files.map { URL(fileURLWithPath: $0) })
        for url in urls {
            do {
                let file = try ScreenFile(contentsOf: url)
                let image = try file.render(on: options.screen(fallback: file.device), traits: options.traits(), chrome: options.chrome(over: file.chrome))
                try write(image, name: file.name, single: urls.count == 1 && files.count == 1)
            } catch {
                FileHandle.standardError.write(Data("easel render: \(error)\n".utf8))
                failed = true
            }
        }
        if failed { throw ExitCode(2) }
    }

    /// Writes `OUTPUT/NAME.png`, or `OUTPUT` itself when one file is rendered to a `.png` path.
    private func write(_ image: Image, name: String, single: Bool = false) throws {
        let target: URL
        if single, output.lowercased().hasSuffix(".png") {
            target = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        } else {
            let folder = URL(fileURLWithPath: output, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            target = folder.appendingPathComponent("\(name).png")
        }
        try image.writePNG(to: target)
        print(target.relativePath)
    }
}
