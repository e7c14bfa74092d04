import Benchmark
import Easel

/// Views laid out by constraints through the whole view layer (anchors, `LayoutConstraint`,
/// text measured for intrinsic sizes, frames put on the pixel grid): the 40 rows of
/// `LayoutBenchmarks`' stack made with anchors instead, a form whose labels line up their fields
/// on one column, and one constant changed in it followed by the next layout pass.
enum ConstraintBenchmarks {
    /// A form of `count` rows: a label and a switch each, the labels' ends pushing one shared
    /// column, each row below the one before; the handle of the first row's top constraint.
    static func form(rows count: Int) -> (View, LayoutConstraint) {
        let form = View(frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(count) * 44 + 40))
        let column = LayoutGuide()
        form.addLayoutGuide(column)
        let tight = column.leadingAnchor.constraint(equalTo: form.leadingAnchor, constant: 16)
        tight.priority = .defaultLow
        var constraints = [tight]
        var above = form.topAnchor
        for index in 0 ..< count {
            let label = Label(index % 3 == 0 ? "Setting \(index)" : "A longer setting, number \(index)")
            let toggle = Switch()
            for view in [label, toggle] as [View] {
                view.translatesAutoresizingMaskIntoConstraints = false
                form.addSubview(view)
            }
            constraints += [
                toggle.topAnchor.constraint(equalTo: above, constant: 8),
                toggle.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                label.leadingAnchor.constraint(equalTo: form.leadingAnchor, constant: 16),
                label.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
                column.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 12),
            ]
            above = toggle.bottomAnchor
        }
        LayoutConstraint.activate(constraints)
        return (form, constraints[1])
    }

    static func register() {
        Benchmark("Constraints form of 40 label rows, anchors") { benchmark in
            let (form, _) = form(rows: 40)
            benchmark.startMeasurement()
            form.layoutIfNeeded()
            blackHole(form.subviews.last?.frame)
        }

        let (edited, top) = form(rows: 40)
        edited.layoutIfNeeded()
        var edits = 0
        Benchmark("Constraints form of 40 label rows, one constant changed") { _ in
            edits += 1
            top.constant = CGFloat(8 + edits % 2)
            edited.layoutIfNeeded()
            blackHole(edited.subviews.last?.frame)
        }
    }
}
