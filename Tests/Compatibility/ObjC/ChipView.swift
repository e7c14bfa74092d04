import UIKit

/// A view written for iOS with `override init()`, which Swift allows only where `init()` is
/// designated: Objective-C's NSObject makes it so on iOS. `easel port` drops the `override`.
final class ChipView: UIView {
    let titleLabel = UILabel()
    private(set) var taps = 0

    override init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 80, height: 28))
        layer.cornerRadius = 14
        addSubview(titleLabel)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(chipTapped)))
    }

    @objc private func chipTapped() {
        taps += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A controller written the same way, calling NSObject's `init()` (a convenience here).
final class ChipsViewController: UIViewController {
    override init() {
        super.init()
        title = "Chips"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
