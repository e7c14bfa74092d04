// The build-tool plugin's tool: `easel-port INPUT OUTPUT` ports one file (see SourcePort), with a
// #sourceLocation line naming INPUT so that compiler errors point at the app's own file and line.
// Exit status 2 when the file cannot be ported, with `FILE:LINE:COLUMN: error: what was wrong` on
// stderr: the compiler's own shape, which the build shows as a diagnostic at that place.
import EaselPort
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: easel-port INPUT.swift OUTPUT.swift\n".utf8))
    exit(2)
}
do {
    let source = try Data(contentsOf: URL(fileURLWithPath: input))
    let ported = try SourcePort.port(utf8: source, fileName: input, sourceLocation: input)
    // Written beside the output and renamed over it, so that a build never compiles half a file.
    try Data(ported.text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch let error as SourcePortError {
    FileHandle.standardError.write(Data("\(error.fileName):\(error.line):\(error.column): error: \(error.message)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("\(input): error: \(error.localizedDescription)\n".utf8))
    exit(2)
}
