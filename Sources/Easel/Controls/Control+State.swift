import Foundation

extension Control {
    /// The states a control can be in at once, as `UIControl.State`: an option set whose empty
    /// value is `.normal`. A button's titles, images and colours are set per state; a state with
    /// none of its own shows the `.normal` one (so `[.selected, .highlighted]` needs its own, as
    /// in UIKit).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits UIKit keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a state draws when nothing was set for it: dimmed wins over pressed, pressed over
    /// the rest (selection alone has no look of its own outside what the app sets).
    enum StateLook {
        case normal, highlighted, disabled

        init(_ state: State) {
            self = state.contains(.disabled) ? .disabled : state.contains(.highlighted) ? .highlighted : .normal
        }
    }
}
