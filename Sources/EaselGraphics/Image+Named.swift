import EaselImage
import Foundation

extension Image {
    /// Folders `Image(named:)` searches after the bundle and before Easel's own images, in order.
    /// Add yours:
    ///
    ///     Image.searchFolders.append(URL(fileURLWithPath: "Assets"))
    public static var searchFolders: [URL] {
        get { searchFoldersLock.withLock { searchFoldersStorage } }
        set { searchFoldersLock.withLock { searchFoldersStorage = newValue } }
        // `append` and the other mutations hold the lock throughout, so two threads' appends
        // both land.
        _modify {
            searchFoldersLock.lock()
            defer { searchFoldersLock.unlock() }
            yield &searchFoldersStorage
        }
    }

    // Behind a lock: parallel renders look images up while a test may add a folder.
    private static let searchFoldersLock = NSLock()
    nonisolated(unsafe) private static var searchFoldersStorage: [URL] = []

    /// Told about every name `Image(named:)` found nothing for, with the places it looked, since a
    /// nil image otherwise draws nothing, silently. By default it writes one line to standard
    /// error; set nil to keep quiet, or record the failures and fail a test on them.
    ///
    ///     Image.missingImageHandler = { failure in Issue.record("\(failure)") }
    public static var missingImageHandler: (@Sendable (ImageLookupError) -> Void)? {
        get { missingImageHandlerLock.withLock { missingImageHandlerStorage } }
        set { missingImageHandlerLock.withLock { missingImageHandlerStorage = newValue } }
    }

    // Behind a lock: tests run in parallel, and one may swap the handler while another looks up.
    private static let missingImageHandlerLock = NSLock()
    nonisolated(unsafe) private static var missingImageHandlerStorage: (@Sendable (ImageLookupError) -> Void)? = { failure in
        FileHandle.standardError.write(Data("easel: \(failure)\n".utf8))
    }

    /// A PNG by name, as `UIImage(named:in:compatibleWith:)`; nil when there is none (and
    /// `missingImageHandler` is told where it looked) or it cannot be read. `Image.named(_:in:scale:)`
    /// throws instead, saying why.
    ///
    /// The places, in order: `bundle` (`Bundle.main` when nil; a package's own resources are
    /// `Bundle.module`), `searchFolders`, then Easel's images (`Resources/Images`). The first place
    /// that has the name wins. In a place, `"logo"` (or `"logo.png"`) is `logo@3x.png`,
    /// `logo@2x.png`, `logo@1x.png`, `logo.png`, `logo` with no extension, or a `logo.imageset` in
    /// an asset catalog there. Of its scales, `scale`'s file is read, else the nearest larger, else
    /// the largest; with no `scale`, the largest (an image view scales it to its size).
    ///
    ///     let brand = Image(named: "brand", in: .module, scale: 3)
    public init?(named name: String, in bundle: Bundle? = nil, scale: CGFloat? = nil) {
        do {
            self = try Image.named(name, in: bundle, scale: scale)
        } catch let failure as ImageLookupError {
            Image.missingImageHandler?(failure)
            return nil
        } catch {
            return nil
        }
    }

    /// A PNG by name from the places `Image(named:in:scale:)` searches; throws `ImageLookupError`
    /// (the file names tried and every place looked in) when there is none, or the file's
    /// `ImageError` when it cannot be read.
    ///
    ///     let brand = try Image.named("brand", in: .module)
    public static func named(_ name: String, in bundle: Bundle? = nil, scale: CGFloat? = nil) throws -> Image {
        try named(name, in: bundle, scale: scale, searchingFirst: [])
    }

    /// As `named(_:in:scale:)`, looking in `folders` before anywhere else (a screen file's folders).
    package static func named(_ name: String, in bundle: Bundle?, scale: CGFloat?, searchingFirst folders: [URL], read: (URL, CGFloat) throws -> Image = { try Image(contentsOfFile: $0.path, scale: $1) }) throws -> Image {
        let lookup = ImageLookup(name: name, bundle: bundle, first: folders)
        guard let file = lookup.file(scale: scale) else { throw lookup.failure }
        return try read(file.url, file.scale)
    }

    /// The file `Image(named:)` would read (its largest scale), looking in `folders` first.
    public static func url(named name: String, in bundle: Bundle? = nil, searchingFirst folders: [URL] = []) -> URL? {
        ImageLookup(name: name, bundle: bundle, first: folders).file(scale: nil)?.url
    }
}
