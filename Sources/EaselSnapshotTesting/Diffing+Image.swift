import Easel
import Foundation
import SnapshotTesting

extension Diffing where Value == Easel.Image {
    /// Compares images with Easel's `PixelDiff` (pixelmatch's comparison) within `tolerance`,
    /// attaching the reference, the failure and the diff image when they differ.
    ///
    ///     assertSnapshot(of: image, as: Snapshotting(pathExtension: "png", diffing: .image(tolerance: .exact)))
    public static func image(tolerance: Tolerance = .exact) -> Diffing {
        .diff(
            toData: { image in (try? image.pngData()) ?? Data() },
            fromData: { data in (try? Easel.Image(pngData: data)) ?? unreadable },
            diffV2: { reference, actual in
                let comparison = tolerance.diff.compare(reference, actual)
                guard !tolerance.accepts(comparison) else { return nil }
                var attachments: [DiffAttachment] = []
                if let data = try? reference.pngData() { attachments.append(.data(data, name: "reference.png")) }
                if let data = try? actual.pngData() { attachments.append(.data(data, name: "failure.png")) }
                if let diff = try? comparison.diffImage(), let data = try? diff.pngData() {
                    attachments.append(.data(data, name: "difference.png"))
                }
                return ("Newly-taken snapshot does not match reference: \(comparison.summary).", attachments)
            }
        )
    }

    /// What an unreadable reference decodes to: one transparent pixel, so the comparison reports
    /// the size mismatch instead of crashing.
    static var unreadable: Easel.Image {
        try! Easel.Image(pixelWidth: 1, pixelHeight: 1, pixels: [0, 0, 0, 0])
    }
}
