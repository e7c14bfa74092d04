import Foundation

/// When a snapshot test writes its reference image, as swift-snapshot-testing's record modes.
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
    /// Never write: a missing reference is a failure.
    case never
    /// Write references that do not exist yet (and fail, saying so). The default.
    case missing
    /// Overwrite references that do not match (and fail, saying so), and write missing ones.
    case failed
    /// Write every reference (and fail, saying so).
    case all

    /// The mode in force: the argument, else a `.snapshots(record:)` trait or
    /// `withSnapshotRecording`, else `EASEL_RECORD` or `SNAPSHOT_TESTING_RECORD`, else `.missing`,
    /// or `.never` when the `CI` variable is set (as CI services set it), so that CI never
    /// records a reference by accident. Throws for an environment value that is not a mode's name.
    static func resolve(_ argument: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let argument { return argument }
        if let scoped = SnapshotSettings.record { return scoped }
        for variable in ["EASEL_RECORD", "SNAPSHOT_TESTING_RECORD"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            guard let mode = RecordMode(rawValue: value) else {
                throw SnapshotSetupError("\(variable)=\(value) is not a record mode; use one of " + allCases.map(\.rawValue).joined(separator: ", "))
            }
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    /// Whether `CI` is set to anything but `false` or `0`.
    static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"], !value.isEmpty else { return false }
        return !["false", "0", "no"].contains(value.lowercased())
    }

    /// Why nothing was recorded, when it is CI's doing: empty otherwise.
    static func ciNote(_ argument: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        guard argument == nil, SnapshotSettings.record == nil, isCI(environment),
              (try? resolve(nil, environment: environment)) == .never,
              !["EASEL_RECORD", "SNAPSHOT_TESTING_RECORD"].contains(where: { environment[$0]?.isEmpty == false }) else { return "" }
        return " because CI is set (EASEL_RECORD=missing records missing references there)"
    }
}

/// Settings in force for the current task: set by traits and `withSnapshotRecording`.
enum SnapshotSettings {
    @TaskLocal static var record: RecordMode?
}

/// Runs `body` with every snapshot assertion in it recording as `mode` says.
///
///     withSnapshotRecording(.all) { assertSnapshot(of: view) }
public func withSnapshotRecording<Result>(_ mode: RecordMode = .all, _ body: () throws -> Result) rethrows -> Result {
    try SnapshotSettings.$record.withValue(mode, operation: body)
}

/// Runs async `body` with every snapshot assertion in it recording as `mode` says.
public func withSnapshotRecording<Result>(_ mode: RecordMode = .all, _ body: () async throws -> Result) async rethrows -> Result {
    try await SnapshotSettings.$record.withValue(mode, operation: body)
}

/// A problem with how snapshots are set up, not with a rendering.
struct SnapshotSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
