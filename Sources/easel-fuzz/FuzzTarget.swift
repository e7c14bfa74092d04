import Easel
import Foundation

/// What the fuzzer feeds its bytes to. Any thrown error is a good answer; a crash, a hang, a
/// leak or an out-of-memory is what libFuzzer and AddressSanitizer look for.
enum FuzzTarget: String, CaseIterable {
    /// The bytes as a JSON screen file and as a YAML one; a screen that reads is laid out and
    /// drawn at a tenth of a pixel a point, so that drawing is exercised without large canvases.
    case screens
    /// The bytes as a PNG file; an image that decodes is compared with itself.
    case png

    /// The target `EASEL_FUZZ_TARGET` names; `screens` when it is unset.
    static let current: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["EASEL_FUZZ_TARGET"] ?? "screens"
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("easel-fuzz: EASEL_FUZZ_TARGET must be one of screens, png; not \(name)\n".utf8))
            exit(2)
        }
        return target
    }()

    func run(_ data: Data) {
        switch self {
        case .screens:
            for isYAML in [false, true] {
                guard let file = try? ScreenFile(data: data, name: isYAML ? "fuzz.yaml" : "fuzz.json", isYAML: isYAML),
                      let view = try? file.makeView() else { continue }
                _ = try? ViewRenderer(RenderConfiguration(size: file.size, scale: 0.1)).render(view)
            }
        case .png:
            guard let image = try? Image(pngData: data), image.pixelWidth * image.pixelHeight <= 1 << 20 else { return }
            _ = PixelDiff().compare(image, image)
        }
    }
}
