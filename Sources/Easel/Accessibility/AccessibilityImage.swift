import Foundation

/// The picture of an accessibility snapshot, laid out as AccessibilitySnapshot lays out its
/// own: the rendering on the left with each element VoiceOver stops on tinted and outlined in
/// a colour and numbered at its top leading corner, and beside it a legend that lists, in
/// reading order, each number in its colour, what VoiceOver says and (smaller, grey) the hint.
/// It is made of Easel's own views and drawn by the same renderer, at the rendering's scale.
struct AccessibilityImage {
    /// The legend's width, in points.
    static let legendWidth: CGFloat = 320
    static let margin: CGFloat = 16
    static let badgeSize: CGFloat = 20
    /// Distinct colours, taken in turn; the eleventh element reuses the first.
    static let palette: [Color] = [
        .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemPurple,
        .systemTeal, .systemPink, .systemIndigo, .systemBrown, Color(red: 0.55, green: 0.55, blue: 0.0),
    ]

    let screen: Image
    let items: [AccessibilityItem]

    func render() throws -> Image {
        let screenSize = screen.size
        let rows = items.map(legendRow)
        let legendHeight = rows.reduce(Self.margin) { $0 + $1.frame.height + 12 }
        let size = CGSize(width: screenSize.width + Self.legendWidth + Self.margin, height: max(screenSize.height, legendHeight))
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        let shot = ImageView(image: screen)
        shot.frame = CGRect(origin: .zero, size: screenSize)
        root.addSubview(shot)
        for item in items {
            let color = Self.color(item.number)
            let outline = View(frame: item.frame)
            outline.backgroundColor = color.withAlpha(0.25)
            outline.borderColor = color
            outline.borderWidth = 1
            root.addSubview(outline)
        }
        // Badges above every outline, so a large element's tint does not cover a small one's
        // number; centred on the top leading corner, so they hide less of the element's text.
        let rightToLeft = items.first?.view?.traitCollection.isRightToLeft ?? false
        for item in items {
            let corner = CGPoint(x: rightToLeft ? item.frame.maxX : item.frame.minX, y: item.frame.minY)
            let origin = CGPoint(
                x: min(max(0, corner.x - Self.badgeSize / 2), screenSize.width - Self.badgeSize),
                y: min(max(0, corner.y - Self.badgeSize / 2), screenSize.height - Self.badgeSize)
            )
            let badge = Self.badge(item.number)
            badge.frame.origin = origin
            root.addSubview(badge)
        }
        var y = Self.margin
        for row in rows {
            row.frame.origin = CGPoint(x: screenSize.width + Self.margin, y: y)
            root.addSubview(row)
            y += row.frame.height + 12
        }
        return try root.render(size: size, scale: screen.scale)
    }

    static func color(_ number: Int) -> Color {
        palette[(number - 1) % palette.count]
    }

    /// A circle in the element's colour with its number in white.
    static func badge(_ number: Int) -> View {
        let badge = View(frame: CGRect(x: 0, y: 0, width: badgeSize, height: badgeSize))
        badge.backgroundColor = color(number)
        badge.cornerRadius = badgeSize / 2
        let digits = Label("\(number)", font: .systemFont(ofSize: number > 99 ? 9 : 12, weight: .bold))
        digits.textColor = .white
        digits.textAlignment = .center
        digits.frame = badge.bounds
        badge.addSubview(digits)
        return badge
    }

    /// The number's badge, then what is spoken and the hint under it, wrapped to the legend's width.
    private func legendRow(_ item: AccessibilityItem) -> View {
        let textWidth = Self.legendWidth - Self.margin - Self.badgeSize - 8
        let row = View()
        row.addSubview(Self.badge(item.number))
        let spoken = Label(item.description, font: .systemFont(ofSize: 14))
        spoken.textColor = .black
        spoken.numberOfLines = 0
        spoken.frame = CGRect(origin: CGPoint(x: Self.badgeSize + 8, y: 1), size: spoken.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)))
        row.addSubview(spoken)
        var height = max(Self.badgeSize, spoken.frame.maxY)
        if let hint = item.hint {
            let hintLabel = Label(hint, font: .systemFont(ofSize: 12))
            hintLabel.textColor = Color(white: 0.4)
            hintLabel.numberOfLines = 0
            hintLabel.frame = CGRect(origin: CGPoint(x: spoken.frame.minX, y: spoken.frame.maxY + 2), size: hintLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)))
            row.addSubview(hintLabel)
            height = hintLabel.frame.maxY
        }
        row.frame.size = CGSize(width: Self.legendWidth - Self.margin, height: height)
        return row
    }
}

extension View {
    /// The view drawn in `configuration` with VoiceOver's stops outlined, numbered and listed in
    /// a legend beside it (see `AccessibilityImage`): what `.accessibilityImage` snapshots.
    ///
    ///     let png = try form.accessibilityImage(RenderConfiguration(device: .iPhoneSE))
    public func accessibilityImage(_ configuration: RenderConfiguration) throws -> Image {
        let screen = try render(configuration)
        return try AccessibilityImage(screen: screen, items: accessibilityItems()).render()
    }
}
