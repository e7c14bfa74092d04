import EaselUIKit
import Testing

/// Target-action and UIAction are one list per control, with UIKit's rules for removing.
@Suite struct TargetActionTests {
    final class Target {
        var calls: [String] = []
        func tapped() { calls.append("tapped") }
    }

    @Test func removeTargetLeavesActionsAndPrimaryActionsInPlace() {
        let target = Target()
        var primary = 0, added = 0
        let button = UIButton(type: .system, primaryAction: UIAction { _ in primary += 1 })
        button.addAction(UIAction { _ in added += 1 }, for: .touchUpInside)
        button.addTarget(target, action: EaselSelector("tapped", Target.tapped), for: .touchUpInside)
        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(target.calls.isEmpty)
        #expect(primary == 1 && added == 1)
    }

    @Test func theSameTargetAndActionAddedTwiceRunsOnceAndKeepsBothEvents() {
        let target = Target()
        let toggle = UISwitch()
        toggle.addTarget(target, action: EaselSelector("tapped", Target.tapped), for: .touchUpInside)
        toggle.addTarget(target, action: EaselSelector("tapped", Target.tapped), for: .valueChanged)
        toggle.sendActions(for: .touchUpInside)
        toggle.sendActions(for: .valueChanged)
        #expect(target.calls == ["tapped", "tapped"])
        toggle.removeTarget(target, action: EaselSelector("tapped", Target.tapped), for: .touchUpInside)
        toggle.sendActions(for: .touchUpInside)
        toggle.sendActions(for: .valueChanged)
        #expect(target.calls == ["tapped", "tapped", "tapped"])
    }

    @Test func anActionWithAnIdentifierAlreadyAddedReplacesIt() {
        var log: [String] = []
        let button = UIButton(type: .system)
        button.addAction(UIAction(identifier: "save") { _ in log.append("first") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: "save") { _ in log.append("second") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["second"])
        button.removeAction(identifiedBy: "save", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["second"])
    }

    @Test func onTapOutlivesNothingAndSettingItAgainReplacesIt() {
        var taps: [String] = []
        var button: UIButton? = UIButton(type: .system)
        button?.onTap = { taps.append("a") }
        button?.onTap = { taps.append("b") }
        let kept = button?.onTap
        kept?()
        #expect(taps == ["b"])
        button = nil
        kept?()  // the button is gone: nothing runs, nothing crashes
        #expect(taps == ["b"])
    }
}
