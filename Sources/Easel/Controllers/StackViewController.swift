import Foundation

/// A screen made of content elements (seed 000): a white view with a vertical stack of the
/// elements' views, as wide as the view and centred in it.
///
///     let vc = StackViewController(elements: elements)
///     try vc.render(size: CGSize(width: 320, height: 480), scale: 2)
open class StackViewController: ViewController {
    public let elements: [ContentElement]

    public init(elements: [ContentElement]) {
        self.elements = elements
        super.init(nibName: nil, bundle: nil)
    }

    /// Easel never decodes archives: a screen with no elements (see `ViewController`).
    public required init?(coder: NSCoder) {
        elements = []
        super.init(coder: coder)
    }

    /// The stack the elements became.
    public var stackView: StackView {
        (view as! ContentContainer).content as! StackView
    }

    /// The screen a screen file of the same elements shows: a vertical stack, spacing 10, centred.
    open override func loadView() {
        view = ContentContainer.screen(.stack(elements, axis: .vertical))
    }
}
