import Easel
import Testing

/// A constraint the app keeps after its views are gone, as `NSLayoutConstraint` allows: it is
/// inactive, names no items, and never takes a view made later for one of its own. (Layout
/// reads a constraint's views by identity instead of loading its weak items; a view made at a
/// freed view's address must not be mistaken for it.)
@Suite struct ConstraintOutlivingItsViewsTests {
    private func keptConstraint() -> LayoutConstraint {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = View(), b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let tie = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10)
        LayoutConstraint.activate([
            tie,
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 50, y: 0, width: 30, height: 20))
        return tie
    }

    @Test func aKeptConstraintWhoseViewsAreGoneTiesNothing() throws {
        let tie = keptConstraint()
        #expect(tie.firstItem == nil)
        #expect(tie.secondItem == nil)
        #expect(!tie.isActive)

        // Many new views, some likely at the freed views' addresses, each placed by its own
        // constraints alone: none moves for the kept constraint.
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var views: [View] = []
        for index in 0 ..< 64 {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index)),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(2 * index)),
                view.widthAnchor.constraint(equalToConstant: 5), view.heightAnchor.constraint(equalToConstant: 6),
            ])
            views.append(view)
        }
        let (_, issues) = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        #expect(issues.isEmpty)
        for (index, view) in views.enumerated() {
            #expect(view.frame == CGRect(x: CGFloat(index), y: CGFloat(2 * index), width: 5, height: 6))
        }

        // Activating it again finds no items to tie, and says so.
        let (_, reactivated) = LayoutDiagnostics.capture { tie.isActive = true }
        #expect(reactivated.map(\.kind) == [.noCommonAncestor])
        #expect(!tie.isActive)
    }
}
