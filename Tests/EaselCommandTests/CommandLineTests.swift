import Easel
import Foundation
import Testing

/// Runs the `easel` executable that `swift test` built beside the test bundle.
func easel(_ arguments: String..., in folder: URL? = nil, environment: [String: String] = [:]) throws -> Run {
    try easel(arguments, in: folder, environment: environment)
}

/// The same with the arguments as an array.
func easel(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Run {
    let products = Bundle.main.bundleURL
    let binary = products.appendingPathComponent("easel")
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "the easel executable is built beside the tests")
    let merged = environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 }
    return try spawn(binary, arguments, in: folder, environment: merged)
}

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../EaselTests/Fixtures/diff").standardized

func fixture(_ name: String) -> String { fixtures.appendingPathComponent("\(name).png").path }

func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite struct DiffCommandTests {
    @Test func identicalFilesExitZero() throws {
        let run = try easel("diff", fixture("colour-a"), fixture("colour-a"))
        #expect(run.status == 0)
        #expect(run.output == "identical\n")
    }

    @Test func differentFilesPrintTheCountAndBoxAndExitOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let diff = folder.appendingPathComponent("diff.png").path
        let run = try easel("diff", fixture("colour-a"), fixture("colour-above-b"), "-o", diff)
        #expect(run.status == 1)
        #expect(run.output == "2380 pixels differ (24.79%) in the box at (20, 16) 60×48 px\ndiff image: \(diff)\n")
        #expect(FileManager.default.fileExists(atPath: diff))
    }

    @Test func withinTheToleranceExitsZero() throws {
        #expect(try easel("diff", fixture("colour-a"), fixture("colour-above-b"), "--max-pixels", "2380").status == 0)
        #expect(try easel("diff", fixture("colour-a"), fixture("colour-above-b"), "--max-pixels", "2379").status == 1)
        #expect(try easel("diff", fixture("colour-a"), fixture("colour-above-b"), "--max-ratio", "0.25").status == 0)
        #expect(try easel("diff", fixture("colour-a"), fixture("colour-above-b"), "--threshold", "0.3").status == 0)
        let aa = try easel("diff", fixture("edge-a"), fixture("edge-b"), "--include-aa")
        #expect(aa.output == "182 pixels differ (1.896%) in the box at (20, 16) 61×48 px\n")
    }

    @Test func errorsExitTwoWithAMessageOnStandardError() throws {
        let sizes = try easel("diff", fixture("colour-a"), fixture("text-a"))
        #expect(sizes.status == 2)
        #expect(sizes.output.isEmpty)
        #expect(sizes.errors.contains("sizes differ: expected 120×80 pixels, actual 320×80"))
        let missing = try easel("diff", fixture("colour-a"), "/no/such.png")
        #expect(missing.status == 2)
        #expect(missing.errors == "easel diff: /no/such.png: no such file\n")
        let notPNG = try easel("diff", fixture("colour-a"), fixtures.appendingPathComponent("pixelmatch.json").path)
        #expect(notPNG.status == 2)
        #expect(notPNG.errors.contains("not a readable PNG"))
        let threshold = try easel("diff", fixture("colour-a"), fixture("colour-a"), "--threshold", "3")
        #expect(threshold.status == 2)
    }
}

@Suite struct DiffOptionTests {
    /// Reads one pixel of a PNG the command wrote.
    private func pixel(_ path: String, _ x: Int, _ y: Int) throws -> Pixel {
        try Image(contentsOfFile: path)[x, y]
    }

