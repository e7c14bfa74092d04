import Easel

/// How a value becomes an image for a snapshot test: a plain value holding a render function.
/// New strategies come from old ones by `pullback`, as swift-snapshot-testing's do: the
/// view-controller strategy is the view strategy pulled back along `{ $0.view }`.
///
///     let strategy = SnapshotStrategy<View>.image(on: .iPhoneSE).pullback { (vc: ViewController) in vc.view }
public struct SnapshotStrategy<Value> {
    public var render: (Value) throws -> Image

    public init(render: @escaping (Value) throws -> Image) {
        self.render = render
    }

    /// A strategy for `NewValue` that turns it into a `Value` first.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> SnapshotStrategy<NewValue> {
        SnapshotStrategy<NewValue> { try render(transform($0)) }
    }
}

extension SnapshotStrategy where Value == View {
    /// The view rendered in `configuration`: every other image strategy pulls back to this one.
    public static func image(_ configuration: RenderConfiguration) -> SnapshotStrategy {
        SnapshotStrategy { try $0.render(configuration) }
    }

    /// Lays the view out at the device's size (without a device, at its own size, or its fitting
    /// size when it has none) and renders it at the traits' scale, else the device's, else 2.
    public static func image(on device: Device? = nil, traits: TraitCollection = TraitCollection()) -> SnapshotStrategy {
        image(RenderConfiguration(device: device, traits: traits))
    }
}

extension SnapshotStrategy where Value == ViewController {
    /// The controller's view filling the configuration's screen (an iPhone 15 when it names no
    /// device), with the controller's appearance calls.
    public static func image(_ configuration: RenderConfiguration) -> SnapshotStrategy {
        SnapshotStrategy<View>.image(configuration.onDevice(else: RenderConfiguration.defaultDevice)).pullback { $0.view }
    }

    /// The controller's view filling the device's screen (an iPhone 15 unless told otherwise).
    public static func image(on device: Device = RenderConfiguration.defaultDevice, traits: TraitCollection = TraitCollection()) -> SnapshotStrategy {
        image(RenderConfiguration(device: device, traits: traits))
    }
}

extension SnapshotStrategy where Value == [ContentElement] {
    /// The elements in a `StackViewController` (seed 000) filling the configuration's screen.
    public static func image(_ configuration: RenderConfiguration) -> SnapshotStrategy {
        SnapshotStrategy<ViewController>.image(configuration).pullback { StackViewController(elements: $0) }
    }

    /// The elements in a `StackViewController` (seed 000) filling the device's screen.
    public static func image(on device: Device = RenderConfiguration.defaultDevice, traits: TraitCollection = TraitCollection()) -> SnapshotStrategy {
        image(RenderConfiguration(device: device, traits: traits))
    }
}

extension SnapshotStrategy where Value == ScreenFile {
    /// The screen at the device's size, else the file's own; at the traits' scale, else the
    /// device's, else the file's.
    public static func image(on device: Device? = nil, traits: TraitCollection = TraitCollection()) -> SnapshotStrategy {
        SnapshotStrategy { file in
            try file.render(file.configuration(on: device, traits: traits))
        }
    }
}
