import Easel
import Foundation
import SnapshotTesting

extension Snapshotting where Value == Easel.View, Format == Easel.Image {
    /// Renders the view with Easel, on Linux: at the device's size (without one, its own size or
    /// fitting size) and the traits' or device's scale (2 without either).
    ///
    ///     assertSnapshot(of: card, as: .image(on: .iPhoneSE))
    public static func image(on device: Device? = nil, traits: TraitCollection = TraitCollection(), tolerance: Tolerance = .exact) -> Snapshotting {
        image(RenderConfiguration(device: device, traits: traits), tolerance: tolerance)
    }

    /// Renders the view with Easel in `configuration`; every image strategy pulls back to it.
    public static func image(_ configuration: RenderConfiguration, tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { view in
            // The snapshot closure cannot throw; a view that cannot render gives the one-pixel
            // placeholder, which fails against any real reference with both sizes named.
            (try? view.render(configuration)) ?? Diffing<Easel.Image>.unreadable
        }
    }
}

extension Snapshotting where Value == Easel.ViewController, Format == Easel.Image {
    /// The controller's view filling the device's screen: the view strategy pulled back along `\.view`.
    ///
    ///     assertSnapshot(of: vc, as: .image(on: .iPhone15))
    public static func image(on device: Device = RenderConfiguration.defaultDevice, traits: TraitCollection = TraitCollection(), tolerance: Tolerance = .exact) -> Snapshotting {
        image(RenderConfiguration(device: device, traits: traits), tolerance: tolerance)
    }

    /// The controller's view filling the configuration's screen (an iPhone 15 when it names none).
    public static func image(_ configuration: RenderConfiguration, tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting<Easel.View, Easel.Image>.image(configuration.onDevice(else: RenderConfiguration.defaultDevice), tolerance: tolerance).pullback { $0.view }
    }
}
