#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

// Presentation, keyboard notifications and targets as app code writes them.

private final class DetailViewController: UIViewController {
    var loaded = false
    override func viewDidLoad() {
        super.viewDidLoad()
        loaded = true
    }
}

private final class KeyboardWatcher: UIView {
    var notes: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        NotificationCenter.default.addObserver(self, selector: EaselSelector("keyboardWillShow(_:)", KeyboardWatcher.keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func keyboardWillShow(_ notification: Notification) {
        notes.append(notification.name.rawValue)
    }
}

@Suite struct PresentationAndNotificationTests {
    /// `present` links the two controllers and loads the presented one's view; `dismiss` on
    /// either unlinks them; completions run.
    @Test func presentAndDismiss() {
        let root = UIViewController()
        let detail = DetailViewController()
        detail.modalPresentationStyle = .fullScreen
        var completed = 0
        root.present(detail, animated: true) { completed += 1 }
        #expect(root.presentedViewController === detail && detail.presentingViewController === root)
        #expect(detail.loaded && detail.modalPresentationStyle == .fullScreen)
        detail.dismiss(animated: true) { completed += 1 }
        #expect(root.presentedViewController == nil && detail.presentingViewController == nil)
        #expect(completed == 2)
    }

    /// `show(_:sender:)` pushes inside a navigation controller.
    @Test func showPushesInANavigationController() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        root.show(DetailViewController(), sender: nil)
        #expect(navigation.viewControllers.count == 2)
        #expect(root.presentedViewController == nil)
    }

    /// The selector form of `addObserver` calls the method with the notification.
    @Test func selectorObserversHearNotifications() {
        let watcher = KeyboardWatcher(frame: .zero)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(watcher.notes == ["UIKeyboardWillShowNotification"])
    }

    /// `endEditing(true)` makes the first responder inside the view resign.
    @Test func endEditingResignsTheFirstResponder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField()
        root.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(root.endEditing(true))
        #expect(!field.isFirstResponder)
    }
}
