import ArgumentParser
import EaselPort
import EaselCommandCore
import Foundation

/// `easel port FILE... -o DIR`: copies UIKit Swift files into DIR ready to compile against
/// EaselUIKit on Linux (see `SourcePort` for what changes).
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Copy UIKit Swift files so that they compile against EaselUIKit on Linux.",
        discussion: """
        `import UIKit` and `import SnapKit` become `import EaselUIKit`; @objc, @objcMembers, @IBAction, \
        @IBOutlet, @IBInspectable, @IBDesignable and `dynamic` are removed; #selector(name) becomes \
        EaselSelector("name", Type.name), which addTarget(_:action:for:) calls when tap(at:) fires. \
        Every file is checked before any is written.
        """
    )

    @Argument(help: "Swift files to port.")
    var files: [String]

    @Option(name: .shortAndLong, help: "The folder to write the ported files to (made if missing).")
    var output: String

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one Swift file to port") }
        let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
        if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw ValidationError("two files are named \(twice); they would overwrite each other in \(output)")
        }
    }

    func run() throws {
        // Port everything first, so that one bad file leaves nothing half-written.
        var ported: [(URL, String)] = []
        for path in files {
            let url = URL(fileURLWithPath: path)
            let source: String
            do {
                source = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw CommandError("\(path): cannot be read as UTF-8 text")
            }
            do {
                ported.append((url, try SourcePort.port(source, fileName: path).text))
            } catch {
                throw CommandError("\(error)")
            }
        }
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandError.unwritable(output, error)
        }
        for (url, text) in ported {
            let destination = folder.appendingPathComponent(url.lastPathComponent)
            if destination.standardizedFileURL == url.standardizedFileURL {
                throw CommandError("\(url.path): the output would replace the input; choose another folder")
            }
            do {
                try text.write(to: destination, atomically: true, encoding: .utf8)
            } catch {
                throw CommandError.unwritable(destination.path, error)
            }
            print(destination.path)
        }
    }
}
