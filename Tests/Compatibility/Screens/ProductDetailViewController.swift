#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif

/// A product page laid out with anchors, as most programmatic UIKit screens are.
final class ProductDetailViewController: UIViewController {

    private let imageContainer: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 0.98, alpha: 1)
        view.layer.cornerRadius = 24
        return view
    }()

    private let productGlyph: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "♫"
        label.font = .systemFont(ofSize: 120)
        label.textColor = .systemBlue
        return label
    }()

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Studio Wireless Headphones"
        label.font = .systemFont(ofSize: 24, weight: .bold)
        label.numberOfLines = 0
        return label
    }()

    private let priceLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "$349"
        label.font = .systemFont(ofSize: 24, weight: .semibold)
        label.textColor = .systemBlue
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        return label
    }()

    private let ratingLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "★★★★☆  4.6 · 2,318 reviews"
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        return label
    }()

    private let descriptionLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Active noise cancelling, 40 hours of battery and a fold-flat design that fits every bag. Pairs instantly with all your devices."
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        return label
    }()

    private lazy var buyButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Add to Bag", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 14
        button.accessibilityIdentifier = "buy"
        button.addAction(UIAction { [weak self] _ in self?.addedToBag = true }, for: .touchUpInside)
        return button
    }()

    private let contentGuide = UILayoutGuide()
    private(set) var addedToBag = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setupViews()
        setupConstraints()
    }

    private func setupViews() {
        view.addLayoutGuide(contentGuide)
        view.addSubview(imageContainer)
        imageContainer.addSubview(productGlyph)
        [nameLabel, priceLabel, ratingLabel, descriptionLabel, buyButton].forEach { view.addSubview($0) }
    }

    private func setupConstraints() {
        let safeArea = view.safeAreaLayoutGuide
        let imageHeight = imageContainer.heightAnchor.constraint(equalTo: imageContainer.widthAnchor, multiplier: 0.75)
        imageHeight.priority = UILayoutPriority(999)

        NSLayoutConstraint.activate([
            contentGuide.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            contentGuide.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            contentGuide.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
            contentGuide.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16),

            imageContainer.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            imageContainer.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            imageContainer.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            imageHeight,

            productGlyph.centerXAnchor.constraint(equalTo: imageContainer.centerXAnchor),
            productGlyph.centerYAnchor.constraint(equalTo: imageContainer.centerYAnchor),

            nameLabel.topAnchor.constraint(equalTo: imageContainer.bottomAnchor, constant: 24),
            nameLabel.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: priceLabel.leadingAnchor, constant: -12),

            priceLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
            priceLabel.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),

            ratingLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 6),
            ratingLabel.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),

            descriptionLabel.topAnchor.constraint(equalTo: ratingLabel.bottomAnchor, constant: 16),
            descriptionLabel.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            descriptionLabel.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),

            buyButton.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            buyButton.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            buyButton.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            buyButton.heightAnchor.constraint(equalToConstant: 54),
            buyButton.topAnchor.constraint(greaterThanOrEqualTo: descriptionLabel.bottomAnchor, constant: 16),
        ])
    }
}
