#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Testing

// Control subclasses as apps write them: UIKit's designated `init(frame:)` overridden, with the
// `init?(coder:)` Xcode adds.

final class BrandSwitch: UISwitch {
    override init(frame: CGRect) {
        super.init(frame: frame)
        onTintColor = .systemPurple
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class VolumeSlider: UISlider {
    override init(frame: CGRect) {
        super.init(frame: frame)
        minimumValue = 0
        maximumValue = 11
        value = 7
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class QuantityStepper: UIStepper {
    override init(frame: CGRect) {
        super.init(frame: frame)
        maximumValue = 9
        value = 3
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class OnboardingPageControl: UIPageControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        numberOfPages = 4
        currentPage = 2
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class UploadProgressView: UIProgressView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        progress = 0.25
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FilterSegmentedControl: UISegmentedControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        insertSegment(withTitle: "All", at: 0, animated: false)
        insertSegment(withTitle: "Unread", at: 1, animated: false)
        selectedSegmentIndex = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class LoadingIndicator: UIActivityIndicatorView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        color = .systemOrange
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite struct ControlSubclassTests {
    @Test func subclassesOverridingInitFrameAreMadeAsUIKitMakesThem() {
        let toggle = BrandSwitch()
        #expect(toggle.onTintColor == .systemPurple)
        // UISwitch keeps its own size whatever frame it is given.
        #expect(BrandSwitch(frame: CGRect(x: 5, y: 6, width: 300, height: 300)).frame == CGRect(x: 5, y: 6, width: 51, height: 31))

        let slider = VolumeSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.value == 7 && slider.maximumValue == 11)
        slider.value = 20
        #expect(slider.value == 11)

        let stepper = QuantityStepper()
        #expect(stepper.value == 3 && stepper.maximumValue == 9)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))

        let dots = OnboardingPageControl()
        #expect(dots.numberOfPages == 4 && dots.currentPage == 2)

        #expect(UploadProgressView().progress == 0.25)
        #expect(!UploadProgressView().isUserInteractionEnabled)

        let filter = FilterSegmentedControl()
        #expect(filter.numberOfSegments == 2)
        #expect(filter.titleForSegment(at: 1) == "Unread")
        filter.setTitle("New", forSegmentAt: 1)
        filter.removeSegment(at: 0, animated: false)
        #expect(filter.titleForSegment(at: 0) == "New" && filter.titleForSegment(at: 1) == nil)

        #expect(LoadingIndicator().color == .systemOrange)
    }
}
