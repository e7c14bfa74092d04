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
        super.init()
    }

    /// The stack the elements became.
    public var stackView: StackView {
        (view as! ContentContainer).content as! StackView
    }

    open override func loadView() {
        view = ContentContainer(content: StackView(elements: elements))
    }

    open override func viewDidLoad() {
        view.backgroundColor = .white
    }
}

/// Holds one view as wide as itself, at the height that view needs for that width, centred
/// vertically (the seed's `constrainEqual(.Width, to: view)` and `center(in: view)`) or at the top.
final class ContentContainer: View {
    enum Placement: String, CaseIterable {
        case center, top
    }

    let content: View
    let placement: Placement

    init(content: View, placement: Placement = .center) {
        self.content = content
        self.placement = placement
        super.init(frame: .zero)
        addSubview(content)
    }

    override func layoutSubviews() {
        let height = content.layoutSize(fitting: CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
        let top = placement == .center ? (bounds.height - height) / 2 : 0
        content.frame = CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: height)
    }
}
