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
    /// The screen it is shown on: `device` (turned by `orientation`), else one of `size` with no
    /// safe area, else an iPhone 15.
    public let device: Device
    /// What `appearance`, `contentSize` and `layoutDirection` ask for.
    public let traits: TraitCollection
    /// What `statusBar` asks for.
    public let chrome: DeviceChrome

    /// What the screen shows, read and checked: a stack of the file's elements (vertical,
    /// spacing 10 unless the file says otherwise), the same value `StackViewController` shows.
    /// Every view `makeView` makes is made from it.
    ///
    ///     if case let .stack(elements, _, _, _, _, _) = screen.content { print(elements.count) }
    public var content: ContentElement { contents.stack }

    private let contents: Contents
    private let settings: [String: ScreenReader]
    private let root: ScreenReader
    private let imageFolders: [URL]

    static let topLevelKeys = ["elements", "device", "size", "background", "axis", "spacing", "alignment", "distribution", "margins", "placement"]
        + environmentKeys

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
        let environment = try Self.environment(settings, device: device)
        traits = environment.traits
        chrome = environment.chrome
        let named = environment.device
        if let explicit = try settings["size"]?.size() {
            // A size of its own makes a free-form screen (keeping a named device's insets).
            size = explicit
            scale = named?.scale ?? 2
            self.device = Device(size: explicit, scale: scale, safeArea: named?.safeAreaInsets ?? .zero)
        } else {
            self.device = named ?? .iPhone15
            size = self.device.size
            scale = named?.scale ?? 2
        }
        // Read every element now, so that every problem in the file is found when it is read.
        contents = try Self.contents(root: root, settings: settings, imageFolders: imageFolders, imageScale: scale)
    }

    /// A new view tree for the screen; its images are the files for `imageScale` (the scale it
    /// will be drawn at), else the file's device's. At the file's own scale it is made from the
    /// elements read with the file (its images as they were then); at another, the file's
    /// elements are read again for that scale's images. Every call makes a new tree.
    public func makeView(imageScale: CGFloat? = nil) throws -> View {
        try contents(imageScale: imageScale).view(trace: nil)
    }

    /// A new view tree for the screen, with the element path each view came from, keyed by the
    /// view's identity: what `easel preview` shows for a clicked view.
    ///
    ///     let (view, paths) = try screen.makeViewWithElementPaths()
    ///     paths[ObjectIdentifier(view.subviews[0].subviews[1])]  // "elements[1]"
    public func makeViewWithElementPaths(imageScale: CGFloat? = nil) throws -> (view: View, elementPaths: [ObjectIdentifier: String]) {
        let contents = try contents(imageScale: imageScale)
        let recorder = ElementPathRecorder()
        let view = contents.view(trace: ElementTrace(source: contents.sources, recorder: recorder))
        return (view, recorder.paths)
    }

    /// The file's elements with their images at `imageScale`: those read with the file when it
    /// is the file's own scale.
    private func contents(imageScale: CGFloat?) throws -> Contents {
        guard let imageScale, imageScale != scale else { return contents }
        return try Self.contents(root: root, settings: settings, imageFolders: imageFolders, imageScale: imageScale)
    }

    private static func contents(root: ScreenReader, settings: [String: ScreenReader], imageFolders: [URL], imageScale: CGFloat) throws -> Contents {
        guard let elements = settings["elements"] else { throw root.error("a screen needs \"elements\", a list of elements") }
        // A new decoder each time: the element limits count one reading.
        let decoder = ScreenElementDecoder(imageFolders: imageFolders, imageScale: imageScale)
        let stack = try decoder.stack(elements, settings: settings)
        let placement = try settings["placement"]?.choice(ContentContainer.Placement.self, what: "placement") ?? .center
        let background = try settings["background"]?.color() ?? .systemBackground
        return Contents(stack: stack, placement: placement, background: background, sources: decoder.elementSources)
    }

    /// The file's own screen: its device, traits and chrome, as a render configuration to
    /// start from and change.
    public var configuration: RenderConfiguration {
        RenderConfiguration(device: device, traits: traits, chrome: chrome)
    }

    /// The screen rendered in `configuration` (start from the file's own `configuration`).
    /// Its images are read at the configuration's scale.
    public func render(_ configuration: RenderConfiguration) throws -> Image {
        try makeView(imageScale: configuration.scale).render(configuration)
    }

    /// The canvas `render(_:)` draws, before it is read out as an image.
    package func renderCanvas(_ configuration: RenderConfiguration) throws -> Canvas {
        try makeView(imageScale: configuration.scale).renderCanvas(configuration)
    }

    /// The screen on `device` (else the file's own), with `traits` over the file's and
    /// `chrome` (else the file's).
    public func render(on device: Device? = nil, traits: TraitCollection = TraitCollection(), chrome: DeviceChrome? = nil) throws -> Image {
        try render(configuration(on: device, traits: traits, chrome: chrome))
    }

    /// The file's configuration with what is given put over it.
    public func configuration(on device: Device?, traits: TraitCollection = TraitCollection(), chrome: DeviceChrome? = nil) -> RenderConfiguration {
        var result = configuration
        if let device { result.device = device }
        result.traits = result.traits.overridden(by: traits)
        if let chrome { result.chrome = chrome }
        return result
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

extension ScreenFile {
    /// A screen file's elements as read: what its views are made from.
    private struct Contents {
        let stack: ContentElement
        let placement: ContentContainer.Placement
        let background: Color
        /// Where each element came from in the file.
        let sources: ElementSource

        func view(trace: ElementTrace?) -> View {
            ContentContainer.screen(stack, placement: placement, background: background, trace: trace)
        }
    }
}
