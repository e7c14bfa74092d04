import Easel
import Foundation

/// `easel diff` as a whole process (start-up, decoding both PNGs, the compare) against ImageMagick's
/// `compare -metric AE` on the same pairs, interleaved run by run so both see the same load: the
/// 1170 × 2532 typography pair, and a 500 × 500 pair.
struct WholeProcessDiffBenchmark {
    let iterations: Int

    func run() throws {
        // The command as users install it (scripts/install: static Swift runtime), else the one
        // built beside this benchmark.
        let candidates: [String?] = [ProcessInfo.processInfo.environment["EASEL"], "\(FileManager.default.currentDirectoryPath)/.build-static/bin/easel",
                          Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("easel").path]
        guard let path = candidates.compactMap({ $0 }).first(where: FileManager.default.isExecutableFile) else {
            print("\nwhole process: build the easel binary first (scripts/install .build-static/bin)")
            return
        }
        let easel = URL(fileURLWithPath: path)
        print("\nwhole process: \(path)")
        let imageMagick = ["/usr/bin/compare", "/usr/local/bin/compare"].first(where: FileManager.default.isExecutableFile)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-process-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let screen = ExampleScreen.typography
        for (name, size, scale) in [("1170×2532", screen.size, CGFloat(3)), ("500×500", CGSize(width: 250, height: 250), CGFloat(2))] {
            let expectedURL = folder.appendingPathComponent("\(name)-expected.png"), actualURL = folder.appendingPathComponent("\(name)-actual.png")
            try screen.makeView().render(size: size, scale: scale).writePNG(to: expectedURL)
            let changed = screen.makeView()
            (changed.first { $0 is Label } as? Label)?.textColor = .systemRed
            try changed.render(size: size, scale: scale).writePNG(to: actualURL)

            var ours = Measurement("easel diff \(name)")
            var oursWithImage = Measurement("easel diff \(name) -o diff.png")
            var peer = Measurement("ImageMagick compare \(name)")
            let files = [expectedURL.path, actualURL.path]
            for _ in 0 ..< iterations {
                try ours.time { try launch(easel.path, ["diff"] + files) }
                try oursWithImage.time { try launch(easel.path, ["diff"] + files + ["-o", folder.appendingPathComponent("diff.png").path]) }
                if let imageMagick { try peer.time { try launch(imageMagick, ["-metric", "AE"] + files + ["null:"]) } }
            }
            print("\nwhole process, \(name):")
            print(ours.report)
            print(oursWithImage.report)
            guard imageMagick != nil else {
                print("ImageMagick's compare is not installed (apt-get install imagemagick): no peer figure")
                continue
            }
            print(peer.report)
            print(String(format: "ratio: ImageMagick / easel diff = %.1f× (with -o diff.png: %.1f×)",
                         peer.medianMilliseconds / ours.medianMilliseconds, peer.medianMilliseconds / oursWithImage.medianMilliseconds))
        }
    }

    /// Runs a program to its end, its output discarded. posix_spawn and waitpid, not Foundation's
    /// `Process`, whose `waitUntilExit` polls its run loop and added about 50 ms to every launch.
    private func launch(_ path: String, _ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard started == 0 else { throw POSIXError(POSIXErrorCode(rawValue: started) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }
}
