import Foundation

/// Holds one view as wide as its safe area, at the height that view needs for that width,
/// centred vertically in the safe area (the seed's `constrainEqual(.Width, to: view)` and
/// `center(in: view)`, pinned to the safe area as iOS 11 and later expect) or at its top.
final class ContentContainer: View, ImplementationView {
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

    convenience init() {
        self.init(content: View())
    }

    required convenience init?(coder: NSCoder) {
        self.init()
    }

    override func layoutSubviews() {
        let area = safeAreaFrame
        let height = content.layoutSize(fitting: CGSize(width: area.width, height: .greatestFiniteMagnitude)).height
        // Content taller than the safe area starts at its top and runs off the bottom, rather
        // than disappearing under the status bar too.
        let top = placement == .center ? max(0, (area.height - height) / 2) : 0
        content.frame = CGRect(x: area.minX, y: area.minY + top, width: area.width, height: height)
    }
}
