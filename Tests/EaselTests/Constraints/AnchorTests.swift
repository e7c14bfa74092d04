import Easel
import Testing

@Suite struct AnchorTests {
    /// A 320 × 480 root with one child that constraints place.
    private func screen() -> (View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        return (root, child)
    }

    @Test func edgesAndConstantsPlaceAView() {
        let (root, child) = screen()
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 288, height: 44))
    }

    @Test func leftRightBottomAndCentres() {
        let (root, child) = screen()
        LayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            child.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -30),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
            child.heightAnchor.constraint(equalToConstant: 60),
        ])
        let dot = View()
        dot.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(dot)
        LayoutConstraint.activate([
            dot.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            dot.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -10),
            dot.widthAnchor.constraint(equalToConstant: 20),
            dot.heightAnchor.constraint(equalTo: dot.widthAnchor, multiplier: 1.5),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 380, width: 280, height: 60))
        #expect(dot.frame == CGRect(x: 150, y: 215, width: 20, height: 30))
    }

    @Test func inequalitiesAndPrioritiesDecideBetweenWishes() {
        let (root, child) = screen()
        let wide = child.widthAnchor.constraint(equalToConstant: 400)
        wide.priority = .defaultHigh
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -20),
            child.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
            wide,
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 300)

        wide.constant = 120
        root.layoutIfNeeded()
        #expect(child.frame.width == 120)

        let narrow = child.widthAnchor.constraint(equalToConstant: 60)
        narrow.priority = .defaultHigh + 1
        narrow.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 60)

        narrow.isActive = false
        root.layoutIfNeeded()
        #expect(child.frame.width == 120)
    }

    @Test func systemSpacingIsEightPoints() {
        let (root, first) = screen()
        let second = View()
        second.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(second)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 2),
            first.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 1),
            first.widthAnchor.constraint(equalToConstant: 40),
            first.heightAnchor.constraint(equalToConstant: 40),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
            second.topAnchor.constraint(equalTo: first.topAnchor),
            second.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 0.5, constant: 5),
            second.heightAnchor.constraint(equalTo: first.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 16, y: 8, width: 40, height: 40))
        #expect(second.frame == CGRect(x: 64, y: 8, width: 25, height: 40))
    }

    @Test func baselineAnchorsPlaceTextOnItsBaselines() {
        // The system font: ascender size × 1950/2048, line height size × 2444/2048. At 20 points
        // the ascender is 19.04296875 and a line 23.8671875 (24 tall on the grid of scale 2); at
        // 15 points 14.2822265625 and 17.900390625, so two lines are 35.80078125 (36 tall) and
        // the last baseline is 17.900390625 + 14.2822265625 = 32.1826171875 from the top.
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let title = Label("Total", font: .systemFont(ofSize: 20))
        let note = Label("Two\nlines", font: .systemFont(ofSize: 15))
        note.numberOfLines = 0
        let underTitle = View(), toNoteBaseline = View()
        for view in [title, note, underTitle, toNoteBaseline] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            title.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            note.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            note.lastBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            underTitle.topAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 4),
            toNoteBaseline.bottomAnchor.constraint(equalTo: note.firstBaselineAnchor),
        ])
        for view in [underTitle, toNoteBaseline] {
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        root.layoutIfNeeded()
        // 50 − 19.04296875 = 30.95703125, on the grid 31.
        #expect(title.frame.minY == 31)
        #expect(title.frame.height == 24)
        // One line: its last baseline is its first, at exactly 50 before rounding.
        #expect(underTitle.frame.minY == 54)
        // 100 − 32.1826171875 = 67.8173828125, on the grid 68.
        #expect(note.frame.minY == 68)
        #expect(note.frame.height == 36)
        // The note's first baseline: 67.8173828125 + 14.2822265625 = 82.099609375, on the grid 82.
        #expect(toNoteBaseline.frame == CGRect(x: 200, y: 81, width: 10, height: 1))
    }

    @Test func dimensionInequalitiesWithMultipliersAndConstantCeilings() {
        let (root, child) = screen()
        let wish = child.widthAnchor.constraint(equalToConstant: 400)
        wish.priority = .defaultHigh
        let tall = child.heightAnchor.constraint(equalToConstant: 10)
        tall.priority = .defaultHigh
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            // 320 × 0.5 + 10: the wish for 400 stops here.
            child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: 10),
            // 480 × 0.25 − 20: the wish for 10 stops here.
            child.heightAnchor.constraint(greaterThanOrEqualTo: root.heightAnchor, multiplier: 0.25, constant: -20),
            wish, tall,
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 170, height: 100))

        let ceiling = child.widthAnchor.constraint(lessThanOrEqualToConstant: 64)
        ceiling.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 64)
    }

    @Test func systemSpacingAsAtLeastAndAtMost() {
        let (root, first) = screen()
        let second = View(), third = View()
        for view in [second, third] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let pullLeft = second.leadingAnchor.constraint(equalTo: first.trailingAnchor)
        pullLeft.priority = .defaultLow
        let pushRight = third.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 100)
        pushRight.priority = .defaultLow
        let pullUp = second.topAnchor.constraint(equalTo: first.bottomAnchor)
        pullUp.priority = .defaultLow
        let pushDown = third.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 100)
        pushDown.priority = .defaultLow
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            // At least 3 × 8 after and below the first: the pulls to 0 stop at 24.
            second.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: first.trailingAnchor, multiplier: 3),
            second.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: first.bottomAnchor, multiplier: 3),
            // At most 2 × 8: the pushes to 100 stop at 16.
            third.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
            third.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: first.bottomAnchor, multiplier: 2),
            pullLeft, pushRight, pullUp, pushDown,
        ])
        for view in [first, second, third] {
            LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)])
        }
        root.layoutIfNeeded()
        #expect(second.frame == CGRect(x: 34, y: 34, width: 10, height: 10))
        #expect(third.frame == CGRect(x: 26, y: 26, width: 10, height: 10))
    }

    @Test func deactivatingConstraintsTakesThemOut() {
        let (root, child) = screen()
        let placement = [
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ]
        let fallback = [
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
        ]
        fallback.forEach { $0.priority = .defaultLow }
        LayoutConstraint.activate(placement + fallback + [child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 40, width: 20, height: 20))
        #expect(root.constraints.count == 4)

        LayoutConstraint.deactivate(placement)
        #expect(placement.allSatisfy { !$0.isActive })
        #expect(root.constraints.count == 2)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 6, width: 20, height: 20))
    }
}
