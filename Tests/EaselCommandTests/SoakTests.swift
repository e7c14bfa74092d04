import Foundation
import Testing

/// Rendering many screens does not grow the memory: views, layouts, canvases, Pango layouts and
/// images are all freed. The loop runs in its own process (the benchmark's `easel-bench
/// --memory`), so that the other tests running alongside cannot move its resident memory.
/// `EASEL_SOAK_RENDERS=10000` runs the full 10,000.
@Suite struct SoakTests {
    @Test func residentMemoryStaysFlatOverManyRenders() throws {
        let renders = ProcessInfo.processInfo.environment["EASEL_SOAK_RENDERS"].flatMap { Int($0) } ?? 200
        // Under AddressSanitizer (scripts/test --sanitize address) freed memory waits in a
        // quarantine of up to 256 MB, which would read as growth; without it, growth is growth.
        var environment = ProcessInfo.processInfo.environment
        environment["ASAN_OPTIONS"] = (environment["ASAN_OPTIONS"].map { $0 + ":" } ?? "") + "quarantine_size_mb=0"
        let run = try spawn(Bundle.main.bundleURL.appendingPathComponent("easel-bench"),
                            ["--memory", "\(renders)", "--every", "\(renders / 10)"], environment: environment)
        let text = run.output
        #expect(run.status == 0 && !run.crashed)
        // "     20 renders     41.2 MB resident", every tenth of the run; the first is warm-up.
        let resident = text.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^\s*(\d+) renders\s+([\d.]+) MB resident/).flatMap { Double($0.2) }
        }
        #expect(resident.count == 11)
        let growth = (resident.last ?? 0) - (resident.dropFirst().first ?? 0)
        // One leaked @2x screen image a render would be several megabytes each, hundreds in all.
        #expect(growth < 16, "\(text)")
    }
}
