import ArgumentParser
import Easel
import EaselCommandCore
import EaselPort
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
        Everything else is copied byte for byte, and each copy begins with a #sourceLocation line \
        naming its original, so that compiler errors point at the original file and line. \
        Every file is read and checked before any is written, and then all are written or none. \
        With --assets, GeneratedAssetSymbols.swift is written too: the ColorResource, ImageResource, \
        UIColor and UIImage symbols Xcode generates for those asset catalogs.
        """
    )

    @Argument(help: "Swift files to port.")
    var files: [String] = []

    @Option(name: .customLong("assets"), help: "An asset catalog (.xcassets) to generate Xcode's asset symbols for; repeat for more.")
    var catalogs: [String] = []

    @Option(name: .shortAndLong, help: "The folder to write the ported files to (made if missing).")
    var output: String

    /// The largest file read: far beyond any hand-written Swift file, and small enough that
    /// porting one stays well within a gigabyte.
    static let maximumFileSize = 16 << 20

    func validate() throws {
        if files.isEmpty && catalogs.isEmpty { throw ValidationError("name at least one Swift file to port or an asset catalog (--assets)") }
    }

    func run() throws {
        do {
            let ported = try portEveryFile()
            for destination in try write(ported) { print(destination.path) }
        } catch let problems as Problems {
            for message in problems.messages {
                FileHandle.standardError.write(Data("easel port: \(message)\n".utf8))
            }
            throw ExitCode(2)
        } catch {
            CommandError.write(error, command: "port")
            throw ExitCode(2)
        }
    }

    /// What could not be ported, one message a file, all reported together.
    private struct Problems: Error {
        let messages: [String]
    }

    /// Reads and ports every file, and checks every destination, before anything is written.
    private func portEveryFile() throws -> [(destination: URL, bytes: [UInt8])] {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        var names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
        if !catalogs.isEmpty { names.append(AssetSymbols.fileName) }
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        if let twice = names.first(where: { counts[$0]! > 1 }) {
            throw CommandError("two files are named \(twice); they would overwrite each other in \(output)")
        }
        var ported: [(destination: URL, bytes: [UInt8])] = []
        var problems: [String] = []
        for path in files {
            let input = URL(fileURLWithPath: path).standardizedFileURL
            let destination = folder.appendingPathComponent(input.lastPathComponent).standardizedFileURL
            if destination.resolvingSymlinksInPath() == input.resolvingSymlinksInPath() {
                problems.append("\(path): the output would replace the input; choose another folder")
                continue
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder), isFolder.boolValue {
                problems.append("\(destination.path): is a folder; the ported \(input.lastPathComponent) cannot be written there")
                continue
            }
            let bytes: Data
            do {
                bytes = try FileContents.read(input, atMost: Self.maximumFileSize, what: "a Swift file")
            } catch let problem as FileProblem {
                // "cannot be read" says first that it is the reading that failed.
                problems.append("\(path): \(problem.words == "no such file" ? "cannot be read: no such file" : problem.words)")
                continue
            }
            do {
                let text = try SourcePort.port(utf8: bytes, fileName: path, sourceLocation: input.path).text
                ported.append((destination, Array(text.utf8)))
            } catch {
                problems.append("\(error)")
            }
        }
        if !catalogs.isEmpty {
            do {
                let symbols = try AssetSymbols.source(forCatalogs: catalogs.map { URL(fileURLWithPath: $0) })
                ported.append((folder.appendingPathComponent(AssetSymbols.fileName), Array(symbols.utf8)))
            } catch {
                problems.append("\(error)")
            }
        }
        if !problems.isEmpty { throw Problems(messages: problems) }
        return ported
    }

    /// Writes every file into a temporary file beside its destination, then renames each into
    /// place, so that a failure while writing (a full disk, a folder that cannot be written)
    /// leaves no ported file behind, nor a folder this run made.
    private func write(_ ported: [(destination: URL, bytes: [UInt8])]) throws -> [URL] {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let folderExisted = FileManager.default.fileExists(atPath: folder.path)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandError.unwritable(output, error)
        }
        var temporaries: [URL] = []
        func discard() {
            for temporary in temporaries { unlink(temporary.path) }
            if !folderExisted { rmdir(folder.path) }
        }
        for (destination, bytes) in ported {
            let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UInt64.random(in: 0 ... .max)).easel-port")
            do {
                try Data(bytes).write(to: temporary, options: .withoutOverwriting)
                temporaries.append(temporary)
            } catch {
                discard()
                throw CommandError.unwritable(destination.path, error)
            }
        }
        for (index, (destination, _)) in ported.enumerated() {
            guard rename(temporaries[index].path, destination.path) == 0 else {
                let reason = String(cString: strerror(errno)).lowercased()
                temporaries = Array(temporaries[index...])
                discard()
                throw CommandError("\(destination.path): cannot be written: \(reason)")
            }
        }
        return ported.map(\.destination)
    }
}
