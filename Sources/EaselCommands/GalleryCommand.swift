import ArgumentParser
import Easel
import EaselCommandCore
import Foundation

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write one self-contained HTML page of every reference image in a __Snapshots__ tree.",
        discussion: "Groups the images by test file (the folder inside __Snapshots__) and labels each with the device and appearance its name mentions and its size, as Paparazzi's report does."
    )

    @Argument(help: "A folder holding __Snapshots__ folders at any depth (such as Tests/).")
    var folder: String

    @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
    var output = "gallery.html"

    func run() throws {
        do {
            let root = try CommandError.existingFolder(folder)
            let references = try GalleryEntry.all(in: root)
            let html = try Gallery(entries: references, title: "Snapshots in \(folder)").html()
            try Data(html.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            let groups = Set(references.map(\.group)).count
            print("\(output): \(references.count) image\(references.count == 1 ? "" : "s") from \(groups) test file\(groups == 1 ? "" : "s")")
        } catch {
            CommandError.write(error, command: "gallery")
            throw ExitCode(2)
        }
    }
}

/// One reference image in a `__Snapshots__` tree, with what its name says about it.
struct GalleryEntry {
    /// The test file's folder below `__Snapshots__`, with the path that leads there.
    let group: String
    /// The file name without `.png`: `<test>.<name or n>`.
    let name: String
    let file: URL
    let device: Device?
    let appearance: String

    /// Every `.png` inside a `__Snapshots__` folder below `root`, by group then name.
    static func all(in root: URL) throws -> [GalleryEntry] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var entries: [GalleryEntry] = []
        for case let url as URL in walker where url.pathExtension == "png" && url.pathComponents.contains("__Snapshots__") {
            let folder = url.deletingLastPathComponent().path
            let group = folder.dropFirst(root.path.count).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let name = url.deletingPathExtension().lastPathComponent
            entries.append(GalleryEntry(group: group.isEmpty ? "." : group, name: name, file: url, device: device(in: name), appearance: appearance(in: name)))
        }
        return entries.sorted { ($0.group, $0.name) < ($1.group, $1.name) }
    }

    /// The device whose name (or `Device.named` key) the snapshot's name holds; the longest wins, so
    /// `iPhone-15-Pro-Max` is not taken for the iPhone 15.
    static func device(in name: String) -> Device? {
        // Only the snapshot's own name, after `<test>.`: a test called `onAnIPhoneSE` says nothing.
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let text = squeezed(String(name[name.index(after: dot)...]))
        let candidates = Device.named.flatMap { key, device in [(squeezed(key), device), (squeezed(device.name), device)] }
        return candidates.filter { text.contains($0.0) }.max { $0.0.count < $1.0.count }?.1
    }

    /// `dark` when a word of the name says so (`login.dark`, `settings-dark-iPhone-SE`), else `light`.
    static func appearance(in name: String) -> String {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.contains("dark") ? "dark" : "light"
    }

    private static func squeezed(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}

/// The HTML page `easel gallery` writes: images inlined, one section a test file.
struct Gallery {
    let entries: [GalleryEntry]
    let title: String

    func html() throws -> String {
        var sections: [String] = []
        var groupIndex: [String: Int] = [:]
        var groups: [(String, [GalleryEntry])] = []
        for entry in entries {
            if let index = groupIndex[entry.group] { groups[index].1.append(entry) } else {
                groupIndex[entry.group] = groups.count
                groups.append((entry.group, [entry]))
            }
        }
        for (group, members) in groups {
            let cards = try members.map(card)
            sections.append("<section>\n<h2>\(HTML.escape(group))</h2>\n<div class=\"row\">\n\(cards.joined(separator: "\n"))\n</div>\n</section>")
        }
        let body = sections.isEmpty ? "<p>No reference images found.</p>" : sections.joined(separator: "\n")
        return """
        \(HTML.head(title: title))
        h2 { font-size: 15px; margin: 0 0 12px; font-family: ui-monospace, monospace; }
        .row { display: flex; gap: 20px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; max-width: 240px; }
        figcaption { font-size: 12px; margin-top: 6px; overflow-wrap: anywhere; }
        .name { font-family: ui-monospace, monospace; }
        .tag { display: inline-block; font-size: 11px; border-radius: 4px; padding: 0 5px; margin: 2px 4px 0 0; background: #e5e5ea; }
        .tag.dark { background: #1c1c1e; color: white; }
        img { display: block; max-width: 240px; height: auto; border: 1px solid #d1d1d6; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        </style>
        </head>
        <body>
        <h1>\(HTML.escape(title))</h1>
        <p>\(entries.count) reference image\(entries.count == 1 ? "" : "s") in \(groups.count) test file\(groups.count == 1 ? "" : "s").</p>
        \(body)
        </body>
        </html>

        """
    }

    private func card(_ entry: GalleryEntry) throws -> String {
        let png = try Data(contentsOf: entry.file)
        let image = try Image(pngData: png, source: entry.file.path)
        var tags = ["<span class=\"tag\">\(image.pixelWidth)×\(image.pixelHeight) px</span>"]
        if let device = entry.device { tags.append("<span class=\"tag device\">\(HTML.escape(device.name))</span>") }
        tags.append("<span class=\"tag \(entry.appearance)\">\(entry.appearance)</span>")
        return """
        <figure><img src="\(HTML.dataURL(png))" alt="\(HTML.escape(entry.name))" loading="lazy">\
        <figcaption><span class="name">\(HTML.escape(entry.name))</span><br>\(tags.joined())</figcaption></figure>
        """
    }
}
