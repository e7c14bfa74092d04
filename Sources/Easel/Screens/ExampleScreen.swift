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
    public static let all: [ExampleScreen] = [.cards]

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
            card.backgroundColor = .white
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
}
