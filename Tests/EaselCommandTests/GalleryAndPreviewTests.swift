import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Easel
import Testing

@Suite struct GalleryCommandTests {
    @Test func everyReferenceIsShownGroupedByTestFileWithDeviceAndAppearance() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let login = folder.appendingPathComponent("AppTests/__Snapshots__/LoginTests")
        let profile = folder.appendingPathComponent("AppTests/Profile/__Snapshots__/ProfileTests")
        for url in [login, profile] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        for name in ["testLogin.iPhone-SE.png", "testLogin.iPhone-15-Pro-Max-dark.png"] {
            try FileManager.default.copyItem(atPath: fixture("colour-a"), toPath: login.appendingPathComponent(name).path)
        }
        try FileManager.default.copyItem(atPath: fixture("text-a"), toPath: profile.appendingPathComponent("testProfile.1.png").path)
        // Not a reference: outside any __Snapshots__ folder.
        try FileManager.default.copyItem(atPath: fixture("text-b"), toPath: folder.appendingPathComponent("AppTests/stray.png").path)

        let page = folder.appendingPathComponent("gallery.html").path
        let run = try easel("gallery", folder.path, "-o", page)
        #expect(run.status == 0)
        #expect(run.output == "\(page): 3 images from 2 test files\n")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.components(separatedBy: "data:image/png;base64,").count == 4)
        #expect(html.contains("<h2>AppTests/__Snapshots__/LoginTests</h2>") && html.contains("<h2>AppTests/Profile/__Snapshots__/ProfileTests</h2>"))
        // The longest device name wins: the Pro Max, not the iPhone 15.
        #expect(html.contains(#"<span class="name">testLogin.iPhone-15-Pro-Max-dark</span><br><span class="tag">120×80 px</span><span class="tag device">iPhone 15 Pro Max</span><span class="tag dark">dark</span>"#))
        #expect(html.contains(#"<span class="tag device">iPhone SE</span><span class="tag light">light</span>"#))
        #expect(!html.contains("stray"))
    }

    @Test func aMissingFolderExitsTwo() throws {
        let run = try easel("gallery", "/no/such/folder", "-o", "/tmp/never.html")
        #expect(run.status == 2)
        #expect(run.errors == "easel gallery: /no/such/folder: no such folder\n")
    }
}

/// `easel preview` as a browser sees it: started on a free port, asked over HTTP, stopped after.
private final class PreviewProcess {
    let process = Process()
    let base: URL

    init(_ arguments: [String]) throws {
        let binary = Bundle.main.bundleURL.appendingPathComponent("easel")
        process.executableURL = binary
        process.arguments = ["preview"] + arguments + ["--port", "0"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line names the address; read it byte by byte, as the server keeps running.
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line += byte }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression), let url = URL(string: String(text[range])) else {
            process.terminate()
            throw PreviewTestError(description: "easel preview printed \"\(text)\"")
        }
        base = url
    }

    func get(_ path: String) throws -> (status: Int, body: Data) {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox()
        URLSession.shared.dataTask(with: base.appendingPathComponent(path)) { data, response, _ in
            result.value = ((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data())
            done.signal()
        }.resume()
        done.wait()
        return result.value
    }

    func json(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: get(path).body) as? [String: Any])
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    private final class ResultBox: @unchecked Sendable { var value: (Int, Data) = (0, Data()) }
}

private struct PreviewTestError: Error, CustomStringConvertible { let description: String }

