import Easel
import EaselTesting
import Foundation
import SnapshotTesting

extension Snapshotting where Value == Easel.View, Format == String {
    /// What VoiceOver reads, in order, one line an element (`View.accessibilityDescription`),
    /// laid out by Easel on `device` (else at the view's own size), diffed as lines. Each issue
    /// `checks` finds fails the test at the line that made the strategy, naming the element and
    /// the rule.
    ///
    ///     assertSnapshot(of: form, as: .accessibility(on: .iPhoneSE, checks: AccessibilityCheck.all))
    public static func accessibility(
        on device: Device? = nil, traits: TraitCollection = TraitCollection(), checks: Set<AccessibilityCheck> = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let configuration = RenderConfiguration(device: device, traits: traits)
        return SimplySnapshotting<String>.lines.pullback { view in
            // The snapshot closure cannot throw: what goes wrong fails the test where the strategy was made.
            do {
                for issue in try view.accessibilityIssues(checks, in: configuration) {
                    reportFailure(issue.description, fileID: fileID, filePath: filePath, line: line, column: column)
                }
                return view.accessibilityDescription
            } catch {
                reportFailure("Easel could not lay the view out: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
                return "\(error)\n"
            }
        }
    }

    /// What VoiceOver reads, at the view's own size, with no checks.
    public static var accessibility: Snapshotting { accessibility() }
}

extension Snapshotting where Value == Easel.ViewController, Format == String {
    /// What VoiceOver reads on the controller's view filling the device's screen.
    public static func accessibility(
        on device: Device = RenderConfiguration.defaultDevice, traits: TraitCollection = TraitCollection(), checks: Set<AccessibilityCheck> = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        Snapshotting<Easel.View, String>.accessibility(on: device, traits: traits, checks: checks, fileID: fileID, filePath: filePath, line: line, column: column).pullback { $0.view }
    }

    /// What VoiceOver reads on an iPhone 15, with no checks.
    public static var accessibility: Snapshotting { accessibility() }
}

extension Snapshotting where Value == Easel.View, Format == Easel.Image {
    /// The rendering with VoiceOver's elements outlined, numbered and listed in a legend beside
    /// it (`View.accessibilityImage`).
    ///
    ///     assertSnapshot(of: form, as: .accessibilityImage(on: .iPhoneSE))
    public static func accessibilityImage(
        on device: Device? = nil, traits: TraitCollection = TraitCollection(), checks: Set<AccessibilityCheck> = [], tolerance: Tolerance = .exact,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let configuration = RenderConfiguration(device: device, traits: traits)
        return Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { view in
            do {
                for issue in try view.accessibilityIssues(checks, in: configuration) {
                    reportFailure(issue.description, fileID: fileID, filePath: filePath, line: line, column: column)
                }
                return try view.accessibilityImage(configuration)
            } catch {
                reportFailure("Easel could not render the view: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
                return Diffing<Easel.Image>.unreadable
            }
        }
    }
}

extension Snapshotting where Value == Easel.ViewController, Format == Easel.Image {
    /// The accessibility picture of the controller's view filling the device's screen.
    public static func accessibilityImage(
        on device: Device = RenderConfiguration.defaultDevice, traits: TraitCollection = TraitCollection(), checks: Set<AccessibilityCheck> = [], tolerance: Tolerance = .exact,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        Snapshotting<Easel.View, Easel.Image>.accessibilityImage(on: device, traits: traits, checks: checks, tolerance: tolerance, fileID: fileID, filePath: filePath, line: line, column: column).pullback { $0.view }
    }
}
