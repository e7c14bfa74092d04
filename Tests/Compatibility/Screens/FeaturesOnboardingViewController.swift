#if canImport(UIKit)
import SnapKit
import UIKit
#else
import EaselUIKit
#endif

/// An onboarding page as shipping apps write it with SnapKit: a scroll view holding a title and
/// a stack of feature rows (a 20-point tinted icon beside a title and a description), and a
/// "Continue" button pinned above the home indicator, outside the scroll view.
final class FeaturesOnboardingViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let contentStack = UIStackView()
    private let continueButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.cornerStyle = .large
        configuration.buttonSize = .large
        return UIButton(configuration: configuration)
    }()

    private let features: [(String, UIColor, String, String)] = [
        ("star.fill", .systemYellow, "Save favourites", "Keep the places you love one tap away."),
        ("bell.fill", .systemRed, "Price alerts", "Hear about it the moment a fare drops."),
        ("person.2.fill", .systemBlue, "Plan together", "Invite friends and decide as a group."),
        ("lock.fill", .systemGreen, "Private by default", "Your trips stay yours until you share them."),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(scrollView)
        view.addSubview(continueButton)
        scrollView.addSubview(contentStack)

        contentStack.axis = .vertical
        contentStack.spacing = 24
        let title = UILabel()
        title.text = "What's new"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.numberOfLines = 0
        contentStack.addArrangedSubview(title)
        contentStack.setCustomSpacing(32, after: title)
        for feature in features { contentStack.addArrangedSubview(row(feature)) }

        scrollView.snp.makeConstraints { make in
            make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)
            make.bottom.equalTo(continueButton.snp.top).offset(-16)
        }
        contentStack.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24))
            make.width.equalTo(scrollView.frameLayoutGuide).offset(-48)
        }
        continueButton.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(24)
            make.bottom.equalTo(view.safeAreaLayoutGuide).inset(16)
            make.height.equalTo(50)
        }
    }

    private func row(_ feature: (String, UIColor, String, String)) -> UIView {
        let icon = UIImageView(image: UIImage(systemName: feature.0))
        icon.tintColor = feature.1
        icon.contentMode = .scaleAspectFit
        icon.snp.makeConstraints { make in
            make.size.equalTo(20)
        }
        let title = UILabel()
        title.text = feature.2
        title.font = .preferredFont(forTextStyle: .headline)
        let detail = UILabel()
        detail.text = feature.3
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.textColor = .secondaryLabel
        detail.numberOfLines = 0
        let text = UIStackView(arrangedSubviews: [title, detail])
        text.axis = .vertical
        text.spacing = 2
        let row = UIStackView(arrangedSubviews: [icon, text])
        row.alignment = .top
        row.spacing = 16
        return row
    }
}
