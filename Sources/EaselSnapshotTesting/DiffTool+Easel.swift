import Easel
import EaselTesting
import Foundation
import SnapshotTesting

extension SnapshotTestingConfiguration.DiffTool {
    /// Leaves a failed snapshot's reference, actual and diff images in EaselTesting's artifacts
    /// folder (`$EASEL_ARTIFACTS`, else `.build/easel-artifacts/<TestFile>/`), named as
    /// EaselTesting names them, so `easel report` shows swift-snapshot-testing failures too; the
    /// failure message lists the three files.
    ///
    ///     @Suite(.snapshots(diffTool: .easel)) struct ProfileTests { ... }
    public static let easel = Self { referencePath, actualPath in
        EaselArtifacts.keep(referencePath: referencePath, actualPath: actualPath)
    }
}

/// Copies a failure's images where `easel report` looks for them.
enum EaselArtifacts {
    /// Writes `<test>.<n>.reference/actual/diff.png` beside each other and says where.
    static func keep(referencePath: String, actualPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        // swift-snapshot-testing keeps references in `__Snapshots__/<TestFile>/<test>.<n>.png`.
        let reference = URL(fileURLWithPath: referencePath)
        let testFileStem = reference.deletingLastPathComponent().lastPathComponent
        let baseName = reference.deletingPathExtension().lastPathComponent
        let folder = SnapshotFiles.artifactsRoot(near: reference, environment: environment).appendingPathComponent(testFileStem, isDirectory: true)
        func artifact(_ kind: String) -> URL { folder.appendingPathComponent("\(baseName).\(kind).png") }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let expected = try Easel.Image(contentsOfFile: referencePath)
            let actual = try Easel.Image(contentsOfFile: actualPath)
            try expected.writePNG(to: artifact("reference"))
            try actual.writePNG(to: artifact("actual"))
            var lines = ["reference: \(artifact("reference").path)", "actual:    \(artifact("actual").path)"]
            if let diff = try PixelDiff().compare(expected, actual).diffImage() {
                try diff.writePNG(to: artifact("diff"))
                lines.append("diff:      \(artifact("diff").path)")
            }
            return lines.joined(separator: "\n")
        } catch {
            return "reference: \(referencePath)\nactual:    \(actualPath)\n(Easel could not copy them to \(folder.path): \(error))"
        }
    }
}
