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
}
