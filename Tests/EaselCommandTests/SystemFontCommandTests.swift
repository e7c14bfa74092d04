import Easel
import Foundation
import Testing

/// `EASEL_SYSTEM_FONT` draws the system font with the user's own files (SF Pro for a licensed
/// user; here DejaVu Serif, which fonts-dejavu-core ships): the label takes that font's line
/// height instead of SF's, and a path that is not a font stops rendering with a message naming it.
@Suite struct SystemFontCommandTests {
    static let serif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    static let screen = #"{"size": "300x100", "elements": [{"label": "Registered"}]}"#

    /// The label's frame in `easel frames`' output.
    private func labelFrame(_ run: Run) throws -> [String: Double] {
        let line = try #require(run.output.split(separator: "\n").first { $0.contains(#""text": "Registered""#) })
        let json = String(line).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ","))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["frame"] as? [String: Double])
    }

    @Test func theSystemFontIsDrawnWithTheFilesNamed() throws {
        try #require(FileManager.default.fileExists(atPath: Self.serif), "fonts-dejavu-core ships DejaVu Serif")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.screen.utf8).write(to: folder.appendingPathComponent("label.json"))

        let inter = try labelFrame(try easel("frames", "label.json", in: folder))
        let serif = try labelFrame(try easel("frames", "label.json", in: folder, environment: ["EASEL_SYSTEM_FONT": Self.serif]))
        // SF's line height at 17 points, on the @2x grid: 20.287 → 20.5.
        #expect(inter["height"] == 20.5)
        // DejaVu Serif's own: its ascent and descent at 17 points, on the same grid.
        try Font.register(fileURL: URL(fileURLWithPath: Self.serif))
        let ownHeight = try #require(Font(name: "DejaVu Serif", size: 17)).lineHeight
        #expect(abs((serif["height"] ?? 0) - Double((ownHeight * 2).rounded(.up) / 2)) < 1e-9)
        #expect(serif["height"] != inter["height"])

        // The label stretches across the screen either way; its pixels are DejaVu Serif's.
        let rendered = try easel("render", "label.json", "-o", "serif.png", in: folder, environment: ["EASEL_SYSTEM_FONT": Self.serif])
        #expect(rendered.status == 0)
        #expect(rendered.errors == "")
        #expect(try easel("render", "label.json", "-o", "inter.png", in: folder).status == 0)
        let serifPNG = try Data(contentsOf: folder.appendingPathComponent("serif.png"))
        #expect(serifPNG != (try Data(contentsOf: folder.appendingPathComponent("inter.png"))))
    }

    @Test func aFileThatIsNotAFontIsAnError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.screen.utf8).write(to: folder.appendingPathComponent("label.json"))
        let run = try easel("render", "label.json", "-o", "x.png", in: folder, environment: ["EASEL_SYSTEM_FONT": "/no/such/SF-Pro.otf"])
        #expect(run.status == 2)
        #expect(run.errors.contains("EASEL_SYSTEM_FONT: /no/such/SF-Pro.otf: no such font file"))
    }
}
