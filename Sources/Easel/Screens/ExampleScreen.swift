import Foundation

/// A screen that ships with Easel, for `easel render` with no file, the benchmark and the tests.
public struct ExampleScreen: Sendable {
    /// The file name stem it renders to.
    public let name: String
    /// The size in points.
    public let size: CGSize
    private let make: @Sendable () -> View

    public init(name: String, size: CGSize, make: @escaping @Sendable () -> View) {
        self.name = name
        self.size = size
        self.make = make
    }

    /// A new view tree for the screen (views are classes; each render gets its own).
    public func makeView() -> View { make() }

    /// Every built-in example.
    public static let all: [ExampleScreen] = [.cards, .typography, .dreamCells, .dreamDetail, .cardPile, .signUp, .settingsList, .feed, .constraintForm]

    /// Cards with rounded corners, borders, translucency and clipping: the drawing the
    /// foundation provides, in one picture.
    public static let cards = ExampleScreen(name: "cards", size: CGSize(width: 320, height: 480)) {
        let screen = View()
        screen.backgroundColor = .systemGroupedBackground

        let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
        header.backgroundColor = .systemBlue
        header.maskedCorners = .bottom
        header.cornerRadius = 24
        screen.addSubview(header)

        for (index, color) in [Color.systemOrange, .systemGreen, .systemPink].enumerated() {
            let card = View(frame: CGRect(x: 16, y: 72 + CGFloat(index) * 128, width: 288, height: 112))
            card.backgroundColor = .secondarySystemGroupedBackground
            card.cornerRadius = 16
            card.borderWidth = 1
            card.borderColor = .separator
            card.clipsToBounds = true
            screen.addSubview(card)

            // A swatch that runs off the card's corner: the card clips it to its rounded edge.
            let swatch = View(frame: CGRect(x: -20, y: -20, width: 100, height: 100))
            swatch.backgroundColor = color
            swatch.cornerRadius = 50
            card.addSubview(swatch)

            for line in 0 ..< 3 {
                let bar = View(frame: CGRect(x: 96, y: 24 + CGFloat(line) * 24, width: 168 - CGFloat(line) * 40, height: 10))
                bar.backgroundColor = line == 0 ? .label : .systemGray4
                bar.cornerRadius = 5
                card.addSubview(bar)
            }
        }

        // Two overlapping circles in a half-transparent group: their overlap does not show.
        let badge = View(frame: CGRect(x: 232, y: 24, width: 72, height: 48))
        badge.alpha = 0.5
        for x in [0, 24] as [CGFloat] {
            let dot = View(frame: CGRect(x: x, y: 0, width: 48, height: 48))
            dot.backgroundColor = .white
            dot.cornerRadius = 24
            badge.addSubview(dot)
        }
        screen.addSubview(badge)
        return screen
    }

    /// A screen full of text at an iPhone's size (390 × 844 points): sizes, weights, wrapping,
    /// truncation, attributed runs, Chinese and Japanese, and buttons.
    public static let typography = ExampleScreen(name: "typography", size: CGSize(width: 390, height: 844)) {
        let column = StackView()
        column.axis = .vertical
        column.spacing = 10
        column.alignment = .leading
        column.layoutMargins = EdgeInsets(top: 44, left: 20, bottom: 0, right: 20)
        column.isLayoutMarginsRelativeArrangement = true
        func label(_ text: String, _ font: Font, color: Color = .label, lines: Int = 0) -> Label {
            let label = Label(text, font: font)
            label.textColor = color
            label.numberOfLines = lines
            return label
        }
        column.addArrangedSubview(label("Typography", .systemFont(ofSize: 34, weight: .bold)))
        column.addArrangedSubview(label("Inter stands in for SF Pro; Inter Display from 20 points up.", .systemFont(ofSize: 15), color: .secondaryLabel))
        for weight in Font.Weight.allCases {
            column.addArrangedSubview(label("\(weight) — The quick brown fox jumps over the lazy dog", .systemFont(ofSize: 17, weight: weight), lines: 1))
        }
        column.addArrangedSubview(label("To use the Swift Talk app please login as a subscriber. If you're not registered yet, please visit http://objc.io for more information.", .systemFont(ofSize: 17)))
        column.addArrangedSubview(label("Two lines at most, then an ellipsis: this sentence goes on and on well past the second line so that the label has to truncate its tail.", .systemFont(ofSize: 15), color: .secondaryLabel, lines: 2))
        column.addArrangedSubview(label("中文段落在字符之间换行，不会显示为方框。日本語の文章も正しく折り返されます。", .systemFont(ofSize: 17)))
        var price = AttributedText("Price: ")
        price.append("$19.99", attributes: TextAttributes(color: .secondaryLabel, strikethrough: true))
        price.append("  $9.99", attributes: TextAttributes(font: .boldSystemFont(ofSize: 17), color: .systemRed))
        price.append("  today only", attributes: TextAttributes(underline: true))
        let attributed = Label()
        attributed.attributedText = price
        column.addArrangedSubview(attributed)
        column.addArrangedSubview(label("let greeting = \"Hello, Easel\"", .monospacedSystemFont(ofSize: 14)))
        column.addArrangedSubview(Button(title: "Login with GitHub"))
        column.addArrangedSubview(Button(title: "Subscribe", style: .filled))
        column.addArrangedSubview(Button(title: "Maybe later", style: .bordered))
        let screen = ContentContainer(content: column, placement: .top)
        screen.backgroundColor = .systemBackground
        return screen
    }
}
