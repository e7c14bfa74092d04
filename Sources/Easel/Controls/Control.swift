import Foundation

/// A view the user acts on, as `UIControl`: it has enabled, selected and highlighted states,
/// draws dimmed when disabled, and tells `onValueChanged` when a tap changes its value.
///
///     let toggle = Switch(isOn: true)
///     toggle.onValueChanged = { control in print((control as? Switch)?.isOn ?? false) }
open class Control: View {
    /// A disabled control draws at `Control.disabledAlpha` and ignores taps.
    open var isEnabled = true
    /// The selected state (`UIControl.isSelected`); controls that have no selected look ignore it.
    open var isSelected = false
    /// Draws the control as while a finger is on it.
    open var isHighlighted = false

    /// Runs after a tap changed the control's value.
    public var onValueChanged: ((Control) -> Void)?

    private var actions: [(events: Event, handler: (Control) -> Void)] = []

    /// The opacity UIKit gives disabled switches, sliders, steppers and segmented controls.
    public static let disabledAlpha: CGFloat = 0.5

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Draws `drawControl(in:)` dimmed when the control is disabled; subclasses override that.
    open override func draw(in canvas: Canvas) {
        canvas.withOpacity(isEnabled ? 1 : Control.disabledAlpha) { drawControl(in: canvas) }
    }

    /// The control's own look, in its bounds' coordinates. The base control draws nothing.
    open func drawControl(in canvas: Canvas) {}

    /// Takes the tap: an enabled control runs `tapChangedValue()`, sends `.touchUpInside`, and
    /// reports a change through `onValueChanged` and `.valueChanged`; a disabled one swallows
    /// it, as UIControl does.
    open override func handleTap() -> Bool {
        guard isEnabled else { return true }
        let changed = tapChangedValue()
        sendActions(for: .touchUpInside)
        if changed {
            onValueChanged?(self)
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        }
        return true
    }

    // MARK: Actions (UIControl's target-action, as closures)

    /// Runs `handler` with the control each time one of `events` happens, as UIKit's
    /// `addAction(_:for:)` and `addTarget(_:action:for:)`.
    ///
    ///     toggle.addAction(for: .valueChanged) { control in print((control as! Switch).isOn) }
    public func addAction(for events: Event, _ handler: @escaping (Control) -> Void) {
        actions.append((events, handler))
    }

    /// Runs the actions added for any of `events`, in the order they were added.
    public func sendActions(for events: Event) {
        for (registered, handler) in actions where !registered.isDisjoint(with: events) {
            handler(self)
        }
    }

    /// Forgets every action added for any of `events`.
    public func removeActions(for events: Event) {
        actions.removeAll { !$0.events.isDisjoint(with: events) }
    }

    /// The events actions have been added for.
    public var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// What a tap does to the value; true when it changed. The base control changes nothing.
    open func tapChangedValue() -> Bool { false }
}
