import UIKit

/// A search filters form: segmented control, slider, stepper, switch rows, wired with
/// `.valueChanged` target-action, inside a scroll view.
final class FiltersViewController: UIViewController {

    struct Filters: Equatable {
        var sort = 1
        var maxPrice: Float = 0.6
        var guests = 2
        var instantBook = true
    }

    private(set) var filters = Filters()

    private let scrollView = UIScrollView()
    private let contentStack = UIStackView()

    private lazy var sortControl: UISegmentedControl = {
        let control = UISegmentedControl(items: ["Price", "Rating", "Distance"])
        control.selectedSegmentIndex = filters.sort
        control.accessibilityIdentifier = "sort"
        control.addTarget(self, action: #selector(sortChanged(_:)), for: .valueChanged)
        return control
    }()

    private lazy var priceSlider: UISlider = {
        let slider = UISlider()
        slider.value = filters.maxPrice
        slider.minimumTrackTintColor = .systemPurple
        slider.addTarget(self, action: #selector(priceChanged(_:)), for: .valueChanged)
        return slider
    }()

    private lazy var guestsStepper: UIStepper = {
        let stepper = UIStepper()
        stepper.minimumValue = 1
        stepper.maximumValue = 8
        stepper.value = Double(filters.guests)
        stepper.accessibilityIdentifier = "guests"
        stepper.addTarget(self, action: #selector(guestsChanged(_:)), for: .valueChanged)
        return stepper
    }()

    private lazy var guestsLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        return label
    }()

    private lazy var instantSwitch: UISwitch = {
        let toggle = UISwitch()
        toggle.isOn = filters.instantBook
        toggle.onTintColor = .systemPurple
        toggle.accessibilityIdentifier = "instant"
        toggle.addTarget(self, action: #selector(instantChanged), for: .valueChanged)
        return toggle
    }()

    private lazy var applyButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Show 128 stays"
        configuration.baseBackgroundColor = .systemPurple
        configuration.buttonSize = .large
        return UIButton(configuration: configuration)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
        view.backgroundColor = .systemBackground
        setupViews()
        updateGuestsLabel()
    }

    private func setupViews() {
        contentStack.axis = .vertical
        contentStack.spacing = 16
        contentStack.isLayoutMarginsRelativeArrangement = true
        contentStack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)

        contentStack.addArrangedSubview(sectionTitle("Sort by"))
        contentStack.addArrangedSubview(sortControl)
        contentStack.addArrangedSubview(sectionTitle("Maximum price"))
        contentStack.addArrangedSubview(priceSlider)
        contentStack.addArrangedSubview(row(guestsLabel, guestsStepper))
        contentStack.addArrangedSubview(row(makeLabel("Instant Book"), instantSwitch))
        contentStack.setCustomSpacing(32, after: contentStack.arrangedSubviews.last!)
        contentStack.addArrangedSubview(applyButton)

        scrollView.addSubview(contentStack)
        view.addSubview(scrollView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds.inset(by: UIEdgeInsets(top: view.safeAreaInsets.top, left: 0, bottom: 0, right: 0))
        let size = contentStack.systemLayoutSizeFitting(CGSize(width: scrollView.bounds.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        contentStack.frame = CGRect(x: 0, y: 0, width: scrollView.bounds.width, height: size.height)
        scrollView.contentSize = contentStack.frame.size
    }

    private func sectionTitle(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text.uppercased()
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        label.textColor = .secondaryLabel
        return label
    }

    private func makeLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        return label
    }

    private func row(_ left: UIView, _ right: UIView) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: [left, right])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.distribution = .equalSpacing
        return stack
    }

    private func updateGuestsLabel() {
        guestsLabel.text = "Guests: \(filters.guests)"
    }

    @objc private func sortChanged(_ sender: UISegmentedControl) {
        filters.sort = sender.selectedSegmentIndex
    }

    @objc private func priceChanged(_ sender: UISlider) {
        filters.maxPrice = sender.value
    }

    @objc private func guestsChanged(_ sender: UIStepper) {
        filters.guests = Int(sender.value)
        updateGuestsLabel()
    }

    @objc private func instantChanged() {
        filters.instantBook = instantSwitch.isOn
    }
}
