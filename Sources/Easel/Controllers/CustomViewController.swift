/// A controller whose view is a `CustomView` (seed 004's generic form): `loadView()` installs
/// `CustomView()`, and `customView` is typed. Subclasses that need to set the view up (a
/// delegate) override `loadView()` and call `super` first. Swift makes `CustomView()` through
/// a generic type only with a required or final initializer, so the view type conforms to
/// `DefaultInitializable` (a final view: `extension MyView: DefaultInitializable {}`).
///
///     final class MyViewController: CustomViewController<MyView> {
///         override func loadView() {
///             super.loadView()
///             customView.delegate = self
///         }
///     }
open class CustomViewController<CustomView: DefaultInitializable>: ViewController {
    /// The view `loadView()` installed. Stops with a message naming both types if a subclass's
    /// `loadView()` installed another type: a programming error, as in the seed.
    public var customView: CustomView {
        guard let customView = view as? CustomView else {
            fatalError(HasCustomViewMismatch.message(expected: CustomView.self, found: type(of: view!)))
        }
        return customView
    }

    open override func loadView() {
        view = CustomView()
    }
}
