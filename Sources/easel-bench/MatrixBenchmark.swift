import Easel
import Foundation

/// A snapshot matrix of the example screen files (each file × iPhone SE, iPhone 16 Pro × light,
/// dark × L, AX5, at each device's scale), timed three ways in the same run, alternately, so a
/// machine that gets busier meanwhile slows all alike:
/// - one cell after another, each image dropped as soon as it is made (its memory is reused by
///   the next);
/// - `RenderMatrix.render` on one thread (given one shared object, it renders the cells in
///   turn), keeping every image, as the matrix hands them all back;
/// - `RenderMatrix.render` spreading the cells over every core, keeping every image.
/// The speed-up is the last against the second, the same work on one core and on all; the
/// first shows what keeping the images costs.
struct MatrixBenchmark {
    let iterations: Int

    func run() throws {
        let files = try ScreenFile.examples.map { try ScreenFile(contentsOf: $0) }
        let matrix = RenderMatrix(devices: [.iPhoneSE, .iPhone16Pro], appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
        var loop = Measurement("cells in a loop, images dropped")
        var serial = Measurement("RenderMatrix on one thread")
        var parallel = Measurement("RenderMatrix on all cores")
        let shared = FileBox(files[0])
        // Each cell's time in the serial runs, to show how unequal the cells are: the slowest
        // bounds how evenly they can split over the cores.
        var cellTimes: [String: [Duration]] = [:]
        let clock = ContinuousClock()
        for _ in 0 ..< iterations {
            try loop.time {
                for file in files {
                    for cell in matrix.configurations {
                        let start = clock.now
                        _ = try file.render(on: cell.device, traits: cell.traits)
                        cellTimes["\(file.name) \(cell.name)", default: []].append(clock.now - start)
                    }
                }
            }
            try serial.time {
                for file in files {
                    let results = matrix.render(make: { shared }) { _, cell in try file.render(on: cell.device, traits: cell.traits) }
                    for (_, result) in results { _ = try result.get() }
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
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("\nsnapshot matrix: \(cells) images, \(cores) cores")
        let cellMedians = cellTimes.mapValues { times in times.sorted()[times.count / 2] }.sorted { $0.value < $1.value }
        if let fastest = cellMedians.first, let slowest = cellMedians.last {
            func milliseconds(_ duration: Duration) -> Double {
                Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
            }
            print(String(format: "one cell: fastest %.1f ms, median %.1f ms, slowest %.1f ms", milliseconds(fastest.value),
                         milliseconds(cellMedians[cellMedians.count / 2].value), milliseconds(slowest.value)) + " (\(slowest.key))")
        }
        for measurement in [loop, serial, parallel] {
            print(measurement.report + String(format: ", cores busy %.2f", measurement.coresBusy))
        }
        // Cores busy below the core count while the cells run on all of them means threads
        // waited (for each other, or for other processes on a busy machine).
        print(String(format: "RenderMatrix on %d cores against one thread: %.2f× faster (goal: 1.8× on 2); against the loop: %.2f×",
                     cores, serial.medianMilliseconds / max(parallel.medianMilliseconds, 0.001),
                     loop.medianMilliseconds / max(parallel.medianMilliseconds, 0.001)))
    }
}

/// A screen file in a class, so each cell gets its own object (and so its own view tree).
private final class FileBox {
    let file: ScreenFile
    init(_ file: ScreenFile) { self.file = file }
}
