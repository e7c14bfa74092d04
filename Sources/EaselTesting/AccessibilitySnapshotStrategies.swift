import Easel
import Foundation

extension TextSnapshotStrategy where Value == View {
    /// What VoiceOver reads, in order, one line an element: what it says, the hint, the frame
    /// (`View.accessibilityDescription`), after laying the view out in `configuration`. Each
    /// issue `checks` finds fails the test, naming the element and the rule.
    ///
    ///     assertSnapshot(of: form, as: .accessibility(on: .iPhoneSE, checks: [.missingLabel, .touchTarget]))
    public static func accessibility(_ configuration: RenderConfiguration, checks: Set<AccessibilityCheck> = []) -> TextSnapshotStrategy {
        TextSnapshotStrategy { view in
            // The audit lays the view out (and renders it, for contrast) in the configuration.
            try AccessibilityFindings.report(view.accessibilityIssues(checks, in: configuration))
            return view.accessibilityDescription
        }
    }

    /// What VoiceOver reads, laid out on `device` (else at the view's own size) with `traits`.
    public static func accessibility(on device: Device? = nil, traits: TraitCollection = TraitCollection(), checks: Set<AccessibilityCheck> = []) -> TextSnapshotStrategy {
        accessibility(RenderConfiguration(device: device, traits: traits), checks: checks)
    }

    /// What VoiceOver reads, at the view's own size, with no checks.
    public static var accessibility: TextSnapshotStrategy { accessibility() }
}

extension TextSnapshotStrategy where Value == ViewController {
    /// What VoiceOver reads on the controller's view filling the device's screen (an iPhone 15
    /// unless told otherwise).
    public static func accessibility(on device: Device = RenderConfiguration.defaultDevice, traits: TraitCollection = TraitCollection(), checks: Set<AccessibilityCheck> = []) -> TextSnapshotStrategy {
        TextSnapshotStrategy<View>.accessibility(RenderConfiguration(device: device, traits: traits), checks: checks).pullback { $0.view }
    }

    /// What VoiceOver reads on an iPhone 15, with no checks.
    public static var accessibility: TextSnapshotStrategy { accessibility() }
}

extension TextSnapshotStrategy where Value == ScreenFile {
    /// What VoiceOver reads on the screen file's view, on the device (else the file's own).
    public static func accessibility(on device: Device? = nil, traits: TraitCollection = TraitCollection(), checks: Set<AccessibilityCheck> = []) -> TextSnapshotStrategy {
        TextSnapshotStrategy { file in
            let view = try file.makeView()
            return try TextSnapshotStrategy<View>.accessibility(file.configuration(on: device, traits: traits), checks: checks).render(view)
        }
    }

    /// What VoiceOver reads on the screen file as it describes itself, with no checks.
    public static var accessibility: TextSnapshotStrategy { accessibility() }
}

extension SnapshotStrategy where Value == View {
    /// The rendering with each element VoiceOver stops on outlined in a colour and numbered,
    /// and a legend beside it of what VoiceOver says, in order (`View.accessibilityImage`).
    /// Each issue `checks` finds fails the test, naming the element and the rule.
    ///
    ///     assertSnapshot(of: form, as: .accessibilityImage(on: .iPhoneSE, traits: TraitCollection(preferredContentSizeCategory: .accessibilityLarge)))
    public static func accessibilityImage(_ configuration: RenderConfiguration, checks: Set<AccessibilityCheck> = []) -> SnapshotStrategy {
        SnapshotStrategy { view in
            try AccessibilityFindings.report(view.accessibilityIssues(checks, in: configuration))
            return try view.accessibilityImage(configuration)
        }
    }

    /// The accessibility picture on `device` (else at the view's own size) with `traits`.
    public static func accessibilityImage(on device: Device? = nil, traits: TraitCollection = TraitCollection(), checks: Set<AccessibilityCheck> = []) -> SnapshotStrategy {
        accessibilityImage(RenderConfiguration(device: device, traits: traits), checks: checks)
    }
}

extension SnapshotStrategy where Value == ViewController {
    /// The accessibility picture of the controller's view filling the device's screen.
    public static func accessibilityImage(on device: Device = RenderConfiguration.defaultDevice, traits: TraitCollection = TraitCollection(), checks: Set<AccessibilityCheck> = []) -> SnapshotStrategy {
        SnapshotStrategy<View>.accessibilityImage(RenderConfiguration(device: device, traits: traits), checks: checks).pullback { $0.view }
    }
}

extension SnapshotStrategy where Value == ScreenFile {
    /// The accessibility picture of the screen file's view, on the device (else the file's own).
    public static func accessibilityImage(on device: Device? = nil, traits: TraitCollection = TraitCollection(), checks: Set<AccessibilityCheck> = []) -> SnapshotStrategy {
        SnapshotStrategy { file in
            let view = try file.makeView()
            return try SnapshotStrategy<View>.accessibilityImage(file.configuration(on: device, traits: traits), checks: checks).render(view)
        }
    }
}
