import Easel
import Foundation
import Testing

/// The code of the DocC articles in Sources/Easel/Easel.docc, as written there, so that it keeps
/// compiling and doing what the articles say. `DocumentationTests` checks that every Swift block
/// of every article appears in a test file; the articles' other blocks are quoted from the
/// tests they were taken from (NodeTests, SeedLayoutTests, ExampleScreenSnapshotTests ...).
@Suite struct DocumentationExampleTests {
    /// A folder of the test's own for the PNGs the examples write.
    private func makeOutputFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-docs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// "Rendering your first screen", which is also the README's opening example: a view tree
    /// placed by frames, rendered, written and tapped.
    @Test func renderingYourFirstScreen() throws {
        let outputFolder = try makeOutputFolder()
        defer { try? FileManager.default.removeItem(at: outputFolder) }

        let screen = View()
        screen.backgroundColor = .systemGroupedBackground

        let card = View(frame: CGRect(x: 16, y: 16, width: 288, height: 120))
        card.backgroundColor = .white
        card.cornerRadius = 16
        card.borderWidth = 1
        card.borderColor = .separator
        screen.addSubview(card)

        let title = Label("To use the Swift Talk app please login as a subscriber")
        title.numberOfLines = 0
        title.frame = CGRect(x: 32, y: 32, width: 256, height: 48)
        screen.addSubview(title)

        let login = Button(title: "Login with GitHub", style: .filled) { print("tapped") }
        login.frame.origin = CGPoint(x: 32, y: 88)
        screen.addSubview(login)

        let image = try screen.render(size: CGSize(width: 320, height: 480), scale: 3)
        try image.writePNG(to: outputFolder.appendingPathComponent("screen.png"))

        #expect(image.pixelWidth == 960 && image.pixelHeight == 1440)
        #expect(image[100, 100] == Pixel(.white))
        #expect(image[40 * 3, 100 * 3 + 2] == Pixel(.systemBlue))
        let written = try Image(contentsOfFile: outputFolder.appendingPathComponent("screen.png").path)
        #expect(PixelDiff().compare(image, written).isIdentical)

        screen.tap(at: CGPoint(x: 60, y: 100))
        #expect(screen.tap(at: CGPoint(x: 60, y: 100)) === login)
    }

    /// "Rendering your first screen": seed 000's elements in a StackViewController give the
    /// image the article shows (ContentElementTests' reference).
    @Test func contentElementsInAStackViewController() throws {
        let elements: [ContentElement] = [
            .image(Image(named: "objc-logo")!),
            .label("To use the Swift Talk app please login as a subscriber"),
            .button("Login with GitHub", { print("Button tapped") }),
            .label("If you're not registered yet, please visit http://objc.io for more information"),
        ]
        let controller = StackViewController(elements: elements)
        let loginScreen = try controller.render(size: CGSize(width: 320, height: 480), scale: 2)

        let reference = try Image(contentsOfFile: Self.packageRoot.appendingPathComponent("Tests/EaselTests/Screens/__Snapshots__/ContentElementTests/theSeedsLoginScreen.1.png").path)
        #expect(PixelDiff().compare(reference, loginScreen).isIdentical)

        let dark = try controller.render(on: .iPhoneSE, traits: TraitCollection(userInterfaceStyle: .dark))
        #expect(dark.pixelWidth == 750 && dark.pixelHeight == 1334)
        #expect(dark[4, 20] == Pixel(Color.systemBackground.resolved(with: TraitCollection(userInterfaceStyle: .dark))))
    }

    /// "Screen files": a file read, rendered at its own size and scale, and written.
    @Test func renderingAScreenFile() throws {
        let outputFolder = try makeOutputFolder()
        defer { try? FileManager.default.removeItem(at: outputFolder) }
        let screensFolder = try #require(ScreenFile.examples.first).deletingLastPathComponent()

        let file = try ScreenFile(contentsOf: screensFolder.appendingPathComponent("login.json"))
        let image = try file.render()
        try image.writePNG(to: outputFolder.appendingPathComponent("login.png"))

        // login.json is 320 × 480 points at the files' default scale of 2.
        #expect(image.pixelWidth == 640 && image.pixelHeight == 960)
        #expect(FileManager.default.fileExists(atPath: outputFolder.appendingPathComponent("login.png").path))
    }

    /// "Constraints and layouts": a value layout of views hosted in a LayoutView.
    @Test func aLayoutHostedInAView() {
        let avatar = View()
        avatar.backgroundColor = .systemTeal
        avatar.cornerRadius = 24
        let title = Label("Flying over the city")
        let cell = LayoutView(DecoratingLayout(content: CenterLayout(child: title, axes: .vertical),
                                               decoration: avatar, split: .points(64)))
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
        cell.layoutIfNeeded()

        // The seed's insets (5 above and below, 15 at the right), then 64 points for the avatar.
        #expect(avatar.frame == CGRect(x: 0, y: 5, width: 64, height: 70))
        #expect(title.frame.minX == 64)
        #expect(abs(title.frame.midY - 40) <= 0.5)
    }

    /// The package's root folder, found from this file's path.
    static let packageRoot = Repository.root
}
