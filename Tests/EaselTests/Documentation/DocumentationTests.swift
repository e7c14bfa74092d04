import Foundation
import Testing

/// Keeps the README and the DocC catalogs honest: their Swift code is code the tests compile and
/// run, the README's links lead to files, and the catalogs' images are the current reference PNGs,
/// byte for byte.
@Suite struct DocumentationTests {
    static let root = Repository.root

    /// Every `.md` file in every `.docc` catalog under Sources/.
    static var articles: [URL] {
        files(under: root.appendingPathComponent("Sources")) { $0.pathExtension == "md" && $0.path.contains(".docc/") }
    }

    static func files(under folder: URL, where include: (URL) -> Bool) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.compactMap { $0 as? URL }.filter(include) ?? []).sorted { $0.path < $1.path }
    }

    /// The code blocks fenced as ```swift in `markdown`, each with its line number.
    static func swiftBlocks(in markdown: String) -> [(line: Int, code: String)] {
        var blocks: [(Int, String)] = []
        var current: [String]?
        var start = 0
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
                start = index + 1
            } else if current != nil, trimmed == "```" {
                blocks.append((start, current!.joined(separator: "\n")))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines without their indentation, blank lines dropped: a block quoted from a test matches
    /// whatever the test's nesting.
    static func normalized(_ code: String) -> String {
        code.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// A package manifest, or a part of one: SwiftPM's syntax, not code a test can hold.
    static func isManifest(_ code: String) -> Bool {
        let first = code.trimmingCharacters(in: .whitespacesAndNewlines)
        return first.hasPrefix("// swift-tools-version") || first.hasPrefix(".")
    }

    @Test func theArticlesAreFound() {
        let names = Set(Self.articles.map(\.lastPathComponent))
        for name in ["Easel.md", "EaselLayout.md", "EaselTesting.md", "RenderingYourFirstScreen.md", "ScreenFiles.md",
                     "ConstraintsAndLayouts.md", "MovingUIKitCodeToEasel.md", "SnapshotTestingOnLinux.md", "EaselUIKit.md"] {
            #expect(names.contains(name), "\(name) is missing from the catalogs")
        }
    }

    @Test func everySwiftBlockOfTheArticlesIsInATest() throws {
        let tests = try Self.files(under: Self.root.appendingPathComponent("Tests")) { $0.pathExtension == "swift" }
            .map { Self.normalized(try String(contentsOf: $0, encoding: .utf8)) }
        var checked = 0
        for article in Self.articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            for block in Self.swiftBlocks(in: text) where !Self.isManifest(block.code) {
                let code = Self.normalized(block.code)
                #expect(tests.contains { $0.contains(code) },
                        "\(article.lastPathComponent):\(block.line): this Swift block is in no test file; put it, as written, in a test (DocumentationExampleTests)")
                checked += 1
            }
        }
        #expect(checked >= 12)
    }

    /// scripts/docs-images.txt pairs each catalog image with the reference it copies.
    @Test func theCatalogImagesAreTheCurrentReferences() throws {
        let list = try String(contentsOf: Self.root.appendingPathComponent("scripts/docs-images.txt"), encoding: .utf8)
        var listed = Set<String>()
        for line in list.components(separatedBy: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard fields.count == 2 else { continue }
            let reference = try Data(contentsOf: Self.root.appendingPathComponent(fields[0]))
            let copy = try? Data(contentsOf: Self.root.appendingPathComponent(fields[1]))
            #expect(copy == reference, "\(fields[1]) is not the current \(fields[0]): run scripts/docs")
            listed.insert(fields[1])
        }
        let images = Self.files(under: Self.root.appendingPathComponent("Sources")) { $0.path.contains(".docc/") && $0.pathExtension == "png" }
        let inCatalogs = Set(images.map { String($0.path.dropFirst(Self.root.path.count + 1)) })
        #expect(inCatalogs == listed, "every catalog image is a reference copy listed in scripts/docs-images.txt")
        #expect(listed.count >= 10)
    }

    /// Every image an article shows is in its catalog (docc only warns about a missing one).
    @Test func everyImageAnArticleShowsIsInItsCatalog() throws {
        for article in Self.articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            let catalog = article.deletingLastPathComponent()
            let resources = Set((try? FileManager.default.contentsOfDirectory(atPath: catalog.appendingPathComponent("Resources").path)) ?? [])
            for match in text.matches(of: /!\[[^\]]*\]\(([^)]+)\.png\)/) {
                // DocC finds `name.png` as that file or its @2x and @3x variants.
                let name = String(match.1)
                #expect(["", "@2x", "@3x"].contains { resources.contains("\(name)\($0).png") },
                        "\(article.lastPathComponent) shows \(name).png, which is not in \(catalog.lastPathComponent)/Resources")
            }
        }
    }

    static var readme: String {
        get throws { try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) }
    }

    /// The README is a front door: what Easel is, the two commands, installing, three tasks and
    /// links; the rest is in the articles and Benchmarks/README.md.
    @Test func theReadmeIsShort() throws {
        let lines = try Self.readme.components(separatedBy: "\n").count - 1
        #expect(lines <= 250, "README.md has \(lines) lines; move detail into the DocC articles")
    }

    /// Every relative link in the README names a file in the repository.
    @Test func everyRelativeLinkOfTheReadmeResolves() throws {
        var checked = 0
        for match in try Self.readme.matches(of: /\]\(([^)\s]+)\)/) {
            let target = String(match.1)
            guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
            let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path, isDirectory: &isFolder)
            #expect(exists && !isFolder.boolValue, "README.md links to \(target), which is not a file in the repository")
            checked += 1
        }
        #expect(checked >= 10)
    }

    /// The README's Swift code (but the manifest) is code a test holds, as written.
    @Test func everySwiftBlockOfTheReadmeIsInATest() throws {
        let tests = try Self.files(under: Self.root.appendingPathComponent("Tests")) { $0.pathExtension == "swift" }
            .map { Self.normalized(try String(contentsOf: $0, encoding: .utf8)) }
        var checked = 0
        for block in Self.swiftBlocks(in: try Self.readme) where !Self.isManifest(block.code) {
            #expect(tests.contains { $0.contains(Self.normalized(block.code)) },
                    "README.md:\(block.line): this Swift block is in no test file; put it, as written, in a test")
            checked += 1
        }
        #expect(checked >= 4)
    }
}
