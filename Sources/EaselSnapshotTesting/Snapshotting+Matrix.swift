import Easel
import Foundation
import SnapshotTesting

extension Snapshotting where Value == Easel.ViewController, Format == Easel.Image {
    /// One image strategy per device × appearance × text size × direction, keyed by the
    /// configuration's name, for swift-snapshot-testing's `assertSnapshots(of:as:)`:
    ///
    ///     assertSnapshots(of: vc, as: .images(on: [.iPhoneSE, .iPadPro11], appearances: [.light, .dark]))
    public static func images(
        on devices: [Device], appearances: [UserInterfaceStyle] = [.light], contentSizes: [ContentSizeCategory] = [.large],
        layoutDirections: [LayoutDirection] = [.leftToRight], displayScale: CGFloat = 0, tolerance: Tolerance = .exact
    ) -> [String: Snapshotting] {
        Snapshotting<Easel.View, Easel.Image>.images(
            on: devices, appearances: appearances, contentSizes: contentSizes, layoutDirections: layoutDirections, displayScale: displayScale, tolerance: tolerance
        ).mapValues { $0.pullback { $0.view } }
    }
}

extension Snapshotting where Value == Easel.View, Format == Easel.Image {
    /// The view strategy for every cell of the matrix, keyed by the configuration's name.
    public static func images(
        on devices: [Device], appearances: [UserInterfaceStyle] = [.light], contentSizes: [ContentSizeCategory] = [.large],
        layoutDirections: [LayoutDirection] = [.leftToRight], displayScale: CGFloat = 0, tolerance: Tolerance = .exact
    ) -> [String: Snapshotting] {
        let matrix = RenderMatrix(devices: devices, appearances: appearances, contentSizes: contentSizes, layoutDirections: layoutDirections, displayScale: displayScale)
        return Dictionary(uniqueKeysWithValues: matrix.configurations.map { cell in
            (cell.name, Snapshotting.image(on: cell.device, traits: cell.traits, tolerance: tolerance))
        })
    }
}

extension Snapshotting where Value == Easel.View, Format == String {
    /// The laid-out tree as text (`View.recursiveDescription`), as swift-snapshot-testing's
    /// `.recursiveDescription` for UIKit views.
    ///
    ///     assertSnapshot(of: card, as: .hierarchy(on: .iPhoneSE))
    public static func hierarchy(on device: Device? = nil, traits: TraitCollection = TraitCollection()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            do {
                try view.layOut(on: device, traits: traits)
                return view.recursiveDescription
            } catch {
                return "could not lay out: \(error)\n"
            }
        }
    }
}

extension Snapshotting where Value == Easel.ViewController, Format == String {
    /// The controller's laid-out view as text, filling the device's screen.
    public static func hierarchy(on device: Device = .iPhone15, traits: TraitCollection = TraitCollection()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            do {
                try controller.layOut(on: device, traits: traits)
                return controller.view.recursiveDescription
            } catch {
                return "could not lay out: \(error)\n"
            }
        }
    }
}
