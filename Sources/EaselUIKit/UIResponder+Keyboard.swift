import Easel
import Foundation

extension Responder {
    /// The keyboard's notifications, as UIKit names them. No keyboard appears in a render, so
    /// none is ever posted; observers added for them compile and wait.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension View {
    /// Makes the first responder inside this view resign, as UIKit's `endEditing(_:)`; true
    /// when none is left.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.isFirstResponder { return view.resignFirstResponder() || force }
            pending += view.subviews
        }
        return true
    }
}

extension NotificationCenter {
    /// Calls `selector` on `observer` (held weakly) with each notification named `name`, as
    /// Foundation's Objective-C form, which Linux's Foundation lacks.
    public func addObserver(_ observer: Any, selector: EaselSelector, name: NSNotification.Name?, object: Any?) {
        let receiver = WeakReceiver(target: observer as AnyObject, selector: selector)
        _ = addObserver(forName: name, object: object, queue: nil) { notification in
            guard let target = receiver.target else { return }
            _ = receiver.selector.perform(on: target, sender: notification)
        }
    }
}

/// The observer and its selector, held weakly for a notification block: notifications are
/// posted on the poster's thread, as UIKit apps post them on the main thread.
private final class WeakReceiver: @unchecked Sendable {
    weak var target: AnyObject?
    let selector: EaselSelector

    init(target: AnyObject, selector: EaselSelector) {
        self.target = target
        self.selector = selector
    }
}
