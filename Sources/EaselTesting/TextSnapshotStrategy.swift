import Easel
import Foundation

/// How a value becomes text for a snapshot test (a `.txt` reference beside the images), as
/// swift-snapshot-testing's `.recursiveDescription`: a layout change then fails with a readable
/// diff of the lines that moved, even where pixels would pass a tolerance.
///
///     assertSnapshot(of: vc, as: .hierarchy(on: .iPhone15))
public struct TextSnapshotStrategy<Value> {
    public var render: (Value) throws -> String

    public init(render: @escaping (Value) throws -> String) {
        self.render = render
    }

    /// A strategy for `NewValue` that turns it into a `Value` first.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> TextSnapshotStrategy<NewValue> {
        TextSnapshotStrategy<NewValue> { try render(transform($0)) }
    }
}

extension TextSnapshotStrategy where Value == View {
    /// The laid-out tree (`View.recursiveDescription`): types, frames, texts, identifiers, after
    /// laying the view out as `SnapshotStrategy.image(on:traits:)` would draw it.
    public static func hierarchy(on device: Device? = nil, traits: TraitCollection = TraitCollection()) -> TextSnapshotStrategy {
        TextSnapshotStrategy { view in
            try view.layOut(on: device, traits: traits)
            return view.recursiveDescription
        }
    }
}

extension TextSnapshotStrategy where Value == ViewController {
    /// The controller's laid-out view filling the device's screen.
    public static func hierarchy(on device: Device = .iPhone15, traits: TraitCollection = TraitCollection()) -> TextSnapshotStrategy {
        TextSnapshotStrategy { controller in
            try controller.layOut(on: device, traits: traits)
            return controller.view.recursiveDescription
        }
    }
}

extension TextSnapshotStrategy where Value == ScreenFile {
    /// The screen file's laid-out tree on the device (else the file's own).
    public static func hierarchy(on device: Device? = nil, traits: TraitCollection = TraitCollection()) -> TextSnapshotStrategy {
        TextSnapshotStrategy { file in
            let view = try file.makeView()
            try view.layOut(file.configuration(on: device, traits: traits))
            return view.recursiveDescription
        }
    }
}
