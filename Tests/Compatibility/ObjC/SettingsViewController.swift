import UIKit

/// A settings list: an inset grouped table, built-in cell styles, switches as accessory views.
class SettingsViewController: UIViewController {

    enum Row {
        case toggle(title: String, isOn: Bool)
        case detail(title: String, value: String)
        case link(title: String)
    }

    let sections: [(header: String?, rows: [Row])] = [
        ("Notifications", [.toggle(title: "Push Notifications", isOn: true), .toggle(title: "Email Digest", isOn: false)]),
        ("Account", [.detail(title: "Plan", value: "Pro"), .detail(title: "Storage", value: "12.4 GB"), .link(title: "Privacy")]),
        (nil, [.link(title: "Sign Out")]),
    ]

    private(set) var toggles: [String: Bool] = [:]

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var frame = view.bounds
        frame.origin.y = view.safeAreaInsets.top
        frame.size.height -= view.safeAreaInsets.top
        tableView.frame = frame
    }

    @objc private func switchChanged(_ sender: UISwitch) {
        toggles[sender.accessibilityIdentifier ?? ""] = sender.isOn
    }
}

extension SettingsViewController: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch sections[indexPath.section].rows[indexPath.row] {
        case let .toggle(title, isOn):
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = title
            let toggle = UISwitch()
            toggle.isOn = isOn
            toggle.accessibilityIdentifier = title
            toggle.addTarget(self, action: #selector(switchChanged(_:)), for: .valueChanged)
            cell.accessoryView = toggle
            cell.selectionStyle = .none
            return cell
        case let .detail(title, value):
            let cell = UITableViewCell(style: .value1, reuseIdentifier: "detail")
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = value
            cell.accessoryType = .disclosureIndicator
            return cell
        case let .link(title):
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = title
            cell.textLabel?.textColor = title == "Sign Out" ? .systemRed : .label
            if title != "Sign Out" { cell.accessoryType = .disclosureIndicator }
            return cell
        }
    }
}
