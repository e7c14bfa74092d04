import Foundation
import Testing

/// Rendering many screens does not grow the memory: views, layouts, canvases, Pango layouts and
/// images are all freed. The loop runs in its own process (the benchmark's `easel-bench
/// --memory`), so that the other tests running alongside cannot move its resident memory.
/// `EASEL_SOAK_RENDERS=10000` runs a long soak instead of the default 400 renders.
@Suite struct ResidentMemoryTests {
    @Test func residentMemoryStaysFlatOverHundredsOfRenders() throws {
        let renders = ProcessInfo.processInfo.environment["EASEL_SOAK_RENDERS"].flatMap { Int($0) } ?? 400
        let binary = Bundle.main.bundleURL.appendingPathComponent("easel-bench")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "easel-bench is built beside the tests")
        // Under AddressSanitizer (scripts/test --sanitize address) freed memory waits in a
        // quarantine of up to 256 MB, which would read as growth; without it, growth is growth.
        var environment = ProcessInfo.processInfo.environment
        let sanitized = environment["ASAN_OPTIONS"] != nil
        environment["ASAN_OPTIONS"] = (environment["ASAN_OPTIONS"].map { $0 + ":" } ?? "") + "quarantine_size_mb=0"
        let run = try spawn(binary, ["--memory", "\(renders)", "--every", "\(renders / 20)"], environment: environment)
        let text = run.output
        #expect(run.status == 0 && !run.crashed)
        // "     20 renders     41.2 MB resident", every twentieth of the run, the first before
        // any render.
        let resident = text.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^\s*(\d+) renders\s+([\d.]+) MB resident/).flatMap { Double($0.2) }
        }
        try #require(resident.count == 21, "\(text)")
        // After the first twentieth, the whole run grows by less than 16 MB: one leaked @2x
        // screen image a render would be several megabytes each, hundreds in all.
        #expect(resident[20] - resident[1] < 16, "\(text)")
        // After the first quarter (100 renders by default: fonts loaded, caches warm), the peak
        // is less than 8 MB above it.
        let warm = resident[5], peak = resident.max() ?? 0
        #expect(peak - warm < 8, "\(resident)")
        // AddressSanitizer's shadow memory adds a few hundred MB (373 MB seen), so only the
        // growth is judged there.
        if !sanitized {
            #expect(peak < 150, "\(resident)")
        }
    }
}
