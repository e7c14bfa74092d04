import EaselResources
import Foundation

extension Image {
    /// Folders `Image(named:)` searches after Easel's own images, in order. Add yours:
    ///
    ///     Image.searchFolders.append(URL(fileURLWithPath: "Assets"))
    nonisolated(unsafe) public static var searchFolders: [URL] = []

    /// A PNG by name from Easel's images (`Resources/Images`) or `searchFolders`, as
    /// `UIImage(named:)`: `"logo"` finds `logo@3x.png`, `logo@2x.png` or `logo.png` (the highest
    /// scale there is), `"logo.png"` that file alone. Nil when there is no such file or it cannot be read.
    public init?(named name: String) {
        guard let url = Image.url(named: name), let image = try? Image(contentsOfFile: url.path) else { return nil }
        self = image
    }

    /// The file `Image(named:)` would read, looking in `folders` before Easel's images and
    /// `searchFolders`.
    public static func url(named name: String, searchingFirst folders: [URL] = []) -> URL? {
        let folders = folders + [EaselResources.url(for: "Images")].compactMap { $0 } + searchFolders
        let candidates = name.hasSuffix(".png") ? [name] : ["\(name)@3x.png", "\(name)@2x.png", "\(name).png"]
        for folder in folders {
            for candidate in candidates {
                let url = folder.appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return nil
    }
}
