@testable import Easel
@testable import EaselGraphics
import Foundation
import Testing

private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-font-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Two copies of a shipped font, so a test can change them.
private func fontCopies(in folder: URL) throws -> [String] {
    let source = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    return try ["One.ttf", "Two.ttf"].map { name in
        let copy = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(atPath: source, toPath: copy.path)
        return copy.path
    }
}

@Suite struct FontCacheTests {
    @Test func theFolderLinksEveryFileInOrderAndIsReused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try fontCopies(in: folder)
        let cache = FontCache(root: folder.appendingPathComponent("cache"))
        let made = try #require(cache.folder(for: files))
        let links = try FileManager.default.contentsOfDirectory(atPath: made.links).sorted()
        #expect(links == ["000-One.ttf", "001-Two.ttf"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: made.links + "/001-Two.ttf") == files[1])
        let created = try FileManager.default.attributesOfItem(atPath: made.url.path)[.creationDate] as? Date
        #expect(cache.folder(for: files) == made)
        #expect(try FileManager.default.attributesOfItem(atPath: made.url.path)[.creationDate] as? Date == created)
    }

    @Test func aChangedFontFileGetsANewFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try fontCopies(in: folder)
        let cache = FontCache(root: folder.appendingPathComponent("cache"))
        let before = try #require(cache.folder(for: files))
        // A new modification time alone is a change.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: files[0])
        let touched = try #require(cache.folder(for: files))
        #expect(touched != before)
        // So is a new size.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: files[1]))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        let grown = try #require(cache.folder(for: files))
        #expect(grown != touched && grown != before)
        // And another fontconfig version.
        #expect(FontCache(root: cache.root, salt: "fontconfig 99").folder(for: files) != grown)
    }

    @Test func aMissingFileGivesNoFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FontCache(root: folder).folder(for: [folder.appendingPathComponent("gone.ttf").path]) == nil)
    }

    @Test func aCacheRootThatCannotBeWrittenGivesNoFolderAndNoError() throws {
        let folder = try temporaryFolder()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("locked").path)
            try? FileManager.default.removeItem(at: folder)
        }
        let files = try fontCopies(in: folder)
        // A root below a plain file can never be made.
        try Data("not a folder".utf8).write(to: folder.appendingPathComponent("file"))
        #expect(FontCache(root: folder.appendingPathComponent("file/cache")).folder(for: files) == nil)
        // A read-only root.
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        if access(locked.path, W_OK) != 0 { // root ignores permissions
            #expect(FontCache(root: locked).folder(for: files) == nil)
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
        }
    }

    @Test func parallelCallersShareOneFolderAndLeaveNoStagingFolders() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try fontCopies(in: folder)
        let root = folder.appendingPathComponent("cache")
        let folders = await withTaskGroup(of: FontCache.Folder?.self) { group in
            for _ in 0 ..< 16 { group.addTask { FontCache(root: root).folder(for: files) } }
            return await group.reduce(into: [FontCache.Folder?]()) { $0.append($1) }
        }
        #expect(folders.count == 16)
        #expect(Set(folders.map { $0?.url }).count == 1 && folders[0] != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).count == 1)
    }
}
