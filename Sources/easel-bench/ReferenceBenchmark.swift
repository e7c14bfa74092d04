import Easel
import Foundation

/// The reference PNGs of a tests folder re-encoded with each candidate compression: total bytes,
/// encode and decode time per image, and a check that every file decodes to the pixels it was
/// made from (`--only references [--folder Tests]`). References are written rarely and read on
/// every run, so both times count.
struct ReferenceBenchmark {
    let folder: URL
    let iterations: Int

    func run() throws {
        let files = Self.references(in: folder)
        let images = try files.map { try Image(contentsOfFile: $0.path) }
        let bytesNow = try files.reduce(0) { $0 + (try Data(contentsOf: $1)).count }
        print("references: \(files.count) PNGs under \(folder.path), \(bytesNow) bytes on disk")
        let candidates: [(String, PNGCompression)] = [("screen (zlib 3, no filter)", .screen), ("zlib 6, adaptive filters", .level(6)),
                                                       ("zlib 9, adaptive filters", .level(9)),
                                                       ("reference (zlib 9, no filter)", .reference)]
        var screenTotal = 0
        for (name, compression) in candidates {
            var total = 0
            var encodeSeconds = 0.0, decodeSeconds = 0.0
            for image in images {
                var data = Data()
                encodeSeconds += try seconds { for _ in 0 ..< iterations { data = try image.pngData(compression: compression) } }
                total += data.count
                var decoded = image
                decodeSeconds += try seconds { for _ in 0 ..< iterations { decoded = try Image(pngData: data) } }
                guard decoded.pixels == image.pixels, decoded.pixelWidth == image.pixelWidth else { throw CocoaError(.fileReadCorruptFile) }
            }
            if compression == .screen { screenTotal = total }
            let count = Double(images.count * iterations)
            let change = screenTotal > 0 ? Double(total - screenTotal) / Double(screenTotal) * 100 : 0
            print("  \(name): \(total) bytes (\(String(format: "%+.1f", change))% against screen's), "
                + "encode \(String(format: "%.2f", encodeSeconds * 1000 / count)) ms/image, "
                + "decode \(String(format: "%.2f", decodeSeconds * 1000 / count)) ms/image; every image decodes to its pixels")
        }
    }

    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Rewrites every reference with `PNGCompression.reference`, each only after its new bytes
    /// decode to exactly the pixels of its old ones (`--reencode-references FOLDER`), and says
    /// the total bytes before and after.
    static func reencode(in folder: URL) throws {
        var before = 0, after = 0
        for file in references(in: folder) {
            let old = try Data(contentsOf: file)
            let image = try Image(pngData: old, source: file.path)
            let new = try image.pngData(compression: .reference)
            let check = try Image(pngData: new)
            guard check.pixels == image.pixels, check.pixelWidth == image.pixelWidth, check.pixelHeight == image.pixelHeight else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
            }
            before += old.count
            if new.count < old.count {
                try new.write(to: file, options: .atomic)
                after += new.count
            } else {
                after += old.count
            }
        }
        print("re-encoded the references under \(folder.path): \(before) bytes before, \(after) after; every one decodes to its old pixels")
    }

    static func references(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "png" && $0.path.contains("/__Snapshots__/") }
            .sorted { $0.path < $1.path }
    }
}
