import Testing

/// A Swift Testing trait that sets the record mode for a test or a whole suite.
///
///     @Suite(.snapshots(record: .failed)) struct ScreenTests { ... }
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    public let record: RecordMode

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotSettings.$record.withValue(record) { try await function() }
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Snapshot assertions in this test or suite record as `record` says.
    public static func snapshots(record: RecordMode) -> Self {
        SnapshotsTrait(record: record)
    }
}
