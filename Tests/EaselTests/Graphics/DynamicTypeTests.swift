import Foundation
import Easel
import Testing

@Suite struct DynamicTypeTests {
    @Test func preferredFontsFollowApplesTable() {
        #expect(Font.preferredFont(forTextStyle: .body).size == 17)
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .largeTitle).size == 34)
        #expect(Font.preferredFont(forTextStyle: .caption2).size == 11)
        let sizes: [ContentSizeCategory: CGFloat] = [
            .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21, .extraExtraExtraLarge: 23,
            .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
        ]
        for (category, size) in sizes {
            #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: category)).size == size, "\(category)")
        }
        #expect(Font.TextStyle.largeTitle.pointSize(for: .accessibilityExtraExtraExtraLarge) == 60)
        #expect(Font.TextStyle.footnote.pointSize(for: .extraSmall) == 12)
        #expect(Font.TextStyle.caption1.pointSize(for: .accessibilityMedium) == 22)
        // Every style grows (or stays) with every step.
        for style in Font.TextStyle.allCases {
            let sizes = ContentSizeCategory.sizes.map(style.pointSize(for:))
            #expect(sizes == sizes.sorted(), "\(style)")
        }
    }

    @Test func aLabelThatAdjustsFollowsTheTextSizeAndKeepsItsWeight() throws {
        let label = Label("Headline")
        label.font = Font.preferredFont(forTextStyle: .headline).withWeight(.bold)
        label.adjustsFontForContentSizeCategory = true
        let fixed = Label("Fixed", font: .systemFont(ofSize: 17))
        fixed.adjustsFontForContentSizeCategory = true
        let stack = StackView(arrangedSubviews: [label, fixed])
        stack.axis = .vertical
        _ = try stack.render(on: .iPhone15, traits: TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(label.font.size == 53)
        #expect(label.font.weight == .bold)
        #expect(fixed.font.size == 17)
        #expect(label.frame.height > 53)

        _ = try stack.render(on: .iPhone15, traits: TraitCollection(preferredContentSizeCategory: .extraSmall))
        #expect(label.font.size == 14)
    }

    @Test func aLabelThatDoesNotAdjustKeepsItsSize() throws {
        let label = Label("Body", font: .preferredFont(forTextStyle: .body))
        _ = try label.render(on: .iPhone15, traits: TraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        #expect(label.font.size == 17)
    }

    @Test func screenFileTextFollowsContentSize() throws {
        let file = try ScreenFile(data: Data(#"{"contentSize": "AX5", "elements": [{"label": "Plain"}, {"label": {"text": "Title", "font": {"style": "title1", "weight": "bold"}}}, {"label": {"text": "Fixed", "font": {"size": 13}}}]}"#.utf8), name: "t.json")
        #expect(file.traits.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        let view = try file.makeView()
        _ = try view.render(on: file.device, traits: file.traits)
        let labels = view.subviews[0].subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.font.size) == [53, 58, 13])
        #expect(labels[1].font.weight == .bold)
    }
}
