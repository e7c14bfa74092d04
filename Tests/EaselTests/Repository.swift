import Foundation

/// Where the tests' files are, found from this file's path, so that a test reads the same files
/// whichever folder of Tests/EaselTests it sits in.
enum Repository {
    /// Tests/EaselTests, the folder of this file.
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The package's root folder.
    static let root = tests.deletingLastPathComponent().deletingLastPathComponent()
    /// Tests/EaselTests/Fixtures: inputs the tests read (PNG suites, diff pairs, recorded sizes).
    static let fixtures = tests.appendingPathComponent("Fixtures", isDirectory: true)
    /// The package's Resources folder: images, example screens and the screen-file schema.
    static let resources = root.appendingPathComponent("Resources", isDirectory: true)
}
