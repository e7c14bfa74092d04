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
            fatalError("expected \(Self.self).view to be \(CustomView.self), but loadView() installed \(type(of: view!))")
        }
        return customView
    }
}
