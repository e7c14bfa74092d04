#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif

extension UIColor {
    static let brandPurple = #colorLiteral(red: 0.4274509804, green: 0.2901960784, blue: 1, alpha: 1)
    static let brandInk = UIColor(red: 28 / 255, green: 25 / 255, blue: 48 / 255, alpha: 1)
}

extension UIFont {
    static func rounded(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont.systemFont(ofSize: size, weight: weight)
    }
}

/// A pricing card: attributed prices, a shrinking headline, a badge, a feature list.
final class PricingCardView: UIView {

    private let badgeLabel: UILabel = {
        let label = UILabel()
        label.text = "MOST POPULAR"
        label.font = .systemFont(ofSize: 11, weight: .bold)
        label.textColor = .white
        label.backgroundColor = .brandPurple
        label.textAlignment = .center
        label.layer.cornerRadius = 10
        label.layer.masksToBounds = true
        return label
    }()

    private let planLabel: UILabel = {
        let label = UILabel()
        label.text = "Professional Unlimited Annual"
        label.font = .rounded(ofSize: 28, weight: .heavy)
        label.textColor = .brandInk
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        return label
    }()

    private let priceLabel = UILabel()
    private let featuresStack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
        configurePrice()
        configureFeatures(["Unlimited projects", "Priority support", "Custom domains", "Advanced analytics"])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        layer.cornerRadius = 20
        layer.borderWidth = 2
        layer.borderColor = UIColor.brandPurple.cgColor
        featuresStack.axis = .vertical
        featuresStack.spacing = 10
        featuresStack.alignment = .leading
        [badgeLabel, planLabel, priceLabel, featuresStack].forEach { addSubview($0) }
    }

    private func configurePrice() {
        let price = NSMutableAttributedString(string: "$12", attributes: [
            .font: UIFont.systemFont(ofSize: 44, weight: .bold),
            .foregroundColor: UIColor.brandInk,
            .kern: -1.0,
        ])
        price.append(NSAttributedString(string: " / month  ", attributes: [
            .font: UIFont.systemFont(ofSize: 17),
            .foregroundColor: UIColor.secondaryLabel,
        ]))
        price.append(NSAttributedString(string: "$20", attributes: [
            .font: UIFont.systemFont(ofSize: 17),
            .foregroundColor: UIColor.tertiaryLabel,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue,
        ]))
        priceLabel.attributedText = price
    }

    private func configureFeatures(_ features: [String]) {
        for feature in features {
            let label = UILabel()
            let text = NSMutableAttributedString(string: "✓  ", attributes: [.foregroundColor: UIColor.systemGreen, .font: UIFont.boldSystemFont(ofSize: 16)])
            text.append(NSAttributedString(string: feature, attributes: [.font: UIFont.systemFont(ofSize: 16)]))
            label.attributedText = text
            featuresStack.addArrangedSubview(label)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 20
        let contentWidth = bounds.width - inset * 2
        badgeLabel.frame = CGRect(x: inset, y: inset, width: 112, height: 20)
        planLabel.frame = CGRect(x: inset, y: badgeLabel.frame.maxY + 12, width: contentWidth, height: 34)
        priceLabel.frame = CGRect(x: inset, y: planLabel.frame.maxY + 8, width: contentWidth, height: 54)
        let featuresHeight = featuresStack.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        featuresStack.frame = CGRect(x: inset, y: priceLabel.frame.maxY + 12, width: contentWidth, height: featuresHeight)
    }
}
