#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif

/// One page of an onboarding flow: illustration, copy, page dots, buttons.
final class OnboardingViewController: UIViewController {

    private let illustrationView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 0.2, green: 0.18, blue: 0.45, alpha: 1) : UIColor(red: 0.9, green: 0.88, blue: 1, alpha: 1)
        }
        view.layer.cornerRadius = 32
        view.layer.cornerCurve = .continuous
        return view
    }()

    private let glyphLabel: UILabel = {
        let label = UILabel()
        label.text = "✈︎"
        label.font = .systemFont(ofSize: 96)
        label.textAlignment = .center
        label.textColor = .systemIndigo
        return label
    }()

    private let titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Plan trips together"
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }()

    private let bodyLabel: UILabel = {
        let label = UILabel()
        label.text = "Invite friends, vote on places to stay and keep every booking in one shared itinerary."
        label.font = .preferredFont(forTextStyle: .body)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }()

    private let pageControl: UIPageControl = {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 1
        control.currentPageIndicatorTintColor = .systemIndigo
        control.pageIndicatorTintColor = .systemGray4
        return control
    }()

    private let nextButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Next"
        configuration.baseBackgroundColor = .systemIndigo
        configuration.cornerStyle = .large
        configuration.buttonSize = .large
        return UIButton(configuration: configuration)
    }()

    private let skipButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Skip", for: .normal)
        button.tintColor = .secondaryLabel
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setupViews()
    }

    private func setupViews() {
        view.addSubview(illustrationView)
        illustrationView.addSubview(glyphLabel)
        [titleLabel, bodyLabel, pageControl, nextButton, skipButton].forEach { view.addSubview($0) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let margin: CGFloat = 24
        let width = safe.width - 2 * margin
        skipButton.sizeToFit()
        skipButton.frame.origin = CGPoint(x: safe.maxX - margin - skipButton.bounds.width, y: safe.minY + 8)
        illustrationView.frame = CGRect(x: safe.minX + margin, y: skipButton.frame.maxY + 16, width: width, height: width * 0.8)
        glyphLabel.frame = illustrationView.bounds
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        titleLabel.frame = CGRect(x: safe.minX + margin, y: illustrationView.frame.maxY + 32, width: width, height: titleHeight)
        let bodyHeight = bodyLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        bodyLabel.frame = CGRect(x: safe.minX + margin, y: titleLabel.frame.maxY + 12, width: width, height: bodyHeight)
        nextButton.frame = CGRect(x: safe.minX + margin, y: safe.maxY - 16 - 52, width: width, height: 52)
        pageControl.sizeToFit()
        pageControl.center = CGPoint(x: safe.midX, y: nextButton.frame.minY - 28)
    }
}
