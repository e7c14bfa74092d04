import Easel
import Testing

/// A view tree laid out by constraints is freed when its last owner lets go, as in UIKit: the
/// solver state a host view keeps between passes must not hold the views it solves. (A report
/// row once captured its view, and package-benchmark showed every form it made staying resident.)
@Suite struct ConstraintTreeReleaseTests {
    /// Weak references to the root, a label, a guide and an active constraint of a form laid out
    /// with anchors, SnapKit's DSL, intrinsic sizes and fitting; the form itself is gone on return.
    private func layOutAndRelease() -> (root: View?, label: View?, guide: LayoutGuide?, constraint: LayoutConstraint?) {
        weak var weakRoot: View?, weakLabel: View?, weakGuide: LayoutGuide?, weakConstraint: LayoutConstraint?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let column = LayoutGuide()
            root.addLayoutGuide(column)
            let label = Label("Name")
            let field = TextField(text: "Ada", placeholder: nil)
            for view in [label, field] as [View] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            let top = field.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
            LayoutConstraint.activate([
                top,
                field.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
                column.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 12),
            ])
            let note = Label("A note")
            root.addSubview(note)
            note.snp.makeConstraints { make in
                make.top.equalTo(field.snp.bottom).offset(8)
                make.leading.trailing.equalToSuperview().inset(16)
            }
            root.layoutIfNeeded()
            top.constant = 24
            root.layoutIfNeeded()
            _ = root.systemLayoutSizeFitting(CGSize(width: 320, height: 0))
            #expect(field.frame.minY == 24)
            weakRoot = root
            weakLabel = label
            weakGuide = column
            weakConstraint = top
        }
        return (weakRoot, weakLabel, weakGuide, weakConstraint)
    }

    @Test func aFormLaidOutByConstraintsIsFreed() {
        let left = layOutAndRelease()
        #expect(left.root == nil)
        #expect(left.label == nil)
        #expect(left.guide == nil)
        #expect(left.constraint == nil)
    }
}
