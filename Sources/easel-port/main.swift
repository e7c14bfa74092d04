// The build-tool plugin's tool: `easel-port INPUT OUTPUT` ports one file (see SourcePort).
// Exit status 2 with the file, line and column on stderr when the file cannot be ported.
import EaselPort
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: easel-port INPUT.swift OUTPUT.swift\n".utf8))
    exit(2)
}
do {
    let source = try String(contentsOfFile: input, encoding: .utf8)
    let ported = try SourcePort.port(source, fileName: input)
    try ported.text.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
