import Foundation

extension GestureRecognizer {
    /// The stages of a gesture, as `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture (a tap) that was recognised: the same as `.ended`.
        public static let recognized = State.ended
    }
}
