import Easel
import EaselCommandCore
import Foundation

/// One screen to render: an example screen built in code, or a screen file.
struct ScreenJob: Sendable {
    enum Source: Sendable {
        case example(ExampleScreen)
        case file(URL)
    }

    let source: Source

    /// The output name: the file name without its extension, or the example's name.
    var name: String {
        switch source {
        case let .example(screen): screen.name
        case let .file(url): url.deletingPathExtension().lastPathComponent
        }
    }

    /// What messages call the input.
    var label: String {
        switch source {
        case let .example(screen): screen.name
        case let .file(url): url.lastPathComponent
        }
    }

    /// The jobs for the command line's inputs: Easel's examples when there are none.
    static func jobs(for inputs: [String]) -> [ScreenJob] {
        if inputs.isEmpty {
            return ExampleScreen.all.map { ScreenJob(source: .example($0)) } + ScreenFile.examples.map { ScreenJob(source: .file($0)) }
        }
        return ScreenFile.files(in: inputs.map { URL(fileURLWithPath: $0) }).map { ScreenJob(source: .file($0)) }
    }

    /// Renders the screen on the options' device (else the file's), with their traits and chrome.
    func render(_ options: RenderOptions) throws -> Image {
        try draw(options).makeImage()
    }

    /// The same drawing written straight to a PNG file: no image-sized copy on the way.
    func writePNG(_ options: RenderOptions, to url: URL) throws {
        try draw(options).writePNG(to: url)
    }

    private func draw(_ options: RenderOptions) throws -> Canvas {
        switch source {
        case let .example(screen):
            let base = RenderConfiguration(device: Device(size: screen.size, scale: 2))
            return try screen.makeView().renderCanvas(options.configuration(over: base))
        case let .file(url):
            let file = try ScreenFile(contentsOf: url)
            return try file.renderCanvas(options.configuration(over: file.configuration))
        }
    }

    /// `error` as a message that names the input: a file's as `CommandError.naming` does, an
    /// example's by its name.
    func message(for error: Error) -> String {
        switch source {
        case let .example(screen): "\(screen.name): \(error)"
        case let .file(url): CommandError.naming(url, error)
        }
    }

    /// A message naming every pair of inputs that would write the same output name, or nil.
    static func duplicateNames(in jobs: [ScreenJob], writing target: (ScreenJob) -> String) -> String? {
        var first: [String: ScreenJob] = [:]
        var clashes: [String] = []
        for job in jobs {
            let path = target(job)
            if let earlier = first[path] {
                clashes.append("\(earlier.inputPath) and \(job.inputPath) would both write \(path)")
            } else {
                first[path] = job
            }
        }
        return clashes.isEmpty ? nil : clashes.joined(separator: "; ") + "; rename one, or render them into different folders"
    }

    private var inputPath: String {
        switch source {
        case let .example(screen): "example \(screen.name)"
        case let .file(url): url.relativePath
        }
    }
}
