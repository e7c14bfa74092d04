import Foundation

// The drawing example (cards, shadows, gradients), built in Swift; `feed.json` in Resources/Screens builds the same
// screen from a screen file.
extension ExampleScreen {
    /// A social feed: cards with continuous corners and soft CALayer shadows, a gradient header
    /// (axial, then radial), an avatar symbol, a name and time, a body, and a row of action symbols.
    public static let feed = ExampleScreen(name: "card-feed", size: CGSize(width: 375, height: 667)) {
        let column = StackView()
        column.axis = .vertical
        column.spacing = 16
        column.layoutMargins = EdgeInsets(top: 52, left: 16, bottom: 0, right: 16)
        column.isLayoutMarginsRelativeArrangement = true
        column.addArrangedSubview(Label("Feed", font: .systemFont(ofSize: 34, weight: .bold)))

        func card(header: Gradient, name: String, time: String, tint: Color, body: View) -> View {
            let card = StackView()
            card.axis = .vertical
            card.spacing = 10
            card.layoutMargins = EdgeInsets(all: 12)
            card.isLayoutMarginsRelativeArrangement = true
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 16
            card.layer.cornerCurve = .continuous
            card.layer.shadowOpacity = 0.12
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            card.layer.shadowRadius = 12
            let banner = GradientView(gradient: header)
            banner.fixedHeight = 72
            banner.layer.cornerRadius = 10
            banner.layer.cornerCurve = .continuous
            card.addArrangedSubview(banner)

            let avatar = ImageView(image: Image(systemName: "person.crop.circle.fill", withConfiguration: .init(pointSize: 28)))
            avatar.tintColor = tint
            let title = Label(name, font: .preferredFont(forTextStyle: .headline))
            let subtitle = Label(time, font: .preferredFont(forTextStyle: .footnote))
            subtitle.textColor = .secondaryLabel
            let names = StackView(arrangedSubviews: [title, subtitle])
            names.axis = .vertical
            let more = ImageView(image: Image(systemName: "ellipsis"))
            more.tintColor = .secondaryLabel
            let byline = StackView(arrangedSubviews: [avatar, names, more])
            byline.alignment = .center
            byline.spacing = 10
            card.addArrangedSubview(byline)
            card.addArrangedSubview(body)
            return card
        }

        let text = Label("Drew the analytical engine's first program on a Linux box, no simulator needed.",
                         font: .preferredFont(forTextStyle: .subheadline))
        text.numberOfLines = 0
        column.addArrangedSubview(card(
            header: Gradient(colors: [.systemIndigo, .systemTeal], startPoint: .zero, endPoint: CGPoint(x: 1, y: 1)),
            name: "Ada Lovelace", time: "2 hours ago", tint: .systemIndigo, body: text))

        func action(_ name: String, _ tint: Color = .secondaryLabel) -> View {
            let view = ImageView(image: Image(systemName: name))
            view.tintColor = tint
            return view
        }
        let actions = StackView(arrangedSubviews: [action("heart.fill", .systemPink), action("message"), action("square.and.arrow.up"),
                                                   View(), action("bookmark")])
        actions.alignment = .center
        actions.spacing = 18
        column.addArrangedSubview(card(
            header: Gradient(kind: .radial, colors: [.systemYellow, .systemOrange, .systemPink], locations: [0, 0.5, 1],
                             startPoint: CGPoint(x: 0.2, y: 0.3), endPoint: CGPoint(x: 1.2, y: 1.5)),
            name: "Grace Hopper", time: "Yesterday", tint: .systemOrange, body: actions))

        let screen = ContentContainer(content: column, placement: .top)
        screen.backgroundColor = .systemGroupedBackground
        return screen
    }
}
