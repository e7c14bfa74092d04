import Foundation

/// A piece of a screen described as a value (seed 000): a list of elements becomes a stack view.
///
///     let elements: [ContentElement] = [
///         .image(Image(named: "objc-logo")!),
///         .label("To use the Swift Talk app please login as a subscriber"),
///         .button("Login with GitHub", { print("Button tapped") }),
///     ]
///     let vc = StackViewController(elements: elements)
public enum ContentElement {
    /// Wrapping text (`numberOfLines = 0`), as in the seed.
    case label(String)
    /// A system button that runs the closure when tapped (the seed's `CallbackButton`).
    case button(String, () -> Void)
    /// An image, scaled to fit without distortion when the stack stretches it.
    case image(Image)
    /// Any view.
    case custom(View)
    /// A nested stack of elements.
    indirect case stack([ContentElement], axis: Axis = .horizontal, spacing: CGFloat = 10)
    /// Empty space of a fixed length along the enclosing stack's axis.
    case spacer(CGFloat)

    /// A new view for the element (vertical stacks are assumed for a spacer; `StackView(elements:)`
    /// gives spacers its own axis).
    public var view: View {
        view(along: .vertical)
    }

    func view(along axis: Axis) -> View {
        switch self {
        case let .label(text):
            let label = Label(text)
            label.numberOfLines = 0
            return label
        case let .button(title, onTap):
            return Button(title: title, onTap: onTap)
        case let .image(image):
            let view = ImageView(image: image)
            view.contentMode = .scaleAspectFit
            return view
        case let .custom(view):
            return view
        case let .stack(elements, stackAxis, spacing):
            let stack = StackView(elements: elements, axis: stackAxis)
            stack.spacing = spacing
            return stack
        case let .spacer(length):
            return StackView.spacer(length, along: axis)
        }
    }
}

extension StackView {
    /// A stack of the elements' views with the seed's defaults: vertical, spacing 10.
    public convenience init(elements: [ContentElement], axis: Axis = .vertical) {
        self.init(frame: .zero)
        self.axis = axis
        spacing = 10
        // The screen these stacks fill places them inside its safe area; a stack that overflows
        // the bottom keeps its own margins rather than growing them by the overflow.
        insetsLayoutMarginsFromSafeArea = false
        for element in elements {
            addArrangedSubview(element.view(along: axis))
        }
    }
}
