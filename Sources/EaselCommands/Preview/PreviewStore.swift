import Easel
import Foundation

/// The screens `easel preview` shows: watches the files, re-renders one when it changes, and
/// holds the latest PNGs, frames and errors. A version number counts changes, for the page's poll.
public actor PreviewStore {
    /// One screen file on one variant: its image or its errors.
    struct Render: Sendable {
        /// The column's caption: the device and traits drawn with.
        let label: String
        let png: Data?
        let size: CGSize
        let scale: CGFloat
        /// `FrameTree` JSON with element paths, empty when the file has errors.
        let frames: String
        let errors: [(path: String, message: String)]
    }

    private struct Stamp: Equatable {
        let modified: Date
        let size: Int
    }

    let root: URL
    let variants: [PreviewVariant]
    public private(set) var version = 0
    private var stamps: [URL: Stamp] = [:]
    private var renders: [URL: [Render]] = [:]
    private var order: [URL] = []

    init(root: URL, variants: [PreviewVariant]) {
        self.root = root
        self.variants = variants
    }

    /// Looks at every screen file; renders the new and changed ones. True when anything changed.
    @discardableResult
    public func refresh() -> Bool {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder)
        let files = !exists ? [] : isFolder.boolValue ? ScreenFile.files(in: [root]) : [root]
        var changed = files != order
        var seen: [URL: Stamp] = [:]
        for file in files {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { continue }
            let stamp = Stamp(modified: attributes[.modificationDate] as? Date ?? .distantPast, size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
            seen[file] = stamp
            if stamps[file] != stamp || renders[file] == nil {
                renders[file] = variants.map { render(file, $0) }
                changed = true
            }
        }
        stamps = seen
        order = files
        renders = renders.filter { seen[$0.key] != nil }
        if changed { version += 1 }
        return changed
    }

    private func render(_ file: URL, _ variant: PreviewVariant) -> Render {
        do {
            let screen = try ScreenFile(contentsOf: file)
            // As `easel render` draws it: the column's device and traits over the file's own.
            let configuration = screen.configuration(on: variant.screen(for: screen), traits: variant.traits, chrome: variant.chrome(for: screen))
            let (view, paths) = try screen.makeViewWithElementPaths(imageScale: configuration.scale)
            let image = try view.render(configuration)
            return Render(label: variant.label(for: screen), png: try image.pngData(), size: image.size, scale: image.scale, frames: FrameTree(view, elementPaths: paths).json(), errors: [])
        } catch let errors as ScreenFileErrors {
            return Render(label: variant.label, png: nil, size: .zero, scale: 1, frames: "", errors: errors.errors.map { ($0.path, $0.message) } + (errors.omitted > 0 ? [("", "… and \(errors.omitted) more")] : []))
        } catch let error as ScreenFileError {
            return Render(label: variant.label, png: nil, size: .zero, scale: 1, frames: "", errors: [(error.path, error.message)])
        } catch {
            return Render(label: variant.label, png: nil, size: .zero, scale: 1, frames: "", errors: [("", "\(error)")])
        }
    }

    /// The page's model: `{"version": N, "screens": [{"file", "renders": [...]}]}`.
    public func stateJSON() -> String {
        let screens = order.enumerated().map { index, file -> String in
            let items = (renders[file] ?? []).enumerated().map { column, render -> String in
                var fields = ["\"variant\": \(JSONText.quoted(render.label))"]
                if render.png != nil {
                    fields.append("\"image\": \(JSONText.quoted("/image/\(index)/\(column)?v=\(version)"))")
                    fields.append("\"width\": \(JSONText.number(render.size.width)), \"height\": \(JSONText.number(render.size.height)), \"scale\": \(JSONText.number(render.scale))")
                    fields.append("\"frames\": \(render.frames)")
                }
                let errors = render.errors.map { "{\"path\": \(JSONText.quoted($0.path)), \"message\": \(JSONText.quoted($0.message))}" }
                fields.append("\"errors\": [\(errors.joined(separator: ", "))]")
                return "{" + fields.joined(separator: ", ") + "}"
            }
            let name = file.path.hasPrefix(root.path + "/") ? String(file.path.dropFirst(root.path.count + 1)) : file.lastPathComponent
            return "{\"file\": \(JSONText.quoted(name)), \"renders\": [\(items.joined(separator: ", "))]}"
        }
        return "{\"version\": \(version), \"screens\": [\(screens.joined(separator: ",\n"))]}"
    }

    /// The PNG of screen `index` in column `column`, if it rendered.
    public func png(screen index: Int, column: Int) -> Data? {
        guard order.indices.contains(index), let list = renders[order[index]], list.indices.contains(column) else { return nil }
        return list[column].png
    }
}
