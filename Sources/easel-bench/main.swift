import Easel
import Foundation

// easel-bench [--iterations N] [--passes N] [--only layout|diff|matrix] [--memory RENDERS [--every N]]:
// medians of each step, release build expected (scripts/bench).
//  1. Every example screen at scale 3: layout (text measuring included), draw, PNG encode and decode.
//  2. One snapshot assertion of a 1170 × 2532 screen, on one core and on all (`--only snapshot`).
//  3. PixelDiff on two 1170 × 2532 screenshots, against ImageMagick's `compare -metric AE`.
//  4. Value-type layouts: 10,000 plain-struct leaves, `--passes` layout passes per run.
//  5. `easel diff` as a whole process on that pair and a 500 × 500 pair, against ImageMagick.
// With --write-diff-pair DIR, only writes the diff pair for scripts/bench-cli.
// With --memory RENDERS, only the memory run: RENDERS renders, resident memory every 1,000 (or N).
//  6. A snapshot matrix of the example screen files, one cell at a time and on all cores
//     (`--only matrix` runs just this one).
//  7. Layer shadows: 20 shadowed cards on a 1170 × 2532 screen (`--only shadows` runs just this one),
//     then custom drawing: 50 shape-layer rings and 50 draw(_:) rings on the same size of screen
//     (`--only drawing` runs both, for the comparison in one run).
//  8. The Cassowary solver on chains and grids of 100 to 10,000 views, beside kiwi run by
//     scripts/bench-kiwi.py in the same run (`--only solver` runs just this one; `--sizes 100,1000`).
//  9. One long word of 10k, 100k and 1M characters wrapped by TextLayout (`--only long-word`).
// 10. A 1,000-view screen of stacks and anchors in one engine, and the login render (`--only stacks`).
// 11. Only with `--only references [--folder Tests]`: every __Snapshots__ PNG re-encoded with
//     each candidate compression: bytes, encode and decode time per image.
// 12. Only with `--only text-stress [--threads N] [--renders R]`: R renders of text in many fonts
//     on N threads (default: the cores, 2,000), each compared with its one-thread render.
// With --reencode-references FOLDER, only rewrites FOLDER's references with PNGCompression.reference,
// each after checking that it decodes to the same pixels.

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

if let folder = option("--reencode-references") {
    try ReferenceBenchmark.reencode(in: URL(fileURLWithPath: folder, isDirectory: true))
} else if let folder = option("--write-diff-pair") {
    _ = try DiffBenchmark.writePair(to: URL(fileURLWithPath: folder, isDirectory: true))
} else if let renders = option("--memory").flatMap({ Int($0) }) {
    try MemoryBenchmark(renders: renders, interval: max(1, option("--every").flatMap { Int($0) } ?? 1000)).run()
} else {
    let iterations = option("--iterations").flatMap { Int($0) } ?? 30
    let passes = option("--passes").flatMap { Int($0) } ?? 10
    print("easel-bench: \(iterations) runs per step")
    let only = option("--only")  // snapshot, diff, layout, constraints, shadows, solver, matrix or long-word
    if only == nil {
        try ScreenBenchmark(iterations: iterations).run()
    }
    if only == nil || only == "snapshot" {
        try SnapshotBenchmark(iterations: iterations).run()
    }
    if only == nil || only == "diff" {
        try DiffBenchmark(iterations: iterations).run()
        try WholeProcessDiffBenchmark(iterations: iterations).run()
    }
    if only == nil || only == "layout" {
        LayoutBenchmark(iterations: iterations, passes: passes).run()
    }
    // Views laid out by constraints, through anchors and `snp` (`--only constraints`).
    if only == nil || only == "constraints" {
        ConstraintLayoutBenchmark(iterations: iterations).run()
    }
    // 1,000 views of stacks and anchors in one engine, and the login render (`--only stacks`).
    if only == nil || only == "stacks" {
        try StackScreenBenchmark(iterations: iterations).run()
    }
    if only == nil || only == "shadows" || only == "drawing" {
        try ShadowBenchmark(iterations: iterations).run()
    }
    if only == nil || only == "drawing" {
        try DrawingBenchmark(iterations: iterations).run()
    }
    if only == nil || only == "solver" {
        var solver = SolverBenchmark(iterations: iterations)
        if let sizes = option("--sizes") { solver.sizes = sizes.split(separator: ",").compactMap { Int($0) } }
        if let budget = option("--budget").flatMap({ Double($0) }) { solver.budget = budget }
        try solver.run()
    }
    if only == nil || only == "matrix" {
        try MatrixBenchmark(iterations: max(3, iterations / 6)).run()
    }
    if only == nil || only == "long-word" {
        LongWordBenchmark(iterations: min(iterations, 5)).run()
    }
    // Only when asked: text on every thread at once, each render checked against one thread's.
    if only == "text-stress" {
        let threads = option("--threads").flatMap { Int($0) } ?? ProcessInfo.processInfo.activeProcessorCount
        try TextStressBenchmark(threads: threads, renders: option("--renders").flatMap { Int($0) } ?? 2000).run()
    }
    if only == "references" {
        try ReferenceBenchmark(folder: URL(fileURLWithPath: option("--folder") ?? "Tests", isDirectory: true), iterations: min(iterations, 3)).run()
    }
}
