import Foundation

/// Marks a view class that is Easel's own machinery (a screen's content container, a screen
/// file's overlay), so that tools name its nearest public superclass instead. Each such class
/// declares it where it is declared.
protocol ImplementationView {}

extension View {
    /// The name of the view's class, or of its nearest public superclass when the class is one
    /// of Easel's internal ones: what `easel frames` prints. A subclass of your own keeps its name.
    ///
    ///     StackViewController(elements: []).view.publicTypeName == "View"
    public var publicTypeName: String {
        var mirror = Mirror(reflecting: self)
        while mirror.subjectType is ImplementationView.Type, let parent = mirror.superclassMirror {
            mirror = parent
        }
        return String(describing: mirror.subjectType)
    }
}
