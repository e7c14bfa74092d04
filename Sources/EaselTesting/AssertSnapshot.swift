import Easel
import Foundation
import Testing
import XCTest

/// Asserts that `view` renders as its reference image (`__Snapshots__/<TestFile>/<test>.<n>.png`),
/// in XCTest and Swift Testing alike.
///
///     assertSnapshot(of: card, on: .iPhoneSE)
///     assertSnapshot(of: header, named: "compact", tolerance: Tolerance(maxDifferentPixels: 10))
public func assertSnapshot(
    of view: @autoclosure () throws -> View,
    on device: Device? = nil,
    traits: TraitCollection = TraitCollection(),
    named name: String? = nil,
    tolerance: Tolerance = .exact,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(of: try view(), as: .image(on: device, traits: traits), named: name ?? caseName(device), tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Asserts that the controller's view, filling `device`'s screen, renders as its reference image.
public func assertSnapshot(
    of controller: @autoclosure () throws -> ViewController,
    on device: Device = .iPhone15,
    traits: TraitCollection = TraitCollection(),
    named name: String? = nil,
    tolerance: Tolerance = .exact,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(of: try controller(), as: .image(on: device, traits: traits), named: name ?? caseName(device), tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Asserts that content elements, shown by a `StackViewController` on `device`, render as their
/// reference image.
///
///     assertSnapshot(of: [.label("Welcome"), .button("Start", {})], on: .iPhoneSE)
public func assertSnapshot(
    of elements: @autoclosure () throws -> [ContentElement],
    on device: Device = .iPhone15,
    traits: TraitCollection = TraitCollection(),
    named name: String? = nil,
    tolerance: Tolerance = .exact,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(of: try elements(), as: .image(on: device, traits: traits), named: name ?? caseName(device), tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Asserts that a screen file renders as its reference image; a file that cannot be read fails
/// the test with its error.
///
///     assertSnapshot(of: try ScreenFile(contentsOf: loginURL), named: "login")
public func assertSnapshot(
    of screen: @autoclosure () throws -> ScreenFile,
    on device: Device? = nil,
    traits: TraitCollection = TraitCollection(),
    named name: String? = nil,
    tolerance: Tolerance = .exact,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(of: try screen(), as: .image(on: device, traits: traits), named: name ?? caseName(device), tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Asserts that `value`, rendered by `strategy`, matches its reference image. Like every snapshot
/// assertion it is strict about constraints unless run inside `withoutStrictConstraints`: each
/// conflict the drawn tree still has fails the test at the broken constraint's line, and each
/// view its constraints leave ambiguous (`View.ambiguousLayouts()`) fails it at the assertion.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotStrategy<Value>,
    named name: String? = nil,
    tolerance: Tolerance = .exact,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    func verify() -> String? {
        verifySnapshot(of: try value(), as: strategy, named: name, tolerance: tolerance, record: record, filePath: "\(filePath)", testName: testName)
    }
    let failure = checkingConstraints(test: testName, fileID: fileID, filePath: filePath, line: line, column: column, verify)
    guard let message = failure else { return }
    // The run record learns that a test failed, which makes the run partial for `easel clean`.
    (SnapshotRunLog.current ?? .shared).testFailed(testName)
    reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// In a parameterized test case, an unnamed snapshot is named after the case's arguments
/// (`signUp.iPhone-SE.png`, `signUp.signup-small.png`; see `TestCaseArguments`), else, on a
/// device, after the device, so each case has its own readable reference.
func caseName(_ device: Device?) -> String? {
    guard Test.Case.current?.isParameterized == true else { return nil }
    return TestCaseArguments.current ?? device?.name
}

/// Records a failure with whichever test framework is running the current test.
package func reportFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        // Recorded as an error, so Swift Testing's headline is the message itself, not "Issue recorded".
        Issue.record(SnapshotFailure(description: message), sourceLocation: location)
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// A snapshot that did not match, or could not be checked, as Swift Testing shows it.
struct SnapshotFailure: Error, CustomStringConvertible {
    let description: String
}
