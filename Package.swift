// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Easel",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Easel", targets: ["Easel"]),
        .library(name: "EaselLayout", targets: ["EaselLayout"]),
        .library(name: "EaselTesting", targets: ["EaselTesting"]),
        .library(name: "EaselSnapshotTesting", targets: ["EaselSnapshotTesting"]),
        // UIKit's names over Easel: `import EaselUIKit` where UIKit code says `import UIKit`.
        .library(name: "EaselUIKit", targets: ["EaselUIKit"]),
        .executable(name: "easel", targets: ["easel"]),
        // `easel diff` without Cairo or Pango, `easel preview`'s server (the only one with
        // Hummingbird), and the launcher scripts/install puts on the PATH as `easel`, which execs them.
        .executable(name: "easel-diff", targets: ["easel-diff"]),
        .executable(name: "easel-preview", targets: ["easel-preview"]),
        .executable(name: "easel-launcher", targets: ["easel-launcher"]),
        // Ports UIKit sources with @objc target-action for a target at build time (easel port's rewrite).
        .plugin(name: "EaselPortPlugin", targets: ["EaselPortPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Only EaselSnapshotTesting uses it; the core products do not depend on it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", .upToNextMinor(from: "1.19.0")),
        // Only easel-preview uses it, for `easel preview`'s page; no library product depends on it.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // `swift package generate-documentation` (scripts/docs): command plugins only, so no
        // product of Easel links or builds anything from it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C libraries, found with pkg-config. The only targets that name C headers.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),

        // Pure Swift layout: no drawing, no C.
        .target(name: "EaselLayout"),

        // Images, PNG files and the pixel diff: everything `easel diff` needs, with no Cairo or
        // Pango, so the diff command starts without loading them. Easel re-exports it.
        .target(name: "EaselImage", dependencies: ["CPNG", "CZlib", "CDeflate"]),

        // Fonts, images and example screens, read through Bundle.module.
        .target(name: "EaselResources", path: "Resources", resources: [.copy("Images"), .copy("Screens"), .copy("screen.schema.json")]),

        // The only code that touches Cairo and Pango: canvas, paths, colours, fonts, text
        // layout, symbol images. No views; Easel re-exports it.
        .target(name: "EaselGraphics", dependencies: ["CCairo", "EaselImage", "EaselResources"]),

        .target(
            name: "Easel",
            dependencies: ["EaselGraphics", "EaselImage", "EaselLayout", "EaselResources", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "EaselUIKit", dependencies: ["Easel"]),
        // The rewrite `easel port` and EaselPortPlugin share: pure Swift, no Foundation.
        .target(name: "EaselPort"),
        .executableTarget(name: "easel-port", dependencies: ["EaselPort"]),
        .plugin(name: "EaselPortPlugin", capability: .buildTool(), dependencies: ["easel-port"]),
        // Snapshot assertions for XCTest and Swift Testing.
        .target(name: "EaselTesting", dependencies: ["Easel"]),
        // Strategies for pointfreeco/swift-snapshot-testing users.
        .target(
            name: "EaselSnapshotTesting",
            dependencies: ["Easel", "EaselTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // What every easel executable shares: CommandError, exit statuses 0, 1 and 2, and the diff
        // subcommand, which needs only EaselImage.
        .target(
            name: "EaselCommandCore",
            dependencies: ["EaselImage", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "easel-diff",
            dependencies: ["EaselCommandCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // No Foundation, only the Swift runtime and the C library: it only chooses which executable to exec.
        .executableTarget(name: "easel-launcher"),
        // Every other subcommand, in a library that the two executables below share.
        .target(
            name: "EaselCommands",
            dependencies: [
                "Easel",
                "EaselCommandCore",
                "EaselPort",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The command line: every subcommand; `preview` execs easel-preview beside it, so that
        // building and starting `easel` (a render, a report) never needs Hummingbird and NIO.
        .executableTarget(name: "easel", dependencies: ["Easel", "EaselCommandCore", "EaselCommands"]),
        // The same with `preview`'s server (Hummingbird), which `easel preview` and scripts/install's
        // launcher run.
        .executableTarget(
            name: "easel-preview",
            dependencies: [
                "Easel",
                "EaselCommandCore",
                "EaselCommands",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .executableTarget(name: "easel-bench", dependencies: ["Easel"]),
        // libFuzzer target for screen files and PNGs (scripts/fuzz); an ordinary build replays files.
        .executableTarget(name: "easel-fuzz", dependencies: ["Easel"]),

        .testTarget(name: "EaselLayoutTests", dependencies: ["EaselLayout"]),
        // Reference images and fixtures are read from beside the test files, not bundled. The
        // tests sit in folders that mirror the sources, each with its own __Snapshots__. CCairo
        // only so that PNGTests can read Easel's PNGs back with cairo's own reader.
        .testTarget(
            name: "EaselTests",
            dependencies: ["Easel", "EaselGraphics", "EaselImage", "EaselTesting", "CCairo"],
            exclude: ["Fixtures", "Controls/__Snapshots__", "Graphics/__Snapshots__", "Lists/__Snapshots__", "Screens/__Snapshots__", "Views/__Snapshots__"]
        ),
        .testTarget(name: "EaselTestingTests", dependencies: ["EaselTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "EaselCommandTests", dependencies: ["Easel", "EaselPort", "EaselTesting", "EaselCommandCore", "EaselCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")], exclude: ["__Snapshots__"]),
        // UIKit screens written as iOS code is written, compiled against EaselUIKit (the @objc
        // ones through EaselPortPlugin, listed in easel-port.list) and rendered to references.
        .testTarget(
            name: "EaselCompatibilityTests",
            dependencies: ["EaselUIKit", "EaselTesting"],
            path: "Tests/Compatibility",
            exclude: ["__Snapshots__", "ObjC", "easel-port.list"],
            plugins: ["EaselPortPlugin"]
        ),
        .testTarget(name: "EaselSnapshotTestingTests", dependencies: ["EaselSnapshotTesting"], exclude: ["__Snapshots__"]),
    ]
)
