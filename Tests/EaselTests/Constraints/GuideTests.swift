import Easel
import Testing

@Suite struct GuideTests {
    @Test func safeAreaAndMarginGuidesFollowTheScreen() throws {
        let root = View()
        let header = View(), footer = View(), body = View()
        [header, footer, body].forEach(root.addSubview)
        header.snp.makeConstraints { make in
            make.top.equalTo(root.safeAreaLayoutGuide)
            make.leading.trailing.equalTo(root.layoutMarginsGuide)
            make.height.equalTo(44)
        }
        footer.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            footer.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 49),
        ])
        body.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom)
            make.bottom.equalTo(footer.snp.top)
            make.leading.trailing.equalTo(root.readableContentGuide)
        }
        _ = try root.render(on: .iPhone15)
        // iPhone 15: 393 × 852, safe area 59 at the top and 34 at the bottom; margins 8.
        #expect(header.frame == CGRect(x: 8, y: 59, width: 377, height: 44))
        #expect(footer.frame == CGRect(x: 0, y: 769, width: 393, height: 49))
        #expect(body.frame == CGRect(x: 8, y: 103, width: 377, height: 666))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))

        _ = try root.render(on: .iPhone15.landscape)
        // Landscape: 59 on each side and 21 at the bottom; margins measured from the safe area.
        #expect(header.frame == CGRect(x: 67, y: 0, width: 718, height: 44))
        #expect(footer.frame == CGRect(x: 59, y: 323, width: 734, height: 49))
        // The readable guide is at most 672 wide, centred in the margins.
        #expect(body.frame == CGRect(x: 90, y: 44, width: 672, height: 279))
    }

    @Test func directionalMarginsFollowTheLayoutDirection() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 40)
        #expect(root.layoutMargins == EdgeInsets(top: 5, left: 20, bottom: 5, right: 40))
        let child = View()
        root.addSubview(child)
        child.snp.makeConstraints { make in make.edges.equalTo(root.layoutMarginsGuide) }
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 5, width: 240, height: 90))
        #expect(root.layoutMarginsGuide.layoutFrame == child.frame)
    }

    @Test func customGuidesSpaceViewsEvenly() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let a = View(), b = View()
        let left = LayoutGuide(), middle = LayoutGuide(), right = LayoutGuide()
        [a, b].forEach(root.addSubview)
        [left, middle, right].forEach(root.addLayoutGuide)
        #expect(root.layoutGuides.count == 3)
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            middle.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            middle.widthAnchor.constraint(equalTo: left.widthAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 60),
            b.widthAnchor.constraint(equalToConstant: 90),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 1),
            middle.topAnchor.constraint(equalTo: root.topAnchor), middle.heightAnchor.constraint(equalToConstant: 1),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 50, y: 0, width: 60, height: 10))
        #expect(b.frame == CGRect(x: 160, y: 0, width: 90, height: 10))
        #expect(middle.layoutFrame == CGRect(x: 110, y: 0, width: 50, height: 1))
        #expect(root.hasAmbiguousLayout == false)
        #expect(root.ambiguousLayouts().isEmpty)

        root.removeLayoutGuide(middle)
        #expect(root.layoutGuides.count == 2)
    }
}
