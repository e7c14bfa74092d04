import Easel
import Testing

/// Which constraint is broken when required constraints conflict, each case rebuilt from an iOS
/// console log ("Unable to simultaneously satisfy constraints … Will attempt to recover by
/// breaking constraint …") posted with the app's code. Apple's Auto Layout Guide ("Unsatisfiable
/// Layouts") says only that one of the conflicting constraints is broken; the logs show which:
/// never the frame a view keeps (`NSAutoresizingMaskLayoutConstraint`, the
/// `UIView-Encapsulated-Layout-Height` a container gives), a constant width or height the app set
/// when the conflict has one, else the last constraint added.
@Suite struct ConflictChoiceTests {
    private func conflicts(in root: View) -> [ConstraintIssue] {
        LayoutDiagnostics.capture { root.layoutIfNeeded() }.1.filter { $0.kind == .unsatisfiable }
    }

    /// ResearchKit/AppCore issue 111 (2015): a view 343 high pinned to the margins (inset by −8)
    /// of a view that keeps its 50-point frame (`h=--& v=--&`). iOS broke `V:[UIView(343)]`,
    /// the first constraint made, not the bottom one that completed the conflict; the view then
    /// fills the 50 points.
    @Test func aConstantHeightIsBrokenBeforeTheEdgesThatCameLater() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = View(frame: CGRect(x: 0, y: 100, width: 320, height: 50))
        root.addSubview(container)
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let height = view.heightAnchor.constraint(equalToConstant: 343)
        LayoutConstraint.activate([
            height,
            view.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor, constant: -8),
            container.layoutMarginsGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        let issues = conflicts(in: root)
        try #require(issues.count == 1)
        #expect(issues[0].broken?.description == height.description)
        #expect(issues[0].constraints.count == 4)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    }

    /// CVCalendar issue 147 (2015): a calendar 0.4 of its controller's 667-point view and also
    /// 267 high. iOS kept the view's encapsulated height and the proportion and broke
    /// `V:[CVCalendarView(267)]`.
    @Test func aConstantHeightIsBrokenBeforeAProportionOfTheScreen() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let calendar = View()
        calendar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(calendar)
        let fixed = calendar.heightAnchor.constraint(equalToConstant: 267)
        LayoutConstraint.activate([
            calendar.topAnchor.constraint(equalTo: root.topAnchor),
            calendar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            calendar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            calendar.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.4),
            fixed,
        ])
        let issues = conflicts(in: root)
        try #require(issues.count == 1)
        #expect(issues[0].broken?.description == fixed.description)
        #expect(issues[0].message.contains("View.height == 0.4 × View.height"))
    }

    /// TimelineCards issue 5 (2021): a card 192 high, 1 above the cell's top and 20 above its
    /// bottom, in a cell whose encapsulated height is 211.333 (any height but 212 conflicts; 210
    /// here, to stay on whole points). iOS broke `card.height == 192`, though the cell's height
    /// came last; the card then runs from −1 to 20 above the bottom.
    @Test func theContainersHeightIsKeptAndTheCardsHeightBroken() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 210))
        root.addSubview(cell)
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(card)
        let height = card.heightAnchor.constraint(equalToConstant: 192)
        LayoutConstraint.activate([
            cell.topAnchor.constraint(equalTo: card.topAnchor, constant: 1),
            cell.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: 20),
            height,
            card.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
        ])
        let issues = conflicts(in: root)
        try #require(issues.count == 1)
        #expect(issues[0].broken?.description == height.description)
        #expect(card.frame == CGRect(x: 16, y: -1, width: 288, height: 191))
    }

    /// A gist of an iOS log (2017): a button that still translates its zero frame into
    /// constraints, given `width == 100`. iOS listed `NSAutoresizingMaskLayoutConstraint h=--&
    /// v=--& UIButton.width == 0` first and broke `UIButton.width == 100`; the frame stays.
    @Test func aFrameTranslatedIntoConstraintsIsNeverTheOneBroken() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = Button(title: "Go")
        button.frame = .zero
        root.addSubview(button)
        let width = button.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        let issues = conflicts(in: root)
        try #require(issues.count == 1)
        #expect(issues[0].broken?.description == width.description)
        #expect(issues[0].constraints.first?.description.hasPrefix("NSAutoresizingMaskLayoutConstraint h=--& v=--&") == true)
        #expect(issues[0].constraints.first?.description.hasSuffix(".width == 0") == true)
        #expect(button.frame.width == 0)
    }
}
