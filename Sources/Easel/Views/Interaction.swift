import Foundation

/// Something a view takes part in beyond taps, as `UIInteraction` (a context menu, drag and
/// drop): kept on the view for app code to find; none has a picture in a still render.
public protocol Interaction: AnyObject {
    var view: View? { get }
    func willMove(to view: View?)
    func didMove(to view: View?)
}

extension View {
    /// The interactions added to the view.
    public var interactions: [Interaction] {
        get { interactionStorage }
        set { interactionStorage = newValue }
    }

    public func addInteraction(_ interaction: Interaction) {
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: Interaction) {
        guard interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
