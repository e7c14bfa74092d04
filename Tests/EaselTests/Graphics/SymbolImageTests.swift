import Easel
import EaselTesting
import Foundation
import Testing

/// `Image(systemName:)`: SF Symbols names drawn with Material Icons look-alikes, sized by a
/// symbol configuration, tinted, and sitting on the text baseline as UIKit's symbols do.
@Suite struct SymbolImageTests {
    @Test func unknownNamesAreNilAsInUIKit() {
        #expect(Image(systemName: "no.such.symbol") == nil)
        #expect(Image(systemName: "") == nil)
        #expect(Image(systemName: "Heart") == nil)  // names are case-sensitive, as SF Symbols'
    }

    @Test func everyKnownNameHasAGlyph() {
        let names = Image.symbolNames
        #expect(names.count >= 300)
        for name in ["chevron.right", "chevron.left", "xmark", "plus", "magnifyingglass", "gear", "gearshape", "person",
                     "person.circle", "house", "heart", "star", "bell", "envelope", "lock", "eye", "eye.slash", "trash",
                     "square.and.arrow.up", "checkmark", "checkmark.circle", "info.circle", "exclamationmark.triangle",
                     "ellipsis", "camera", "photo", "calendar", "clock", "map", "location", "phone", "message", "paperplane",
                     "bookmark", "cart", "creditcard", "wifi", "bolt", "moon", "sun.max", "cloud", "flag", "tag", "link",
                     "pencil", "doc", "folder", "tray", "arrow.left", "arrow.right", "arrow.up", "arrow.down"] {
            #expect(names.contains(name), "\(name)")
        }
        let missing = names.filter { Image(systemName: $0) == nil }
        #expect(missing.isEmpty, "no glyph for \(missing)")
        #expect(Image.symbolStandIn(forSystemName: "heart") == "favorite_border")
        #expect(Image.symbolStandIn(forSystemName: "heart.fill") == "favorite")
    }

