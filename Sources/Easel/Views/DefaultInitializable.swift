/// A view type that generic code can make with `init()`, as `CustomViewController` does in
/// `loadView()`. UIKit's Objective-C runtime lets generic code call `init()` on any view type;
/// Swift allows it only for a final class or a `required init()`, and a `required init()` on
/// `View` would force every subclass with its own designated initializer to write one. So the
/// generic code asks for this instead: a final class conforms with an empty extension (it
/// inherits `init()` when it overrides `init(frame:)` and `init?(coder:)`, or neither); a class
/// that others subclass writes `required init()`.
///
///     final class ProfileView: View { ... }
///     extension ProfileView: DefaultInitializable {}
///     final class ProfileViewController: CustomViewController<ProfileView> {}
public protocol DefaultInitializable: View {
    init()
}
