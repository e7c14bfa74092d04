import Foundation
import Testing

@Suite struct MemoryTests {
    /// easel-bench's memory run, small: 400 renders of the example screens in one process,
    /// resident memory printed every 100. Run as its own process so other tests do not count.
    @Test func residentMemoryStaysFlatOverHundredsOfRenders() throws {
        let binary = Bundle.main.bundleURL.appendingPathComponent("easel-bench")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "easel-bench is built beside the tests")
        let run = try spawn(binary, ["--memory", "400", "--every", "100"])
        let output = run.output
        #expect(run.status == 0 && !run.crashed)
        // Lines read "     200 renders     41.3 MB resident".
        let megabytes = output.split(separator: "\n").filter { $0.contains("renders") && $0.hasSuffix("MB resident") }
            .compactMap { line in line.split(separator: " ").dropLast(2).last.flatMap { Double($0) } }
        try #require(megabytes.count == 5, "\(output)")
        // After the first 100 (fonts loaded, caches warm) it grows by less than 8 MB in all.
        let warm = megabytes[1], peak = megabytes.max() ?? 0
        #expect(peak - warm < 8, "\(megabytes)")
        // Under AddressSanitizer (scripts/test --sanitize address sets ASAN_OPTIONS) its shadow
        // memory and the quarantine of freed blocks add a few hundred MB (373 MB seen), so only
        // the growth is judged there.
        if ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil {
            #expect(peak < 150, "\(megabytes)")
        }
    }
}