    /// SF Symbols draws `house` as an outline and `house.fill` solid. Material Icons has some icons
    /// only filled; those outlined names draw the filled glyph's edge, so no outlined name may draw
    /// as much ink as its `.fill` twin.
    @Test func outlinedNamesDrawLessInkThanTheirFillTwins() throws {
        func ink(_ name: String) throws -> Int {
            let image = try #require(Image(systemName: name, withConfiguration: .init(pointSize: 30)), "\(name)")
            return stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) }
        }
        // Material has no filled credit card, gift or 2×2 grid: those twins stay alike (outlined),
        // as do pause's two bars and checkmark.seal, whose edge would draw a second tick.
        let alike: Set = ["creditcard", "gift", "square.grid.2x2", "pause", "checkmark.seal"]
        let twins = Image.symbolNames.filter { !$0.hasSuffix(".fill") && Image.symbolNames.contains($0 + ".fill") && !alike.contains($0) }
        #expect(twins.count >= 50)
        for name in twins {
            let outlined = try ink(name), filled = try ink(name + ".fill")
            // Thin glyphs (phone, bolt) keep most of their ink; broad ones lose a fifth or more.
            let most = ["house", "camera", "moon", "tag", "play", "video", "location", "drop"].contains(name) ? 0.8 : 0.97
            #expect(Double(outlined) < most * Double(filled), "\(name): \(outlined) vs \(filled)")
        }
        #expect(Image.symbolStandIn(forSystemName: "house") == "home (edge)")
        #expect(Image.symbolStandIn(forSystemName: "house.fill") == "home")
    }

    @Test func sizeFollowsPointSizeAndScale() throws {
        let body = try #require(Image(systemName: "square"))
        #expect(body.isSymbolImage && body.renderingMode == .alwaysTemplate)
        #expect(body.size.height == 17)  // body text, medium scale
        #expect(body.scale == 3)
        let small = try #require(Image(systemName: "square", withConfiguration: .init(scale: .small)))
        let large = try #require(Image(systemName: "square", withConfiguration: .init(scale: .large)))
        #expect(small.pixelHeight == 41 && large.pixelHeight == 64)  // 17 × 0.8 and 17 × 1.25 at @3x, rounded up
        let title = try #require(Image(systemName: "square", withConfiguration: .init(textStyle: .title1)))
        #expect(title.size.height == 28)
        let big = try #require(Image(systemName: "square", withConfiguration: .init(pointSize: 30)))
        #expect(big.size.height == 30)
        // Material's square outline fills 18 of its 20 live units: 15.3 pt wide at 17 pt, rounded up to @3x.
        #expect(abs(body.size.width - 15.333) < 0.01, "\(body.size)")
        #expect(body.withConfiguration(.init(pointSize: 30)).size.height == 30)
    }

    @Test func baselineCentresTheSymbolOnTheCapHeight() throws {
        let image = try #require(Image(systemName: "heart"))
        // Half the 17-pt height, less half SF's cap height (1443/2048 em) at 17 pt.
        #expect(abs(image.baselineOffsetFromBottom! - (8.5 - 17 * 1443 / 2048 / 2)) < 1e-9)
        #expect(Image.init(systemName: "no.such") == nil)
        let view = ImageView(image: image)
        view.sizeToFit()
        #expect(abs(view.firstBaselineOffset - (17 - image.baselineOffsetFromBottom!)) < 1e-9)
        // In a baseline-aligned row, the symbol's baseline meets the label's.
        let label = Label("Favourites")
        let row = StackView(arrangedSubviews: [view, label])
        row.alignment = .firstBaseline
        row.spacing = 6
        row.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        row.layoutIfNeeded()
        let symbolBaseline = view.frame.minY + view.firstBaselineOffset, textBaseline = label.frame.minY + label.firstBaselineOffset
        #expect(abs(symbolBaseline - textBaseline) < 0.34, "\(symbolBaseline) vs \(textBaseline)")
    }

    /// Material's own outline (circle) and a filled icon's edge (house) alike.
    @Test(arguments: ["circle", "house"])
    func weightsThickenAndThinTheStrokes(_ name: String) throws {
        func ink(_ weight: Image.SymbolConfiguration.Weight) throws -> Int {
            let image = try #require(Image(systemName: name, withConfiguration: .init(pointSize: 30, weight: weight)))
            return stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) }
        }
        let light = try ink(.ultraLight), regular = try ink(.regular), bold = try ink(.bold), black = try ink(.black)
        #expect(light < regular && regular < bold && bold < black, "\([light, regular, bold, black])")
    }

    @Test func symbolsAreDrawnInTheTintColour() throws {
        let view = ImageView(image: Image(systemName: "circle.fill"))
        view.sizeToFit()
        view.tintColor = .systemRed
        let image = try view.render(scale: 2)
        let centre = image[image.pixelWidth / 2, image.pixelHeight / 2]
        #expect(centre == Pixel(Color.systemRed.resolved(for: .light)), "\(centre)")
        #expect(image[0, 0].alpha == 0)
    }

    /// Looked at beside the SF Symbols app's regular-weight glyphs: each stand-in reads as the same
    /// icon (chevrons, outline heart and star, gear, bell, envelope, trash, share box); strokes are
    /// a little heavier than SF's regular and corners squarer, as Material's are. Names without
    /// `.fill` are outlines, as SF's are: house, person.circle, eye, camera, photo, map, location,
    /// phone, paperplane, cart, bolt, moon, sun, tag, doc and tray are drawn as the edges of
    /// Material's filled icons, photo as Material's crop_original frame. The row below
    /// shows a symbol on a label's baseline, centred on the capitals as in a UIKit button.
    @Test func symbolSheet() {
        let names = ["chevron.right", "chevron.left", "xmark", "plus", "magnifyingglass", "gearshape", "person", "person.circle",
                     "house", "heart", "heart.fill", "star", "star.fill", "bell", "envelope", "lock", "eye", "eye.slash",
                     "trash", "square.and.arrow.up", "checkmark", "checkmark.circle", "info.circle", "exclamationmark.triangle",
                     "ellipsis", "camera", "photo", "calendar", "clock", "map", "location", "phone", "message", "paperplane",
                     "bookmark", "cart", "creditcard", "wifi", "bolt", "moon", "sun.max", "cloud", "flag", "tag", "link",
                     "pencil", "doc", "folder", "tray", "arrow.right"]
        let panel = View(frame: CGRect(x: 0, y: 0, width: 330, height: 230))
        panel.backgroundColor = .systemBackground
        panel.tintColor = .systemBlue
        for (index, name) in names.enumerated() {
            let view = ImageView(image: Image(systemName: name, withConfiguration: .init(pointSize: 22)))
            view.sizeToFit()
            view.center = CGPoint(x: 20 + CGFloat(index % 10) * 32, y: 20 + CGFloat(index / 10) * 32)
            panel.addSubview(view)
        }
        let weights: [Image.SymbolConfiguration.Weight] = [.ultraLight, .regular, .bold, .black]
        let label = Label("Favourites", font: .systemFont(ofSize: 17))
        let symbol = ImageView(image: Image(systemName: "star.fill"))
        let row = StackView(arrangedSubviews: [symbol, label] + weights.map { ImageView(image: Image(systemName: "heart", withConfiguration: .init(weight: $0))) })
        row.alignment = .firstBaseline
        row.spacing = 8
        row.distribution = .equalSpacing
        row.frame = CGRect(x: 10, y: 180, width: 310, height: 40)
        panel.addSubview(row)
        assertSnapshot(of: panel)
    }

    /// Each outlined name beside its `.fill` twin, looked at beside the SF Symbols app: the left of
    /// each pair is an outline (Material's outlined icon, or a filled icon's 2-unit edge) and the
    /// right solid, except creditcard, gift and square.grid.2x2, whose only Material icon is
    /// outlined, and pause, two bars either way.
    @Test func outlinedAndFilledTwins() {
        let twins = Image.symbolNames.filter { !$0.hasSuffix(".fill") && Image.symbolNames.contains($0 + ".fill") }
        let columns = 5
        let panel = View(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * 72, height: CGFloat((twins.count + columns - 1) / columns) * 32 + 8))
        panel.backgroundColor = .systemBackground
        panel.tintColor = .label
        for (index, name) in twins.enumerated() {
            for (side, symbol) in [name, name + ".fill"].enumerated() {
                let view = ImageView(image: Image(systemName: symbol, withConfiguration: .init(pointSize: 20)))
                view.sizeToFit()
                view.center = CGPoint(x: 20 + CGFloat(index % columns) * 72 + CGFloat(side) * 28, y: 20 + CGFloat(index / columns) * 32)
                panel.addSubview(view)
            }
        }
        assertSnapshot(of: panel)
    }
}
