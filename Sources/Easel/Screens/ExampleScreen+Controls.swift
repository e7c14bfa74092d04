import Foundation

// The examples of controls and lists, built in Swift; `signup.json` and
// `settings-list.json` in Resources/Screens build the same screens from screen files.
extension ExampleScreen {
    /// A sign-up form: rounded text fields (one secure, one with a clear button), a segmented
    /// control, a switch row, a progress bar and a filled button, at an iPhone SE's size.
    public static let signUp = ExampleScreen(name: "signup-form", size: CGSize(width: 375, height: 667)) {
        let column = StackView()
        column.axis = .vertical
        column.spacing = 12
        column.layoutMargins = EdgeInsets(top: 64, left: 20, bottom: 0, right: 20)
        column.isLayoutMarginsRelativeArrangement = true
        column.addArrangedSubview(Label("Create account", font: .systemFont(ofSize: 34, weight: .bold)))
        let subtitle = Label("It takes less than a minute.")
        subtitle.textColor = .secondaryLabel
        column.addArrangedSubview(subtitle)
        column.setCustomSpacing(20, after: subtitle)
        func field(_ text: String?, placeholder: String?) -> TextField {
            let field = TextField(text: text, placeholder: placeholder)
            field.borderStyle = .roundedRect
            column.addArrangedSubview(field)
            return field
        }
        _ = field(nil, placeholder: "Full name")
        field("jane@example.com", placeholder: nil).clearButtonMode = .always
        field("correct horse", placeholder: nil).isSecureTextEntry = true
        let kind = SegmentedControl(items: ["Personal", "Business"])
        kind.selectedSegmentIndex = 0
        column.addArrangedSubview(kind)
        let news = StackView(arrangedSubviews: [Label("Send me product news"), Switch(isOn: true)])
        news.axis = .horizontal
        news.alignment = .center
        news.distribution = .equalSpacing
        column.addArrangedSubview(news)
        column.addArrangedSubview(ProgressView(progress: 0.33))
        column.addArrangedSubview(Button(title: "Sign Up", style: .filled))
        let screen = ContentContainer(content: column, placement: .top)
        screen.backgroundColor = .systemBackground
        return screen
    }

    /// A Settings-style inset-grouped table: a switch row, value rows with chevrons, a titled
    /// section with a footer and a checkmark.
    public static let settingsList = ExampleScreen(name: "settings-table", size: CGSize(width: 375, height: 667)) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .insetGrouped)
        table.contentInset = EdgeInsets(top: 104)
        func row(_ text: String, _ detail: String? = nil, _ accessory: TableViewCell.AccessoryType = .disclosureIndicator) -> TableViewCell {
            let cell = TableViewCell(style: detail == nil ? .default : .value1)
            cell.textLabel.text = text
            cell.detailTextLabel.text = detail
            cell.accessoryType = accessory
            return cell
        }
        let airplane = row("Airplane Mode", nil, .none)
        airplane.accessoryView = Switch(isOn: false)
        table.staticSections = [
            TableSection(cells: [airplane, row("Wi-Fi", "Home"), row("Bluetooth", "On")]),
            TableSection(header: "General", footer: "Easel draws these rows with UIKit's table metrics.", cells: [
                row("About"), row("Software Update"), row("Dark Appearance", nil, .checkmark),
            ]),
        ]
        table.scrollToTop()
        let title = Label("Settings", font: .systemFont(ofSize: 34, weight: .bold))
        title.frame = CGRect(x: 20, y: -52, width: 335, height: 41)
        table.addSubview(title)
        return table
    }
}
