import Foundation
import PackagePlugin

/// Ports UIKit view sources into a target at build time, so that a Linux test target can
/// compile the app's files unchanged in the repository. Each ported file begins with a
/// `#sourceLocation` line naming its original, and the rewrite keeps every line on its number,
/// so compiler errors (and `#filePath`) point at the app's own file and line. The target lists
/// the files in `easel-port.list` (one path a line, relative to the package root; `#` starts a
/// comment), excludes that list from its sources, and names this plugin:
///
///     .testTarget(name: "AppScreenTests", dependencies: ["EaselUIKit", "EaselTesting"],
///                 exclude: ["easel-port.list"], plugins: [.plugin(name: "EaselPortPlugin", package: "Easel")])
@main
struct EaselPortPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let list = target.directoryURL.appendingPathComponent("easel-port.list")
        guard FileManager.default.fileExists(atPath: list.path) else { return [] }
        let tool = try context.tool(named: "easel-port")
        let text = try String(contentsOf: list, encoding: .utf8)
        let root = context.package.directoryURL
        return text.split(separator: "\n").compactMap { line -> Command? in
            let path = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.trimmingCharacters(in: .whitespaces) ?? ""
            guard !path.isEmpty else { return nil }
            let input = root.appendingPathComponent(path)
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("Ported_" + input.lastPathComponent)
            return .buildCommand(
                displayName: "Porting \(path) to EaselUIKit",
                executable: tool.url,
                arguments: [input.path, output.path],
                inputFiles: [input, list],
                outputFiles: [output]
            )
        }
    }
}
