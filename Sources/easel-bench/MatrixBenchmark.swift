import Easel
import Foundation

/// A snapshot matrix of the example screen files (4 files × iPhone SE, iPhone 16 Pro × light,
/// dark × L, AX5 = 32 images at each device's scale): one cell after another, against
/// `RenderMatrix.render`, which spreads the cells over every core.
struct MatrixBenchmark {
    let iterations: Int

    func run() throws {
        let files = try ScreenFile.examples.map { try ScreenFile(contentsOf: $0) }
        let matrix = RenderMatrix(devices: [.iPhoneSE, .iPhone16Pro], appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
        var serial = Measurement("matrix, one cell at a time")
        var parallel = Measurement("matrix, RenderMatrix (all cores)")
        for _ in 0 ..< iterations {
            try serial.time {
                for file in files {
                    for cell in matrix.configurations { _ = try file.render(on: cell.device, traits: cell.traits) }
                }
            }
            try parallel.time {
                for file in files {
                    let results = matrix.render(make: { FileBox(file) }) { box, cell in try box.file.render(on: cell.device, traits: cell.traits) }
                    for (_, result) in results { _ = try result.get() }
                }
            }
        }
        let cells = files.count * matrix.configurations.count
        print("\nsnapshot matrix: \(cells) images, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        for measurement in [serial, parallel] { print(measurement.report) }
        print(String(format: "parallel / serial: %.2f", parallel.medianMilliseconds / max(serial.medianMilliseconds, 0.001)))
    }
}

/// A screen file in a class, so each cell gets its own object (and so its own view tree).
private final class FileBox {
    let file: ScreenFile
    init(_ file: ScreenFile) { self.file = file }
}
