import EaselImage
import EaselResources
import Foundation

/// Where `Image(named:)` looks for a name, and what it found there: every scale's file in the
/// first place that has the name, or, when none has it, the places and file names it tried.
///
/// A place is a folder; the files it may hold for `"logo"` are `logo@3x.png`, `logo@2x.png`,
/// `logo@1x.png`, `logo.png` and `logo` itself (a file with no extension), and an asset catalog
/// beside them (`*.xcassets/…/logo.imageset/Contents.json`, whose `images` name each scale's file).
package struct ImageLookup {
    /// The name as asked for, and without a `.png` extension.
    let name: String
    package let stem: String
    /// The folders looked in, in order, with the words an error uses for each.
    let places: [(folder: URL, label: String)]

    /// The places `Image(named:in:)` searches, in order: `first` (a screen file's folders), the
    /// bundle (`Bundle.main` when none is given), `Image.searchFolders`, then Easel's own images.
    package init(name: String, bundle: Bundle?, first: [URL] = []) {
        self.name = name
        stem = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
        let chosen = bundle ?? .main
        let bundleFolder = chosen.resourceURL ?? chosen.bundleURL
        let bundleLabel = bundle == nil ? "Bundle.main (\(bundleFolder.path))" : "the bundle \(bundleFolder.path)"
        places = first.map { ($0, $0.path) }
            + [(bundleFolder, bundleLabel)]
            + Image.searchFolders.map { ($0, $0.path) }
            + (EaselResources.url(for: "Images").map { [($0, "Easel's images")] } ?? [])
    }

    /// Each scale's file in the first place that has the name; empty when no place has it.
    func files() -> [CGFloat: URL] {
        for place in places {
            let found = files(in: place.folder)
            if !found.isEmpty { return found }
        }
        return [:]
    }

    /// The file to read at `scale` pixels per point: that scale's, else the nearest larger, else
    /// the nearest smaller, as an asset catalog picks; with no scale, the largest there is.
    func file(scale: CGFloat?) -> (url: URL, scale: CGFloat)? {
        let found = files().map { (url: $0.value, scale: $0.key) }
        let largest = found.max { $0.scale < $1.scale }
        guard let wanted = scale, wanted > 0 else { return largest }
        if let exact = found.first(where: { $0.scale == wanted }) { return exact }
        return found.filter { $0.scale > wanted }.min { $0.scale < $1.scale } ?? largest
    }

    /// The error that says what was looked for and where.
    var failure: ImageLookupError {
        ImageLookupError(name: name, fileNames: fileNames + ["\(stem).imageset in an asset catalog"], places: places.map(\.label))
    }

    private var fileNames: [String] {
        ["\(stem)@3x.png", "\(stem)@2x.png", "\(stem)@1x.png", "\(stem).png", stem]
    }

    private func files(in folder: URL) -> [CGFloat: URL] {
        var found: [CGFloat: URL] = [:]
        // `"logo@2x.png"` asked for by its whole name keeps the scale its name says.
        let scaled: [(String, CGFloat)] = [("\(stem)@3x.png", 3), ("\(stem)@2x.png", 2), ("\(stem)@1x.png", 1),
                                           ("\(stem).png", Image.scale(fromFileName: "\(stem).png")), (stem, Image.scale(fromFileName: stem))]
        // stat and readdir on paths rather than FileManager on URLs: a screen file's images are
        // looked up at every render, most of them in the last place.
        let directory = folder.path
        for (fileName, scale) in scaled where found[scale] == nil {
            var status = stat()
            if stat(directory + "/" + fileName, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
                found[scale] = folder.appendingPathComponent(fileName)
            }
        }
        if !found.isEmpty { return found }
        return catalogFiles(in: folder)
    }

    /// The names in `folder` that end in `suffix`, sorted; none when it cannot be read.
    private static func entries(of folder: String, endingIn suffix: String) -> [String] {
        guard let listing = opendir(folder) else { return [] }
        defer { closedir(listing) }
        var names: [String] = []
        // readdir's entry may end right after its name's terminating NUL, short of a whole
        // `dirent` (glibc packs entries to their length): the name is read in place from its
        // field's address, never by copying the struct or the fixed-size field out.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(listing) {
            let field = UnsafeRawPointer(entry) + nameOffset
            let name = String(cString: field.assumingMemoryBound(to: CChar.self))
            if name.hasSuffix(suffix) { names.append(name) }
        }
        return names.sorted()
    }

    /// `NAME.imageset` inside any `*.xcassets` in `folder` (at any depth, as catalogs group
    /// their sets in folders): each entry of its Contents.json that names a file and a scale.
    private func catalogFiles(in folder: URL) -> [CGFloat: URL] {
        for catalog in Self.entries(of: folder.path, endingIn: ".xcassets") {
            let catalogURL = folder.appendingPathComponent(catalog)
            guard let walker = FileManager.default.enumerator(atPath: catalogURL.path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard (relative as NSString).lastPathComponent == "\(stem).imageset" else { continue }
                let set = catalogURL.appendingPathComponent(relative)
                let found = Self.imageSetFiles(set)
                if !found.isEmpty { return found }
            }
        }
        return [:]
    }

    /// The files an `.imageset`'s Contents.json lists, by scale (`"scale": "2x"`; none is 1x).
    static func imageSetFiles(_ set: URL) -> [CGFloat: URL] {
        struct Contents: Decodable {
            struct Entry: Decodable {
                let filename: String?
                let scale: String?
                let idiom: String?
            }
            let images: [Entry]
        }
        guard let data = try? FileContents.read(set.appendingPathComponent("Contents.json"), atMost: 1 << 20, what: "an asset catalog's Contents.json"),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return [:] }
        var found: [CGFloat: URL] = [:]
        // iPhone's entries win over universal ones, as on an iPhone; iPad- and Mac-only ones are skipped.
        let entries = contents.images.filter { ($0.idiom ?? "universal") == "iphone" } + contents.images.filter { ($0.idiom ?? "universal") == "universal" }
        for entry in entries {
            guard let fileName = entry.filename, (fileName as NSString).pathExtension.lowercased() == "png" else { continue }
            let scale = CGFloat(Double((entry.scale ?? "1x").dropLast()) ?? 1)
            let url = set.appendingPathComponent(fileName)
            if found[scale] == nil, FileManager.default.fileExists(atPath: url.path) { found[scale] = url }
        }
        return found
    }
}
