import Easel
import Foundation
import Testing

/// Strict constraints: a conflict, an unmatched `snp.updateConstraints` or a constraint between
/// unrelated views becomes a test failure at the line that made the constraint; text drawn with
/// a character no font has (a box) fails at the assertion. Snapshot assertions are strict unless
/// run inside `withoutStrictConstraints`, and also fail on an ambiguous layout in the tree they
/// draw (a view whose constraints allow more than one frame).
///
///     withStrictConstraints {
///         screen.layoutIfNeeded()      // fails the test at the conflicting constraint's line
///     }
public func withStrictConstraints<Result>(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () throws -> Result
) rethrows -> Result {
    let (result, issues) = try LayoutDiagnostics.capture(body)
    reportConstraintIssues(issues, test: Test.current?.name, fileID: fileID, filePath: filePath, line: line, column: column)
    return result
}

/// Runs `body` with snapshot assertions that let constraint problems pass (they are still sent
/// to `LayoutDiagnostics.handler` if one is set outside).
public func withoutStrictConstraints<Result>(_ body: () throws -> Result) rethrows -> Result {
    try ConstraintStrictness.$isOn.withValue(false, operation: body)
}

enum ConstraintStrictness {
    @TaskLocal static var isOn = true
}

/// Fails the current test once per issue, at the constraint's own file and line when it has one
/// (else at the assertion). The run record lists each with `test`'s name (when known), since no
/// image shows it: the drawing can match its reference while the layout that drew it is wrong.
func reportConstraintIssues(_ issues: [ConstraintIssue], test: String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    for issue in issues {
        let (failureFileID, failureFilePath, failureLine, failureColumn) = issue.location.map { ($0.fileID, $0.filePath, $0.line, UInt(1)) } ?? (fileID, filePath, line, column)
        if let test {
            (SnapshotRunLog.current ?? .shared).testFailed(test, message: issue.message, location: "\(failureFileID):\(failureLine)")
        }
        reportFailure(issue.message, fileID: failureFileID, filePath: failureFilePath, line: failureLine, column: failureColumn)
    }
}

/// Runs a snapshot's rendering and, in strict mode, fails the test for each constraint problem:
/// every conflict a tree it draws still has, wherever that tree's layout first ran (before the
/// assertion, or on a matrix's worker thread), every ambiguous view in it, and the other
/// problems raised while it runs.
func checkingConstraints<Result>(test: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, _ render: () -> Result) -> Result {
    guard ConstraintStrictness.isOn else { return render() }
    let ((result, conflicts), issues) = LayoutDiagnostics.capture { LayoutDiagnostics.captureRenderedConflicts(render) }
    // A conflict found while rendering is in its tree too: reported once, from there. Text
    // with missing glyphs reports each time it is drawn (a matrix draws it in every cell): once.
    var drawnText = Set<String>()
    let others = issues.filter { $0.kind != .unsatisfiable && ($0.kind != .missingGlyph || drawnText.insert($0.message).inserted) }
    reportConstraintIssues(conflicts + others, test: test, fileID: fileID, filePath: filePath, line: line, column: column)
    return result
}
