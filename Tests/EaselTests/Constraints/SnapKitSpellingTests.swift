import Easel
import Testing

// This file imports Easel only: SnapKit's `Constraint` is Easel's handle, shadowing the
// solver's `LinearConstraint`, so SnapKit code that stores handles compiles unchanged.

final class BannerView: View {
    var bottomConstraint: Constraint?
    var widthConstraint: Constraint? = nil
    let badge = View()

    func install(in superview: View) {
        superview.addSubview(self)
        addSubview(badge)
        snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            self.bottomConstraint = make.bottom.equalToSuperview().constraint
            make.height.equalTo(50)
        }
        badge.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.trailing.equalToSuperview().inset(12)
            widthConstraint = make.width.equalTo(24).constraint
            make.height.equalTo(badge.snp.width)
        }
    }
}

@Suite struct SnapKitSpellingTests {
    @Test func handlesTypedAsConstraintCompileAndWork() {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let banner = BannerView()
        banner.install(in: screen)
        screen.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 430, width: 320, height: 50))
        #expect(banner.badge.frame == CGRect(x: 284, y: 13, width: 24, height: 24))

        banner.bottomConstraint?.update(offset: -100)
        banner.widthConstraint?.update(offset: 30)
        screen.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 330, width: 320, height: 50))
        #expect(banner.badge.frame == CGRect(x: 278, y: 10, width: 30, height: 30))
    }

    @Test func theSolversConstraintIsStillReachableByItsModuleName() throws {
        let solver = Solver()
        let x = Variable("x")
        let solverConstraint: LinearConstraint = x == 42
        try solver.add(solverConstraint)
        solver.updateVariables()
        #expect(x.value == 42)
    }
}