    @Test func everyPixelmatchOptionShapesTheDiffImage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let diff = folder.appendingPathComponent("diff.png").path
        let tone = [fixture("tone-a"), fixture("tone-b"), "-o", diff]
        #expect(try easel(["diff"] + tone + ["--diff-color", "#FF00FF", "--diff-color-alt", "0,160,255", "--alpha", "1"]).status == 1)
        #expect(try pixel(diff, 20, 30) == Pixel(red: 0, green: 160, blue: 255))  // darker
        #expect(try pixel(diff, 70, 30) == Pixel(red: 255, green: 0, blue: 255))  // lighter
        #expect(try pixel(diff, 2, 2) == Pixel(red: 242, green: 242, blue: 242))  // #F2F2F7's Y, 242.57, truncated
        #expect(try easel(["diff"] + tone + ["--diff-mask"]).status == 1)
        #expect(try pixel(diff, 2, 2) == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        let edge = try easel("diff", fixture("edge-a"), fixture("edge-b"), "-o", diff, "--aa-color", "0,192,0")
        #expect(edge.output == "8 pixels differ (0.08333%) in the box at (20, 38) 61×4 px\ndiff image: \(diff)\n")
        #expect(try pixel(diff, 36, 16) == Pixel(red: 0, green: 192, blue: 0))  // anti-aliased
    }

    @Test func theCheckerboardAndTheMetricAreOptions() throws {
        let checker = try easel("diff", fixture("checker-a"), fixture("checker-b"))
        #expect(checker.status == 1 && checker.output.hasPrefix("1920 pixels differ"))
        #expect(try easel("diff", fixture("checker-a"), fixture("checker-b"), "--no-checkerboard").output == "0 pixels differ\n")
        let oklab = try easel("diff", fixture("translucent-a"), fixture("translucent-b"), "--metric", "oklab")
        #expect(oklab.output.hasPrefix("1763 pixels differ"))
        #expect(try easel("diff", fixture("translucent-a"), fixture("translucent-b")).output.hasPrefix("1280 pixels differ"))
    }

    @Test func countingStopsAtTheLimitWithoutADiffImage() throws {
        let run = try easel("diff", fixture("text-a"), fixture("text-b"), "--max-pixels", "100")
        #expect(run.status == 1)
        #expect(run.output == "more than 100 pixels differ (stopped counting)\n")
    }

    @Test func badOptionValuesExitTwo() throws {
        for arguments in [["--diff-color", "300,0,0"], ["--aa-color", "#12"], ["--metric", "lab"], ["--alpha", "2"], ["--threshold", "abc"]] {
            let run = try easel(["diff", fixture("colour-a"), fixture("colour-a")] + arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(!run.errors.isEmpty)
        }
    }
}

@Suite struct UsageErrorTests {
    /// ArgumentParser exits 64 on a usage error; easel exits 2 for every subcommand.
    @Test(arguments: [["render", "--no-such-flag"], ["frames", "--size"], ["frames"], ["diff", "one.png"], ["diff", "a.png", "b.png", "--max-pixels"],
                      ["report", "--bogus"], ["check", "--bogus"], ["no-such-command-file.json", "--nope"]])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let run = try easel(arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains("Error:") || run.errors.contains("error"))
    }

    @Test func helpStillExitsZero() throws {
        let run = try easel(["diff", "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("--diff-color-alt"))
    }
}

@Suite struct ReportCommandTests {
    @Test func theReportHoldsEveryFailureInline() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = folder.appendingPathComponent("LoginTests")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        for (kind, name) in [("reference", "text-a"), ("actual", "text-b")] {
            try FileManager.default.copyItem(atPath: fixture(name), toPath: artifacts.appendingPathComponent("testLogin.1.\(kind).png").path)
        }
        _ = try easel("diff", fixture("text-a"), fixture("text-b"), "-o", artifacts.appendingPathComponent("testLogin.1.diff.png").path)
        let report = folder.appendingPathComponent("report.html").path
        let run = try easel("report", folder.path, "-o", report)
        #expect(run.status == 0)
        #expect(run.output == "\(report): 1 failure\n")
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("<h2>LoginTests/testLogin.1</h2>"))
        #expect(html.contains("616 pixels differ (2.406%) in the box at (109, 26) 97×24 px"))
        #expect(html.components(separatedBy: "data:image/png;base64,").count == 6)  // 3 figures + 2 in the wipe
        #expect(html.contains("type=\"range\""))
        #expect(!html.contains("src=\"file:") && !html.contains("src=\"http"))
    }

    @Test func aMissingFolderIsAnError() throws {
        let run = try easel("report", "/no/such/folder")
        #expect(run.status != 0)
        #expect(run.errors.contains("/no/such/folder: no such folder"))
    }
}

