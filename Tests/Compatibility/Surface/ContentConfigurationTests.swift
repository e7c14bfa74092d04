#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Testing

// Cells configured the iOS 14 way, as app code writes them: `defaultContentConfiguration()`,
// fill it in, assign it to `contentConfiguration`; and a custom configuration with its own view.

/// A custom configuration as apps write one: a struct making a view that shows a title.
private struct BadgeConfiguration: UIContentConfiguration {
    var title = ""

    func makeContentView() -> UIView & UIContentView {
        BadgeContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> BadgeConfiguration { self }
}

private final class BadgeContentView: UIView, UIContentView {
    let label = UILabel()

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            label.heightAnchor.constraint(equalToConstant: 30),
        ])
        apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply() {
        label.text = (configuration as? BadgeConfiguration)?.title
    }
}

private final class BadgeCell: UITableViewCell {}

private final class BadgeSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
        cell.contentConfiguration = BadgeConfiguration(title: "Row \(indexPath.row)")
        return cell
    }
}

@Suite struct ContentConfigurationTests {
    /// A value-cell configuration draws what a `.value1` cell with the same texts draws: the
    /// configuration's layout is that style's.
    @Test func valueCellConfigurationDrawsAsAValue1Cell() throws {
        let configured = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = configured.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        configured.contentConfiguration = content

        let legacy = UITableViewCell(style: .value1, reuseIdentifier: nil)
        legacy.textLabel?.text = "Wi-Fi"
        legacy.detailTextLabel?.text = "Home"

        for cell in [configured, legacy] {
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
            cell.layoutIfNeeded()
        }
        #expect(try configured.render(scale: 2) == legacy.render(scale: 2))
    }

    /// A default cell's configuration is `.cell()`; with secondary text it shows it under the
    /// text, and its text properties restyle the text.
    @Test func defaultConfigurationTakesTextProperties() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        #expect(content == UIListContentConfiguration.cell())
        content.text = "Alerts"
        content.secondaryText = "Sounds and badges"
        content.textProperties.color = .systemRed
        content.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 64)
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Alerts")

        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Alerts"
        subtitle.textLabel?.textColor = .systemRed
        subtitle.textLabel?.font = .systemFont(ofSize: 20, weight: .bold)
        subtitle.detailTextLabel?.text = "Sounds and badges"
        subtitle.frame = cell.frame
        subtitle.layoutIfNeeded()
        #expect(try cell.render(scale: 2) == subtitle.render(scale: 2))
    }

    /// A custom configuration's view fills the content view, and its constraints size a
    /// self-sizing row: 20 + 30 + 20 points, plus the separator's hairline (0.5 at scale 2).
    @Test func customConfigurationSizesItsRow() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        let source = BadgeSource()
        table.dataSource = source
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        _ = try table.render(scale: 2)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame.height == 70.5)
        let view = try #require(cell.contentView.subviews.last as? BadgeContentView)
        #expect(view.label.text == "Row 1")
        #expect(view.label.frame == CGRect(x: 16, y: 20, width: 288, height: 30))
    }

    /// `UIImage(data:)` reads PNG data (at scale 1 unless given), and is nil for other bytes.
    @Test func imageFromData() throws {
        let square = try UIImage(pixelWidth: 4, pixelHeight: 2, fill: Pixel(red: 255, green: 0, blue: 0))
        let decoded = try #require(UIImage(data: square.pngData(), scale: 2))
        #expect(decoded.size == CGSize(width: 2, height: 1))
        #expect(decoded[3, 1] == Pixel(red: 255, green: 0, blue: 0))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    /// `withTintColor(_:)` fills the image's shape with the colour and keeps it whatever the
    /// image view's tint: half-transparent black becomes half-transparent red, drawn over white
    /// as (255, 127, 127); a symbol draws in the colour, not the view's blue tint.
    @Test func withTintColorBakesTheColour() throws {
        let square = try UIImage(pixelWidth: 2, pixelHeight: 2, fill: Pixel(red: 0, green: 0, blue: 0, alpha: 128))
        let red = square.withTintColor(.red)
        #expect(red[1, 1] == Pixel(red: 255, green: 0, blue: 0, alpha: 128))
        let view = UIImageView(image: red)
        view.tintColor = .blue
        view.backgroundColor = .white
        view.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        let drawn = try view.render(scale: 1)
        #expect(drawn[0, 0].red == 255 && abs(Int(drawn[0, 0].green) - 127) <= 1 && drawn[0, 0].green == drawn[0, 0].blue)

        let star = try #require(UIImage(systemName: "star.fill")).withTintColor(.systemRed)
        let starView = UIImageView(image: star)
        starView.tintColor = .systemBlue
        starView.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        let pixels = try starView.render(scale: 2)
        var reddest = 0, bluest = 0
        for y in 0 ..< pixels.pixelHeight {
            for x in 0 ..< pixels.pixelWidth where pixels[x, y].alpha > 200 {
                reddest = max(reddest, Int(pixels[x, y].red))
                bluest = max(bluest, Int(pixels[x, y].blue))
            }
        }
        #expect(reddest == 255 && bluest < 100)
    }

    /// `UIImage()` is an empty image: size zero, drawn as nothing.
    @Test func emptyImageHasNoSize() throws {
        let image = UIImage()
        #expect(image.size == .zero)
        let view = UIImageView(image: image)
        #expect(view.intrinsicContentSize == .zero)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.backgroundColor = .white
        let pixels = try view.render(scale: 1)
        #expect(pixels[5, 5] == Pixel(red: 255, green: 255, blue: 255))
    }
}
