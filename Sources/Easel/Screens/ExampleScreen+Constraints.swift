import Foundation

// The example built with constraints: UIKit's anchors for the form, SnapKit's DSL and
// seed 002's `Layoutable` for the bottom panel.
extension ExampleScreen {
    /// A clip's details: a form whose labels of different lengths line up their fields on one
    /// column (each label pushes the column at least 12 points past its end; the column sits as
    /// far left as they allow), a note that wraps to the width the constraints give it, and seed
    /// 002's recording panel pinned to the bottom.
    public static let constraintForm = ExampleScreen(name: "constraint-form", size: CGSize(width: 375, height: 667)) {
        let screen = View()
        screen.backgroundColor = .systemGroupedBackground
        screen.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        let margins = screen.layoutMarginsGuide

        let title = Label("Edit clip", font: .systemFont(ofSize: 34, weight: .bold))
        title.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(title)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: margins.topAnchor, constant: 32),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        ])

        // The column every field starts at.
        let column = LayoutGuide()
        column.identifier = "fields"
        screen.addLayoutGuide(column)
        let tight = column.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        tight.priority = .defaultLow
        tight.isActive = true

        var above = title.bottomAnchor
        var spacing: CGFloat = 24
        let rows = [("Name", "Morning run"), ("Starts at", "07:42"), ("Duration", "00:12:30"), ("Frames per second", "60")]
        for (name, value) in rows {
            let label = Label(name)
            label.textColor = .secondaryLabel
            let field = TextField(text: value, placeholder: nil)
            field.borderStyle = .roundedRect
            for view in [label, field] as [View] {
                view.translatesAutoresizingMaskIntoConstraints = false
                screen.addSubview(view)
            }
            LayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: above, constant: spacing),
                field.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
                column.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 12),
            ])
            above = field.bottomAnchor
            spacing = 12
        }

        let note = Label("Clips record at the frame rate above. A clip longer than the free space on this device stops recording when the space runs out.")
        note.numberOfLines = 0
        note.font = .systemFont(ofSize: 13)
        note.textColor = .secondaryLabel
        screen.addSubview(note)
        note.snp.makeConstraints { make in
            make.top.equalTo(above).offset(16)
            make.leading.equalTo(column)
            make.trailing.equalTo(margins)
        }

        let panel = View()
        panel.backgroundColor = .secondarySystemGroupedBackground
        panel.cornerRadius = 20
        panel.maskedCorners = .top
        screen.addSubview(panel)
        panel.makeLayout(layouter: RecordPanelLayout(views: (screen), constants: (panelHeight: 120, bottomOffset: nil)))

        let record = View()
        record.backgroundColor = .systemRed
        record.cornerRadius = 32
        record.borderWidth = 4
        record.borderColor = .systemGray4
        let time = Label("00:12", font: .monospacedSystemFont(ofSize: 17))
        let cancel = Button(title: "Cancel")
        [record, time, cancel].forEach(panel.addSubview)
        record.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.centerY.equalToSuperview().offset(-6)
            make.size.equalTo(64)
        }
        time.snp.makeConstraints { make in
            make.leading.equalToSuperview().inset(24)
            make.centerY.equalTo(record)
        }
        cancel.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(24)
            make.centerY.equalTo(record)
        }
        return screen
    }

    /// Seed 002's `ClipRecordPanelLayout`, as the seed writes it (with Easel's names).
    private struct RecordPanelLayout: Layoutable {
        var views: (View)
        var constants: (panelHeight: CGFloat?, bottomOffset: CGFloat?)

        func layoutMaker() -> (ConstraintMaker) -> Void {
            let superView = views
            let (panelHeight, _) = constants
            return { make in
                make.bottom.equalTo(superView)
                make.left.right.equalTo(superView)
                make.height.equalTo(panelHeight ?? 120)
            }
        }
    }
}
