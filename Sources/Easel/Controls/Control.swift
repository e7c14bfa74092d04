import Foundation

/// A view the user acts on, as `UIControl`: it has enabled, selected and highlighted states,
/// draws dimmed when disabled, and tells `onValueChanged` when a tap changes its value.
///
///     let toggle = Switch(isOn: true)
///     toggle.onValueChanged = { control in print((control as? Switch)?.isOn ?? false) }
open class Control: View {
    /// A disabled control draws at `Control.disabledAlpha` and ignores taps.
    public var isEnabled = true
    /// The selected state (`UIControl.isSelected`); controls that have no selected look ignore it.
    public var isSelected = false
    /// Draws the control as while a finger is on it.
    public var isHighlighted = false

    /// Runs after a tap changed the control's value.
    public var onValueChanged: ((Control) -> Void)?

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

    /// Takes the tap: an enabled control runs `tapChangedValue()` and reports a change through
    /// `onValueChanged`; a disabled one swallows it, as UIControl does.
    open override func handleTap() -> Bool {
        guard isEnabled else { return true }
        if tapChangedValue() { onValueChanged?(self) }
        return true
    }

    /// What a tap does to the value; true when it changed. The base control changes nothing.
    open func tapChangedValue() -> Bool { false }
}
