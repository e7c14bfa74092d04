import Easel
import Foundation

/// Asserts that the text `strategy` makes of `value` matches its `.txt` reference; strict about
/// constraint conflicts, as the image assertion is.
///
///     assertSnapshot(of: vc, as: .hierarchy(on: .iPhoneSE))
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: TextSnapshotStrategy<Value>,
    named name: String? = nil,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    func verify() -> String? {
        verifySnapshot(of: try value(), as: strategy, named: name, record: record, filePath: "\(filePath)", testName: testName)
    }
    let failure = checkingConstraints(test: testName, fileID: fileID, filePath: filePath, line: line, column: column, verify)
    guard let message = failure else { return }
    reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders a controller on every device × appearance × text size × direction, on all cores, and
/// checks each image against its reference, named after its configuration
/// (`<test>.iPhoneSE-dark-AX5.png`). The autoclosure runs once per image, so each gets its own
/// controller (pass `MyViewController()`, not a variable, to render in parallel). Strict about
/// constraints: a conflict any cell's tree still has fails the test once, at its line.
///
///     assertSnapshots(of: LoginViewController(), on: [.iPhoneSE, .iPhone15ProMax, .iPadPro11],
///                     appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
public func assertSnapshots(
    of controller: @autoclosure () throws -> ViewController,
    on devices: [Device],
    appearances: [UserInterfaceStyle] = [.light],
    contentSizes: [ContentSizeCategory] = [.large],
    layoutDirections: [LayoutDirection] = [.leftToRight],
    displayScale: CGFloat = 0,
    tolerance: Tolerance = .exact,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    check({
        RenderMatrix(devices: devices, appearances: appearances, contentSizes: contentSizes, layoutDirections: layoutDirections, displayScale: displayScale)
            .render(make: controller) { controller, cell in try controller.render(cell) }
    }, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// The same matrix for a view: it fills each device's screen.
public func assertSnapshots(
    of view: @autoclosure () throws -> View,
    on devices: [Device],
    appearances: [UserInterfaceStyle] = [.light],
    contentSizes: [ContentSizeCategory] = [.large],
    layoutDirections: [LayoutDirection] = [.leftToRight],
    displayScale: CGFloat = 0,
    tolerance: Tolerance = .exact,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    check({
        RenderMatrix(devices: devices, appearances: appearances, contentSizes: contentSizes, layoutDirections: layoutDirections, displayScale: displayScale)
            .render(make: view) { view, cell in try view.render(cell) }
    }, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// The same matrix for a screen file (its own traits under each cell's).
public func assertSnapshots(
    of screen: @autoclosure () throws -> ScreenFile,
    on devices: [Device],
    appearances: [UserInterfaceStyle] = [.light],
    contentSizes: [ContentSizeCategory] = [.large],
    layoutDirections: [LayoutDirection] = [.leftToRight],
    displayScale: CGFloat = 0,
    tolerance: Tolerance = .exact,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    // A screen file is a value: each cell makes its own view tree from it.
    check({
        RenderMatrix(devices: devices, appearances: appearances, contentSizes: contentSizes, layoutDirections: layoutDirections, displayScale: displayScale)
            .render(make: { try ScreenFileCell(file: screen()) }) { cell, configuration in try cell.file.render(cell.file.configuration(on: configuration.device, traits: configuration.traits)) }
    }, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// A screen file in a class, so the matrix sees one new object per cell and renders in parallel.
private final class ScreenFileCell {
    let file: ScreenFile
    init(file: ScreenFile) { self.file = file }
}

/// Renders the cells and checks each against its reference, reporting every failure, and (in
/// strict mode) each constraint conflict the cells' trees still have, once.
private func check(
    _ render: () -> [(RenderConfiguration, Result<Image, Error>)], tolerance: Tolerance, record: RecordMode?,
    fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
) {
    let images = checkingConstraints(test: testName, fileID: fileID, filePath: filePath, line: line, column: column, render)
    let strategy = SnapshotStrategy<Result<Image, Error>> { try $0.get() }
    for (configuration, image) in images {
        if let message = verifySnapshot(of: image, as: strategy, named: configuration.name, tolerance: tolerance, record: record, filePath: "\(filePath)", testName: testName) {
            reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
