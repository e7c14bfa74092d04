import Foundation

/// One line of a run record: the JSON-lines file each test process keeps in the artifacts folder
/// (`run/<process>.jsonl`), so that `easel approve` knows which reference each failure belongs
/// to and `easel clean` knows which references a whole run asserted. EaselTesting writes it; the
/// command line reads it. Reference paths are relative to the package root when they are inside
/// it, so a shard's record from CI applies to a local checkout.
package struct SnapshotRunEvent: Codable, Hashable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// The process began asserting: `run`, `arguments`, `filtered`, and `shard` when it ran one.
        case start
        /// One assertion: `reference`, `outcome`, and for a failure `actual`.
        case assertion
        /// A test failed (an XCTest failure, or a failed snapshot assertion), so the run is not
        /// known to be whole: `test`; with `message` and `location` when a strict snapshot
        /// assertion failed on its layout (a conflict, an ambiguous view, text with a missing glyph)
        /// rather than on its image, so that `easel report` can list it.
        case testFailed
        /// The process ended normally.
        case end
    }

    /// What an assertion found.
    package enum Outcome: String, Codable, Sendable {
        /// The rendering matched its reference.
        case matched
        /// A reference was written: missing, or recording `.all`.
        case recorded
        /// It did not match; `actual` is the rendering in the artifacts folder.
        case failed
        /// It did not match and recording `.failed` already replaced the reference.
        case failedAndRecorded
        /// It could not be checked (a rendering error, an unreadable reference): `message` says why.
        case error
        /// It belongs to another shard of the suite (`EASEL_SHARD`): nothing was rendered or
        /// compared, so it neither passed nor failed here.
        case skipped
    }

    package var kind: Kind
    /// Which run the process belongs to: the processes of one `swift test` (XCTest's and Swift
    /// Testing's) share it.
    package var run: String?
    package var arguments: [String]?
    /// The process ran only some tests (a filter or a skip on its command line).
    package var filtered: Bool?
    /// The shard of the suite the process ran (`EASEL_SHARD`, `I/N`).
    package var shard: String?
    package var reference: String?
    package var outcome: Outcome?
    /// The failure's actual image or text, relative to the record's artifacts folder.
    package var actual: String?
    package var test: String?
    /// What failed, as the test failure said it, for a failure that has no image to show.
    package var message: String?
    /// Where the failure was reported: `Module/File.swift:line`.
    package var location: String?

    package init(kind: Kind, run: String? = nil, arguments: [String]? = nil, filtered: Bool? = nil, shard: String? = nil,
                 reference: String? = nil, outcome: Outcome? = nil, actual: String? = nil, test: String? = nil,
                 message: String? = nil, location: String? = nil) {
        self.kind = kind
        self.run = run
        self.arguments = arguments
        self.filtered = filtered
        self.shard = shard
        self.reference = reference
        self.outcome = outcome
        self.actual = actual
        self.test = test
        self.message = message
        self.location = location
    }

    /// The folder of run records inside an artifacts folder.
    package static let folderName = "run"

    /// The event as one line of JSON, newline included.
    package func line() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        data.append(0x0A)
        return data
    }
}

extension URL {
    /// The path below `root`, or the whole path when it is elsewhere: how a run record and the
    /// commands that read it name files.
    package func relativePath(from root: URL) -> String {
        let path = standardizedFileURL.path, base = root.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
