/// A controller whose `loadView()` installs a view of a known type (seed 004), giving typed
/// access to it without casts at every use.
///
///     final class LoginViewController: ViewController, HasCustomView {
///         typealias CustomView = LoginView
///         override func loadView() { view = LoginView() }
///         override func viewDidLoad() { customView.titleLabel.text = "Welcome" }
///     }
public protocol HasCustomView: ViewController {
    associatedtype CustomView: View
}

extension HasCustomView {
    /// The view `loadView()` installed. Stops with a message naming both types if `loadView()`
    /// installed something else: that is a programming error, as in the seed.
    public var customView: CustomView {
        guard let customView = view as? CustomView else {
            fatalError(HasCustomViewMismatch.message(expected: CustomView.self, found: type(of: view!)))
        }
        return customView
    }
}

/// The seed's message for a custom view of the wrong type, in one place so that tests can pin it.
enum HasCustomViewMismatch {
    static func message(expected: Any.Type, found: Any.Type) -> String {
        "Expected view to be of type \(expected) but got \(found) instead"
    }
}
