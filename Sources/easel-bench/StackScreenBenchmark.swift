import Easel
import Foundation

/// One engine for a whole screen: 1,000 views in 100 rows of stacks (a row stack, a 36 × 36
/// avatar at priority 999, a column of three bars, two icons, a badge and a separator), the
/// rows in a column stack pinned to the root by anchors. Timed: the first layout (constraints
/// made and solved), and one constant changed then the next pass (the kept engine re-solves).
/// Beside it, the login screen file rendered in process (build, layout, draw), the render the
/// whole-process goal times.
struct StackScreenBenchmark {
    let iterations: Int

    func run() throws {
        print("Stack screen (1,000 views, stacks and anchors in one engine) and the login render:")
        var first = Measurement("1,000-view stack screen, first layout")
        var edit = Measurement("1,000-view stack screen, one constant then the next pass")
        for _ in 0 ..< iterations {
            let (root, handle) = Self.screen(rows: 100)
            first.time { root.layoutIfNeeded() }
            for step in 0 ..< 5 {
                edit.time {
                    handle.constant = 36 + CGFloat(step % 2)
                    root.layoutIfNeeded()
                }
            }
        }
        var login = Measurement("login.json render @2x in process (build, layout, draw)")
        var loginLayout = Measurement("login.json layout @2x")
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/Screens/login.json").standardized
        let file = try ScreenFile(contentsOf: url)
        let renderer = ViewRenderer(scale: 2)
        for _ in 0 ..< iterations {
            try login.time {
                let view = try file.makeView(imageScale: 2)
                try loginLayout.time { try renderer.layout(view, size: CGSize(width: 375, height: 667)) }
                _ = try renderer.draw(view)
            }
        }
        for measurement in [first, edit, login, loginLayout] { print("  " + measurement.report) }
    }

    /// The screen and the avatar width constraint of its middle row.
    static func screen(rows: Int) -> (View, LayoutConstraint) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(rows) * 53 + 100))
        let column = StackView()
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        var handle: LayoutConstraint?
        for index in 0 ..< rows {
            func sized(_ width: CGFloat?, _ height: CGFloat, priority: LayoutPriority = .required) -> (View, LayoutConstraint?) {
                let view = View()
                let widthConstraint = width.map { view.widthAnchor.constraint(equalToConstant: $0) }
                let heightConstraint = view.heightAnchor.constraint(equalToConstant: height)
                for constraint in [widthConstraint, heightConstraint].compactMap({ $0 }) {
                    constraint.priority = priority
                    constraint.isActive = true
                }
                return (view, widthConstraint)
            }
            let (avatar, avatarWidth) = sized(36, 36, priority: 999)
            if index == rows / 2 { handle = avatarWidth }
            let bars = StackView(arrangedSubviews: [sized(nil, 12).0, sized(nil, 8).0, sized(nil, 8).0])
            bars.axis = .vertical
            bars.spacing = 2
            let row = StackView(arrangedSubviews: [avatar, bars, sized(20, 20).0, sized(20, 20).0, sized(24, 16).0])
            row.alignment = .center
            row.spacing = 12
            row.isLayoutMarginsRelativeArrangement = true
            let separator = sized(nil, 1).0
            column.addArrangedSubview(row)
            column.addArrangedSubview(separator)
        }
        return (root, handle!)
    }
}
