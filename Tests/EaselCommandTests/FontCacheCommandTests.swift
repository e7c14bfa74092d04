import Foundation
import Testing

@Suite struct FontCacheCommandTests {
    /// The example screens' PNG bytes, by file name.
    private func render(into output: URL, cache: String) throws -> [String: Data] {
        let run = try easel("render", "-o", output.path, environment: ["EASEL_FONT_CACHE": cache])
        #expect(run.status == 0, "\(run.errors)")
        // Nothing on standard error but the summary: no fontconfig complaint.
        #expect(run.errors.hasPrefix("easel render: ") && run.errors.contains(" rendered, 0 failed in ") && run.errors.split(separator: "\n").count == 1)
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
            files[name] = try Data(contentsOf: output.appendingPathComponent(name))
        }
        // Every example screen, each printed once.
        #expect(files.count == run.output.split(separator: "\n").count)
        return files
    }

    @Test func parallelProcessesShareAFreshCacheAndRenderTheSameBytesAsWithoutIt() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache").path
        let uncached = try render(into: folder.appendingPathComponent("off"), cache: "off")
        #expect(uncached.count >= 6)
        let runs = try await withThrowingTaskGroup(of: [String: Data].self) { group in
            for index in 0 ..< 4 {
                group.addTask { try render(into: folder.appendingPathComponent("run\(index)"), cache: cache) }
            }
            return try await group.reduce(into: [[String: Data]]()) { $0.append($1) }
        }
        for run in runs { #expect(run == uncached) }
        // One folder, holding fontconfig's cache file; a warm run reads it.
        let folders = try FileManager.default.contentsOfDirectory(atPath: cache)
        #expect(folders.count == 1 && folders[0].hasPrefix("fonts-"))
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: "\(cache)/\(folders[0])/cache")
        #expect(cacheFiles.contains { $0.contains(".cache-") })
        #expect(try render(into: folder.appendingPathComponent("warm"), cache: cache) == uncached)
    }

    @Test func aReadOnlyOrImpossibleCacheFolderFallsBackWithNoError() throws {
        let folder = try temporaryFolder()
        let locked = folder.appendingPathComponent("locked")
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path)
            try? FileManager.default.removeItem(at: folder)
        }
        let uncached = try render(into: folder.appendingPathComponent("off"), cache: "off")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        #expect(try render(into: folder.appendingPathComponent("locked-out"), cache: locked.path) == uncached)
        try Data().write(to: folder.appendingPathComponent("plain-file"))
        #expect(try render(into: folder.appendingPathComponent("impossible-out"), cache: folder.appendingPathComponent("plain-file/cache").path) == uncached)
    }
}
