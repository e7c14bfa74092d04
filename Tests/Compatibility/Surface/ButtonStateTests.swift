#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// `UIControl.State` as the option set apps use, and UIKit's button types. Apple's
/// `setTitle(_:for:)` documentation: "If a title is not specified for a state, the default is
/// to use the title associated with the normal state"; `UIButton()` and `init(frame:)` make a
/// `.custom` button, whose title is white until given a colour.
@Suite struct ButtonStateTests {
    @Test func selectedAndCombinedStatesHaveTheirOwnTitles() {
        let follow = UIButton(type: .system)
        follow.setTitle("Follow", for: .normal)
        follow.setTitle("Following", for: .selected)
        follow.setTitleColor(.systemGray, for: .selected)
        follow.setTitle("Unfollow", for: [.selected, .highlighted])
        #expect(follow.state == .normal)
        follow.isSelected = true
        #expect(follow.state == .selected)
        #expect(follow.currentTitle == "Following")
        #expect(follow.currentTitleColor == .systemGray)
        follow.isHighlighted = true
        #expect(follow.state == [.selected, .highlighted])
        #expect(follow.currentTitle == "Unfollow")
        // Nothing set for [.selected, .highlighted]'s colour: the normal one, dimmed while pressed.
        #expect(follow.titleColor(for: [.selected, .highlighted]) == follow.tintColor.withAlphaComponent(0.2))
        follow.isEnabled = false
        #expect(follow.state == [.selected, .highlighted, .disabled])
        #expect(follow.title(for: .disabled) == "Follow")
        let custom = UIControl.State(rawValue: 1 << 16)
        #expect(UIControl.State.application.contains(custom))
    }

    @Test func customButtonsAreWhiteUntilGivenAColour() throws {
        let plain = UIButton()
        plain.setTitle("Sign in", for: .normal)
        #expect(plain.buttonType == .custom)
        #expect(plain.currentTitleColor == .white)
        plain.isHighlighted = true
        #expect(plain.currentTitleColor == .white)
        let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        #expect(framed.buttonType == .custom && framed.currentTitleColor == .white)
        let system = UIButton(type: .system)
        system.setTitle("Sign in", for: .normal)
        #expect(system.buttonType == .system)
        #expect(system.currentTitleColor == system.tintColor)

        // A custom button on a blue background: its title's pixels are white, not tinted.
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
        button.backgroundColor = .systemBlue
        button.setTitle("MMMMMM", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        button.layoutIfNeeded()
        let image = try button.render(scale: 1)
        let white = (0 ..< 160).filter { x in
            let pixel = image[x, 22]
            return pixel.red == 255 && pixel.green == 255 && pixel.blue == 255
        }
        #expect(!white.isEmpty)
    }
}
