import Easel
import Foundation

// easel-bench [--iterations N]: medians of each step, release build expected (scripts/bench).
//  1. Every example screen at scale 3: layout (text measuring included), draw, PNG encode and decode.
//  2. PixelDiff on two 1170 × 2532 screenshots, against ImageMagick's `compare -metric AE`.

let arguments = CommandLine.arguments
let iterations = arguments.firstIndex(of: "--iterations").flatMap { Int(arguments[$0 + 1]) } ?? 30

print("easel-bench: \(iterations) runs per step")
try ScreenBenchmark(iterations: iterations).run()
try DiffBenchmark(iterations: iterations).run()