@Suite struct RenderCommandTests {
    @Test func renderWithNoFileWritesTheExampleScreens() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try easel("render", in: folder)
        #expect(run.status == 0)
        #expect(run.output == "easel-out/cards.png\neasel-out/typography.png\neasel-out/dream-cells.png\neasel-out/dream-detail.png\neasel-out/card-pile.png\neasel-out/signup-form.png\neasel-out/settings-table.png\neasel-out/card-feed.png\neasel-out/constraint-form.png\neasel-out/dream.png\neasel-out/dreams.png\neasel-out/feed.png\neasel-out/login.png\neasel-out/pile.png\neasel-out/pricing.png\neasel-out/profile.png\neasel-out/settings-list.png\neasel-out/settings.png\neasel-out/signup.png\n")
        let data = try Data(contentsOf: folder.appendingPathComponent("easel-out/cards.png"))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}

@Suite struct ScreenFileCommandTests {
    @Test func aBadFileIsReportedAndTheGoodOnesStillRender() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screens = folder.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        try Data(#"{"size": "200x100", "elements": [{"label": "Hello"}]}"#.utf8).write(to: screens.appendingPathComponent("good.json"))
        try Data(#"{"elements": [{"stack": {"elements": [{"lable": "typo"}]}}]}"#.utf8).write(to: screens.appendingPathComponent("login.json"))
        try Data("size: 120x80\nelements:\n  - button: Go\n".utf8).write(to: screens.appendingPathComponent("other.yaml"))
        let run = try easel("render", "screens", "-o", "out", in: folder)
        #expect(run.status == 2)
        #expect(run.output == "out/good.png\nout/other.png\n")
        let lines = run.errors.split(separator: "\n")
        #expect(lines.first == "easel render: login.json: elements[0].stack.elements[0]: unknown element \"lable\"; expected one of label, button, image, stack, view, spacer, decorated, cascade, overlay, inset, absolute, textField, switch, segmented, slider, progress, scroll, list, gradient, symbol, shape")
        #expect(lines.count == 2 && lines[1].hasPrefix("easel render: 2 rendered, 1 failed in "))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/good.png").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/login.png").path))
    }

    @Test func oneFileToAPNGPathAtAGivenSizeAndScale() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"size": "200x100", "elements": [{"label": "Hello"}]}"#.utf8).write(to: folder.appendingPathComponent("hello.json"))
        let run = try easel("render", "hello.json", "-o", "shots/hello-small.png", "--size", "100x50", "--scale", "3", in: folder)
        #expect(run.status == 0)
        #expect(run.output == "shots/hello-small.png\n")
        let data = try Data(contentsOf: folder.appendingPathComponent("shots/hello-small.png"))
        // IHDR width and height, big-endian, at bytes 16 and 20.
        #expect(data[16 ..< 20].elementsEqual([0, 0, 1, 44]))  // 300
        #expect(data[20 ..< 24].elementsEqual([0, 0, 0, 150]))
    }

    @Test func aMissingFileExitsTwo() throws {
        let run = try easel("render", "/no/such/screen.json")
        #expect(run.status == 2)
        #expect(run.errors == "easel render: screen.json: no such file\n")
    }

    @Test func framesPrintsTheLaidOutTree() throws {
        let login = fixtures.appendingPathComponent("../../../../Resources/Screens/login.json").standardized.path
        let run = try easel("frames", login)
        #expect(run.status == 0)
        let tree = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
        #expect(tree["type"] as? String == "View")  // Easel's internal ContentContainer, by its public class
        let stack = (tree["children"] as! [[String: Any]])[0]
        #expect(stack["type"] as? String == "StackView")
        #expect(stack["frame"] as? [String: Double] == ["x": 0, "y": 129, "width": 320, "height": 222])
        let children = stack["children"] as! [[String: Any]]
        #expect(children.map { $0["type"] as! String } == ["ImageView", "Label", "Button", "Label"])
        #expect(children[2]["title"] as? String == "Login with GitHub")
        #expect(run.output.contains("http://objc.io"))
        let wide = try easel("frames", login, "--size", "400x300")
        #expect(wide.output.hasPrefix(#"{"type": "View", "frame": {"x": 0, "y": 0, "width": 400, "height": 300}"#))
    }

    @Test func framesWithAccessibilityPrintsWhatVoiceOverReads() throws {
        let signUp = fixtures.appendingPathComponent("../../../../Resources/Screens/signup.json").standardized.path
        let run = try easel("frames", "--accessibility", signUp)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 11)
        // The file's 64-point top margin, and no status bar: the file names no device.
        #expect(lines.first == #"1. "Create account. Heading." frame (20 64; 335 41)"#)
        #expect(lines.contains(#"3. "Full name. Text Field." hint "Double tap to edit." frame (20 169.5; 335 34)"#))
        #expect(lines.last?.hasPrefix(#"11. "Sign Up. Button." hint "Creates your account" frame (20 "#) == true)
    }

    @Test func framesShowsTheLayoutElements() throws {
        let pile = fixtures.appendingPathComponent("../../../../Resources/Screens/pile.json").standardized.path
        let run = try easel("frames", pile)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(#"{"type": "CascadingView", "id": "pile", "frame": {"x": 32, "y": 32, "width": 256, "height": 234}, "children": ["#))
        #expect(lines.filter { $0.hasPrefix(#"{"type": "LayoutView<OverlayLayout<View, View>>""#) }.count == 4)
        #expect(lines.contains(#"{"type": "LayoutView<OverlayLayout<View, View>>", "frame": {"x": 72, "y": 84, "width": 184, "height": 150}, "children": ["#))
        #expect(lines.contains(#"{"type": "Label", "text": "Card 4", "frame": {"x": 16, "y": 20, "width": 152, "height": 118}}"#))
    }

    @Test func framesOfABadFileExitsTwo() throws {
        let run = try easel("frames", fixtures.appendingPathComponent("pixelmatch.json").path)
        #expect(run.status == 2)
        #expect(run.errors.contains("pixelmatch.json: expected a screen (an object), found a list"))
    }
}

