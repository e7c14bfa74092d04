#if canImport(UIKit)
import SnapKit
import UIKit
#else
import EaselUIKit
#endif

/// One page of an onboarding flow laid out with SnapKit: illustration, copy, page dots, buttons.
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
        setupConstraints()
    }

    private func setupConstraints() {
        skipButton.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(8)
            make.trailing.equalToSuperview().inset(24)
        }
        illustrationView.snp.makeConstraints { make in
            make.top.equalTo(skipButton.snp.bottom).offset(16)
            make.leading.trailing.equalToSuperview().inset(24)
            make.height.equalTo(illustrationView.snp.width).multipliedBy(0.8)
        }
        glyphLabel.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(illustrationView.snp.bottom).offset(32)
            make.leading.trailing.equalToSuperview().inset(24)
        }
        bodyLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(12)
            make.leading.trailing.equalTo(titleLabel)
        }
        nextButton.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(24)
            make.bottom.equalTo(view.safeAreaLayoutGuide).inset(16)
            make.height.equalTo(52)
        }
        pageControl.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.bottom.equalTo(nextButton.snp.top).offset(-16)
        }
    }
}
