import Easel
import Foundation

// easel-bench [--iterations N] [--passes N] [--only layout|matrix]: medians of each step, release
// build expected (scripts/bench).
//  1. Every example screen at scale 3: layout (text measuring included), draw, PNG encode and decode.
//  2. PixelDiff on two 1170 × 2532 screenshots, against ImageMagick's `compare -metric AE`.
//  3. Value-type layouts: 10,000 plain-struct leaves, `--passes` layout passes per run.
//  4. A snapshot matrix of the example screen files, one cell at a time and on all cores
//     (`--only matrix` runs just this one).

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let iterations = option("--iterations").flatMap { Int($0) } ?? 30
let passes = option("--passes").flatMap { Int($0) } ?? 10

print("easel-bench: \(iterations) runs per step")
let only = option("--only")
if only == nil {
    try ScreenBenchmark(iterations: iterations).run()
    try DiffBenchmark(iterations: iterations).run()
}
if only == nil || only == "layout" {
    LayoutBenchmark(iterations: iterations, passes: passes).run()
}
if only == nil || only == "matrix" {
    try MatrixBenchmark(iterations: max(3, iterations / 6)).run()
}
