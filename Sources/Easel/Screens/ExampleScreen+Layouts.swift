import Foundation

/// The example screens made with value-type layouts (seed 001): the seed's dream cells, its
/// dream detail view, and a pile of cards. `Resources/Screens` has the same three as screen files.
extension ExampleScreen {
    /// Seed 001's `DreamCell`s in a list: each a `DecoratingView` whose decoration is a creature
    /// (or, in the third cell, a `CascadingLayout` pile of them) and whose content is a stack of
    /// text. Layout views in a stack, and stacks in layouts.
    public static let dreamCells = ExampleScreen(name: "dream-cells", size: CGSize(width: 320, height: 400)) {
        let list = StackView()
        list.axis = .vertical
        list.spacing = 12
        list.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        list.isLayoutMarginsRelativeArrangement = true
        let dreams: [(String, String, [Color])] = [
            ("Flying over the city", "Rooftops, then clouds, then the sea.", [.systemTeal]),
            ("A talking cat", "It knew my name and wanted breakfast.", [.systemOrange]),
            ("Lost in a maze", "Every door opened onto three more, and each of them was painted a different colour.",
             [.systemPink, .systemPurple, .systemIndigo]),
        ]
        for (title, detail, colors) in dreams {
            list.addArrangedSubview(DreamCell(title: title, detail: detail, creatures: colors))
        }
        let screen = ContentContainer(content: list, placement: .top)
        screen.backgroundColor = .systemGroupedBackground
        return screen
    }

    /// Seed 001's `DreamDetailView`: the same `DecoratingLayout` as the cell, with the
    /// creatures above the text instead of beside it.
    public static let dreamDetail = ExampleScreen(name: "dream-detail", size: CGSize(width: 320, height: 480)) {
        let text = StackView(arrangedSubviews: [
            dreamLabel("Lost in a maze", font: .systemFont(ofSize: 28, weight: .bold)),
            dreamLabel("Every door opened onto three more, and each of them was painted a different colour. "
                + "Somewhere behind the last one a cat was asking for breakfast.", font: .systemFont(ofSize: 17), color: .secondaryLabel),
            Button(title: "Share this dream", style: .filled),
        ])
        text.axis = .vertical
        text.spacing = 12
        text.alignment = .leading
        let creatures = [Color.systemPink, .systemPurple, .systemIndigo].map(creature)
        let pile = CascadingLayout(children: creatures.map { AspectRatioLayout(child: $0, ratio: 1) }, offset: CGSize(width: 36, height: 0))
        let detail = LayoutView(DecoratingLayout(content: CenterLayout(child: text, axes: .vertical),
                                                 decoration: pile.withInsets(EdgeInsets(horizontal: 40)),
                                                 side: .top, split: .fraction(0.4), spacing: 24, insets: EdgeInsets(all: 24)))
        detail.backgroundColor = .systemBackground
        return detail
    }

    /// A pile of cards made with `CascadingLayout`: each card is itself a layout view (a colour
    /// band over a centred title), so layouts nest in layouts.
    public static let cardPile = ExampleScreen(name: "card-pile", size: CGSize(width: 320, height: 320)) {
        let colors: [Color] = [.systemGreen, .systemYellow, .systemOrange, .systemBlue]
        let cards = colors.enumerated().map { index, color -> View in
            let band = View()
            band.backgroundColor = color
            let title = Label("Card \(index + 1)", font: .systemFont(ofSize: 20, weight: .semibold))
            let card = LayoutView(SplitLayout(first: band, second: CenterLayout(child: title), axis: .vertical, split: .points(16)))
            card.backgroundColor = .white
            card.cornerRadius = 12
            card.clipsToBounds = true
            card.borderWidth = 1
            card.borderColor = .separator
            return card
        }
        let pile = LayoutView(CascadingLayout(children: cards, offset: CGSize(width: 24, height: 28)).withInsets(all: 32))
        pile.backgroundColor = .systemGroupedBackground
        return pile
    }

    private static func dreamLabel(_ text: String, font: Font, color: Color = .label) -> Label {
        let label = Label(text, font: font)
        label.textColor = color
        label.numberOfLines = 0
        return label
    }

    /// A creature: a circle with a white rim, so that overlapping ones stay apart.
    private static func creature(_ color: Color) -> View {
        let view = RoundView()
        view.backgroundColor = color
        view.borderWidth = 3
        view.borderColor = .white
        return view
    }

    /// Seed 001's cell: a decoration (a pile of creatures) on the left, the dream's title and
    /// text beside it, centred vertically. The layout type says exactly how it is composed.
    final class DreamCell: LayoutView<DecoratingLayout<CenterLayout<View>, CascadingLayout<AspectRatioLayout<View>>>> {
        init(title: String, detail: String, creatures: [Color]) {
            let text = StackView(arrangedSubviews: [
                ExampleScreen.dreamLabel(title, font: .systemFont(ofSize: 17, weight: .semibold)),
                ExampleScreen.dreamLabel(detail, font: .systemFont(ofSize: 15), color: .secondaryLabel),
            ])
            text.axis = .vertical
            text.spacing = 4
            let pile = CascadingLayout(children: creatures.map { AspectRatioLayout(child: ExampleScreen.creature($0), ratio: 1) },
                                       offset: CGSize(width: 8, height: 8))
            super.init(DecoratingLayout(content: CenterLayout(child: text, axes: .vertical), decoration: pile,
                                        split: .points(64), spacing: 12, insets: EdgeInsets(all: 12)))
            backgroundColor = .white
            cornerRadius = 12
        }

        convenience init() {
            self.init(title: "", detail: "", creatures: [])
        }

        required convenience init?(coder: NSCoder) {
            self.init()
        }
    }

    /// A view that keeps its corners round at any size.
    final class RoundView: View, ImplementationView {
        override func layoutSubviews() {
            cornerRadius = min(bounds.width, bounds.height) / 2
        }
    }
}
