// swift-tools-version: 6.1
// Easel's benchmarks, on ordo-one/benchmark (package-benchmark). A package of their own, so that
// a package depending on Easel never resolves or builds the benchmark package and its
// dependencies: see README.md. Run them with `scripts/bench --compare` from the root, or
// `swift package --package-path Benchmarks benchmark`.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name (a clone may be called anything), and
// `.product(package:)` must name that identity.
let easel = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "EaselBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        // The trait turns on the malloc interposer (allocation counts) and leaves out the
        // runtime interposer, whose package is not in the package set this project builds from.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The plugin finds benchmark targets by their folder's parent being named `Benchmarks`.
        .executableTarget(
            name: "EaselBenchmarks",
            dependencies: [
                .product(name: "Easel", package: easel),
                .product(name: "EaselLayout", package: easel),
                .product(name: "EaselTesting", package: easel),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "EaselBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
