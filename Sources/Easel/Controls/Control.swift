import Foundation

/// A view the user acts on, as `UIControl`: it has enabled, selected and highlighted states,
/// draws dimmed when disabled, and runs its actions (`addAction(_:for:)`) when the user acts on it.
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
    /// The states the control is in now: `.disabled`, `.highlighted` and `.selected` as its
    /// flags say, `.normal` when none.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }
    /// Where the content (a button's image and title) sits across the bounds; centred by default.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsLayout() } }
    /// Where the content sits down the bounds; centred by default.
    open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { setNeedsLayout() } }
    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved for the layout direction.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        contentHorizontalAlignment.resolved(rightToLeft: isRightToLeft)
    }

    /// Runs after a tap changed the control's value: an action for `.valueChanged` that setting
    /// this again replaces.
    public var onValueChanged: ((Control) -> Void)? {
        get { handler(identifiedBy: Self.onValueChangedIdentifier) }
        set { setHandler(newValue, identifiedBy: Self.onValueChangedIdentifier, for: .valueChanged) }
    }

    private static let onValueChangedIdentifier = "Control.onValueChanged"

    private var actions: [(events: Event, action: Action)] = []

    /// The opacity UIKit gives disabled switches, sliders, steppers and segmented controls.
    public static let disabledAlpha: CGFloat = 0.5

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // UIKit: every control is an element; a disabled one is "Dimmed", a selected one "Selected".
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: AccessibilityTraits {
        var traits = AccessibilityTraits.none
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// Draws `drawControl(in:)` dimmed when the control is disabled; subclasses override that.
    open override func draw(in canvas: Canvas) {
        canvas.withOpacity(isEnabled ? 1 : Control.disabledAlpha) { drawControl(in: canvas) }
    }

    /// The control's own look, in its bounds' coordinates. The base control draws nothing.
    open func drawControl(in canvas: Canvas) {}

    // MARK: Tracking (UIKit's touch tracking; Easel sends no touches, so never called)

    /// Called when a touch enters the control; true to keep tracking it. Never called by Easel
    /// (taps arrive through `tap(at:)`); declared so that overrides compile.
    open func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }
    /// Called as a tracked touch moves; never called by Easel.
    open func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }
    /// Called when a tracked touch ends; never called by Easel.
    open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}
    /// Called when tracking is cancelled; never called by Easel.
    open func cancelTracking(with event: TouchEvent?) {}
    /// Whether a touch is being tracked (never, in Easel).
    open var isTracking: Bool { false }
    /// Whether a tracked touch is inside the control (never, in Easel).
    open var isTouchInside: Bool { false }

    /// Takes the tap: an enabled control runs `tapChangedValue()`, sends `.touchUpInside`, and
    /// reports a change with `.valueChanged`; a disabled one swallows it, as UIControl does.
    open override func handleTap() -> Bool {
        guard isEnabled else { return true }
        let changed = tapChangedValue()
        sendActions(for: .touchUpInside)
        if changed {
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        }
        return true
    }

    // MARK: Actions (UIControl's target-action and UIAction, one list)

    /// Runs `action` each time one of `events` happens, after the actions added before it. An
    /// action with the same identifier already added is replaced, as UIKit does.
    ///
    ///     toggle.addAction(Action { action in print((action.sender as! Switch).isOn) }, for: .valueChanged)
    public func addAction(_ action: Action, for events: Event) {
        actions.removeAll { $0.action.identifier == action.identifier }
        actions.append((events, action))
    }

    /// Runs `handler` with the control each time one of `events` happens.
    ///
    ///     toggle.addAction(for: .valueChanged) { control in print((control as! Switch).isOn) }
    public func addAction(for events: Event, _ handler: @escaping (Control) -> Void) {
        addAction(Action { action in (action.sender as? Control).map(handler) }, for: events)
    }

    /// Runs the actions added for any of `events`, in the order they were added.
    open func sendActions(for events: Event) {
        for (registered, action) in actions where !registered.isDisjoint(with: events) {
            action.perform(sender: self)
        }
    }

    /// Forgets every action for `events`; an action added for other events too still runs for those.
    public func removeActions(for events: Event) {
        removeActions(for: events) { _ in true }
    }

    /// Forgets `action` for `events`.
    public func removeAction(_ action: Action, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Forgets the action with `identifier` for `events`, as UIKit's `removeAction(identifiedBy:for:)`.
    public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        removeActions(for: events) { $0.identifier == identifier }
    }

    /// Forgets the actions `matching` picks for `events`, keeping each for the events it has left.
    public func removeActions(for events: Event, where matching: (Action) -> Bool) {
        actions = actions.compactMap { entry in
            guard matching(entry.action) else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (left, entry.action)
        }
    }

    /// The events the action with `identifier` runs for (none when there is no such action).
    public func events(forActionIdentifiedBy identifier: Action.Identifier) -> Event {
        actions.first { $0.action.identifier == identifier }?.events ?? Event()
    }

    /// Each action added for `event`, in order.
    public func actions(for event: Event) -> [Action] {
        actions.filter { !$0.events.isDisjoint(with: event) }.map(\.action)
    }

    /// The closure of the action with `identifier`, run as this control runs it.
    func handler(identifiedBy identifier: Action.Identifier) -> ((Control) -> Void)? {
        guard let action = actions.first(where: { $0.action.identifier == identifier })?.action else { return nil }
        return { control in action.perform(sender: control) }
    }

    /// Makes `handler` the action with `identifier` for `events`, or removes it when nil.
    func setHandler(_ handler: ((Control) -> Void)?, identifiedBy identifier: Action.Identifier, for events: Event) {
        guard let handler else {
            actions.removeAll { $0.action.identifier == identifier }
            return
        }
        addAction(Action(identifier: identifier) { action in (action.sender as? Control).map(handler) }, for: events)
    }

    /// The events actions have been added for.
    public var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// What a tap does to the value; true when it changed. The base control changes nothing.
    open func tapChangedValue() -> Bool { false }
}