@Suite(.serialized) struct PreviewCommandTests {
    @Test func thePageItsStateAndImagesAreServedOnLoopbackAndFollowEdits() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = folder.appendingPathComponent("card.json")
        try Data(##"{"size": "200x100", "elements": [{"label": "Hello"}, {"view": {"background": "#F00", "height": 20}}]}"##.utf8).write(to: screen)
        let preview = try PreviewProcess([folder.path, "--device", "iPhoneSE", "--device", "iPhone15"])
        #expect(preview.base.host == "127.0.0.1")

        let page = try preview.get("")
        #expect(page.status == 200 && String(decoding: page.body, as: UTF8.self).contains("<title>easel preview</title>"))
        let state = try preview.json("state")
        let screens = try #require(state["screens"] as? [[String: Any]])
        #expect(screens.count == 1 && screens[0]["file"] as? String == "card.json")
        let renders = try #require(screens[0]["renders"] as? [[String: Any]])
        #expect(renders.map { $0["variant"] as? String } == ["iPhone SE · light", "iPhone 15 · light"])
        #expect(renders.map { $0["scale"] as? Int } == [2, 3])
        #expect(renders.map { $0["width"] as? Int } == [375, 393])
        // The red bar's frame and the element it came from.
        let root = try #require(renders[0]["frames"] as? [String: Any])
        let stack = try #require((root["children"] as? [[String: Any]])?.first)
        let bar = try #require((stack["children"] as? [[String: Any]])?.last)
        #expect(bar["element"] as? String == "elements[1]")
        #expect((bar["frame"] as? [String: Any])?["height"] as? Int == 20)

        let png = try preview.get("image/0/1")
        #expect(png.status == 200 && png.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try preview.get("image/0/7").status == 404)

        // A broken save: the errors, with their paths, replace the image.
        let version = state["version"] as? Int
        try Data(##"{"elements": [{"label": {"text": "x", "color": "#GG0000"}}, {"spacer": "wide"}]}"##.utf8).write(to: screen)
        var broken: [[String: Any]] = []
        for _ in 0 ..< 200 where broken.isEmpty {
            let now = try preview.json("state")
            if now["version"] as? Int != version, let list = ((now["screens"] as? [[String: Any]])?.first?["renders"] as? [[String: Any]])?.first?["errors"] as? [[String: Any]] {
                broken = list
            } else {
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        #expect(broken.map { $0["path"] as? String } == ["elements[0].label.color", "elements[1].spacer"])
        #expect(try preview.get("image/0/0").status == 404)
    }

    @Test func darkModeAndTextSizesAreDrawnAsRenderDrawsThem() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"elements": [{"label": "Hello"}]}"##.utf8).write(to: folder.appendingPathComponent("card.json"))
        let preview = try PreviewProcess([folder.path, "--device", "iPhoneSE", "--appearance", "light", "--appearance", "dark", "--content-size", "AX5"])
        let screens = try #require(try preview.json("state")["screens"] as? [[String: Any]])
        let renders = try #require(screens.first?["renders"] as? [[String: Any]])
        #expect(renders.map { $0["variant"] as? String } == ["iPhone SE · light · AX5", "iPhone SE · dark · AX5"])
        // systemBackground: white in light, black in dark, in a corner no text reaches.
        let light = try Image(pngData: preview.get("image/0/0").body)
        let dark = try Image(pngData: preview.get("image/0/1").body)
        #expect(light[2, 2] == Pixel(red: 255, green: 255, blue: 255))
        #expect(dark[2, 2] == Pixel(red: 0, green: 0, blue: 0))
        // Each is the picture `easel render` makes with the same options.
        for (index, appearance) in ["light", "dark"].enumerated() {
            let run = try easel("render", "card.json", "--device", "iPhoneSE", "--appearance", appearance, "--content-size", "AX5", "-o", appearance, in: folder)
            #expect(run.status == 0)
            let rendered = try Image(contentsOfFile: folder.appendingPathComponent("\(appearance)/card.png").path)
            #expect(rendered == (index == 0 ? light : dark), "\(appearance)")
        }
    }

    @Test func aPortInUseIsAnErrorNamingIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try PreviewProcess([folder.path])
        let port = try #require(first.base.port)
        let second = try easel("preview", folder.path, "--port", String(port))
        #expect(second.status == 2)
        #expect(second.errors.hasPrefix("easel preview: cannot serve on 127.0.0.1:\(port): "))
    }

    @Test func badOptionsAreUsageErrors() throws {
        #expect(try easel("preview", "/tmp", "--device", "iPhone99").status == 2)
        #expect(try easel("preview", "/tmp", "--appearance", "sepia").status == 2)
        #expect(try easel("preview", "/no/such/place", "--port", "0").status == 2)
    }
}
