import EaselResources
import Foundation

/// A screen described in JSON or YAML (the seed's server-driven screens), checked when read:
///
///     {"size": "320x480", "spacing": 10,
///      "elements": [{"image": "objc-logo"}, {"label": "To use the Swift Talk app please login"},
///                   {"button": {"title": "Login with GitHub", "style": "filled"}}]}
///
/// The elements become a stack, as wide as the screen, centred in it (or at the top).
/// `Resources/screen.schema.json` describes every key; unknown keys are errors.
public struct ScreenFile {
    /// The file's name without its extension.
    public let name: String
    /// The screen's size in points: `size`, else the `device`'s, else an iPhone 15's.
    public let size: CGSize
    /// The device's scale when the file names one; 2 otherwise.
    public let scale: CGFloat

    private let root: ScreenReader
    private let settings: [String: ScreenReader]
    private let imageFolders: [URL]

    static let topLevelKeys = ["elements", "device", "size", "background", "axis", "spacing", "alignment", "distribution", "margins", "placement"]

    /// Reads and checks a `.json`, `.yaml` or `.yml` file.
    public init(contentsOf url: URL) throws {
        let fileName = url.lastPathComponent
        let data: Data
        do {
            data = try FileContents.read(url, atMost: ScreenLimits.maximumFileSize, what: "a screen file")
        } catch let problem as FileProblem {
            throw ScreenFileError(file: fileName, path: "", message: problem.words)
        }
        let isYAML = ["yaml", "yml"].contains(url.pathExtension.lowercased())
        try self.init(data: data, name: fileName, isYAML: isYAML, folder: url.deletingLastPathComponent())
    }

    /// Reads and checks screen-file bytes; `name` is what errors call the file, `folder` where its
    /// images are looked for.
    public init(data: Data, name: String, isYAML: Bool = false, folder: URL? = nil) throws {
        self.name = (name as NSString).deletingPathExtension
        root = ScreenReader(value: try ScreenValue.parse(data, isYAML: isYAML, file: name), file: name, path: "")
        settings = try root.object(allowed: Self.topLevelKeys, what: "a screen")
        imageFolders = folder.map { [$0, $0.appendingPathComponent("Images")] } ?? []

        var device: Device?
        if let reader = settings["device"] {
            let deviceName = try reader.string()
            guard let named = Device.named[deviceName] else {
                throw reader.error("unknown device \"\(ScreenReader.shortened(deviceName))\"; expected one of \(Device.named.keys.sorted().joined(separator: ", "))")
            }
            device = named
        }
        size = try settings["size"]?.size() ?? device?.size ?? Device.iPhone15.size
        scale = device?.scale ?? 2
        // Build once now, so that every problem in the file is found when it is read.
        _ = try makeView()
    }

    /// A new view tree for the screen.
    public func makeView() throws -> View {
        guard let elements = settings["elements"] else { throw root.error("a screen needs \"elements\", a list of elements") }
        // A new builder each time: the element limits count one build.
        let stack = try ScreenElementBuilder(imageFolders: imageFolders).stack(elements, settings: settings)
        let placement = try settings["placement"]?.choice(ContentContainer.Placement.self, what: "placement") ?? .center
        let container = ContentContainer(content: stack, placement: placement)
        container.backgroundColor = try settings["background"]?.color() ?? .white
        return container
    }

    /// The example screen files Easel ships (`Resources/Screens`).
    public static var examples: [URL] {
        EaselResources.url(for: "Screens").map { files(in: [$0]) } ?? []
    }

    /// The screen files among `urls`, with folders replaced by the `.json`, `.yaml` and `.yml`
    /// files inside them, in name order.
    public static func files(in urls: [URL]) -> [URL] {
        urls.flatMap { url -> [URL] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [url] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { ["json", "yaml", "yml"].contains(($0 as NSString).pathExtension.lowercased()) && !$0.hasSuffix(".schema.json") }
                .sorted().map { url.appendingPathComponent($0) }
        }
    }
}