@Suite struct DeviceAndTraitFlagTests {
    @Test func devicesListsEveryPresetWithItsSafeArea() throws {
        let run = try easel("devices")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 19)
        #expect(lines[0].hasPrefix("NAME "))
        let iPhone15 = try #require(lines.first { $0.hasPrefix("iPhone15 ") })
        #expect(iPhone15.contains("393×852"))
        #expect(iPhone15.contains("59 0 34 0"))
        #expect(iPhone15.contains("0 59 21 59"))
    }

    @Test func symbolsListsTheKnownNamesWithTheirStandIns() throws {
        let run = try easel("symbols", "chevron")
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.count == 10)  // chevron.{backward,down,forward,left,left.circle,right,right.circle,up,up.chevron.down,left.forwardslash.chevron.right}
        #expect(lines.contains(["chevron.right", "chevron_right"]))
        #expect(try easel("symbols").output.split(separator: "\n").count == Image.symbolNames.count)
    }

    @Test func renderOnATurnedDeviceInDarkWithTheStatusBar() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"elements": [{"label": "Hello"}]}"#.utf8).write(to: folder.appendingPathComponent("hello.json"))
        let run = try easel("render", "hello.json", "-o", "hello.png", "--device", "iPhone15", "--landscape", "--appearance", "dark",
                            "--content-size", "AX5", "--rtl", "--status-bar", "--scale", "1", in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let data = try Data(contentsOf: folder.appendingPathComponent("hello.png"))
        #expect(data[16 ..< 20].elementsEqual([0, 0, 3, 84]))  // 852
        #expect(data[20 ..< 24].elementsEqual([0, 0, 1, 137]))  // 393
    }

    @Test(arguments: [
        (["--appearance", "dim"], "--appearance must be light or dark, not \"dim\""),
        (["--content-size", "huge"], "unknown --content-size \"huge\""),
        (["--device", "iPhone99"], "unknown device \"iPhone99\""),
        (["--frame", "gold"], "--frame must be one of none, roundedCorners, bezel, not \"gold\""),
    ])
    func badFlagsSayWhatIsAllowed(_ flags: [String], _ message: String) throws {
        let run = try easel(["render"] + flags)
        #expect(run.status != 0)
        #expect(run.errors.contains(message), "\(run.errors)")
    }
}
