import Foundation

/// How a presented controller covers the screen (`UIModalPresentationStyle`).
public enum ModalPresentationStyle: Int, Hashable, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// How a presented controller arrives (`UIModalTransitionStyle`).
public enum ModalTransitionStyle: Int, Hashable, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// Modal presentation, as UIKit's: the controllers are linked (`presentedViewController`,
/// `presentingViewController`) and the presented one's view is loaded, at once, completion
/// included. A render of the presenting controller shows its own view, as a snapshot of its
/// view on iOS does; render the presented controller to see it.
extension ViewController {
    /// The controller this one presented and has not dismissed.
    public var presentedViewController: ViewController? { presentation.presented }
    /// The controller that presented this one.
    public var presentingViewController: ViewController? { presentation.presenting }
    public var modalPresentationStyle: ModalPresentationStyle {
        get { presentation.modalPresentationStyle }
        set { presentation.modalPresentationStyle = newValue }
    }
    public var modalTransitionStyle: ModalTransitionStyle {
        get { presentation.modalTransitionStyle }
        set { presentation.modalTransitionStyle = newValue }
    }
    /// Whether a sheet refuses to be swiped away; nothing swipes in a render.
    public var isModalInPresentation: Bool {
        get { presentation.isModalInPresentation }
        set { presentation.isModalInPresentation = newValue }
    }

    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentation.presented = controller
        controller.presentation.presenting = self
        controller.loadViewIfNeeded()
        completion?()
    }

    /// Dismisses the controller this one presented, or this one when it was presented.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentation.presented {
            presented.presentation.presenting = nil
            presentation.presented = nil
        } else if let presenting = presentation.presenting {
            presenting.presentation.presented = nil
            presentation.presenting = nil
        }
        completion?()
    }

    /// Pushes onto the navigation controller holding this one, or else presents.
    public func show(_ controller: ViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }
}

/// What a controller presented or was presented by.
final class Presentation {
    var presented: ViewController?
    weak var presenting: ViewController?
    var modalPresentationStyle = ModalPresentationStyle.automatic
    var modalTransitionStyle = ModalTransitionStyle.coverVertical
    var isModalInPresentation = false
}
