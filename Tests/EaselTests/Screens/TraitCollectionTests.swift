import Easel
import Testing

@Suite struct TraitCollectionTests {
    @Test func overridesReplaceOnlyTheFieldsTheySpecify() {
        let screen = TraitCollection(device: .iPhone15)
        let dark = screen.overridden(by: TraitCollection(userInterfaceStyle: .dark))
        #expect(dark.userInterfaceStyle == .dark)
        #expect(dark.preferredContentSizeCategory == .large)
        #expect(dark.horizontalSizeClass == .compact)
        #expect(dark.verticalSizeClass == .regular)
        #expect(dark.layoutDirection == .leftToRight)
        #expect(dark.displayScale == 3)
        #expect(screen.overridden(by: TraitCollection()) == screen)
    }

    @Test func viewsInheritTheScreensTraitsAndOverridesApplyToTheirSubtree() throws {
        let root = View(), card = View(), badge = View(), sibling = View()
        root.addSubview(card)
        card.addSubview(badge)
        root.addSubview(sibling)
        card.overrideUserInterfaceStyle = .dark
        badge.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        _ = try root.render(on: .iPadPro11, traits: TraitCollection(preferredContentSizeCategory: .extraLarge))

        #expect(root.traitCollection.userInterfaceStyle == .light)
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.displayScale == 2)
        #expect(card.traitCollection.userInterfaceStyle == .dark)
        #expect(card.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(badge.traitCollection.userInterfaceStyle == .dark)
        #expect(badge.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        #expect(sibling.traitCollection.preferredContentSizeCategory == .extraLarge)
    }

    @Test func traitCollectionDidChangeRunsOnceFirstThenOnlyOnChange() throws {
        final class Watcher: View {
            var calls: [TraitCollection?] = []
            override func traitCollectionDidChange(_ previous: TraitCollection?) { calls.append(previous) }
        }
        let root = View(), watcher = Watcher()
        root.addSubview(watcher)
        _ = try root.render(on: .iPhoneSE)
        _ = try root.render(on: .iPhoneSE)
        #expect(watcher.calls == [nil])
        _ = try root.render(on: .iPhoneSE, traits: TraitCollection(userInterfaceStyle: .dark))
        #expect(watcher.calls.count == 2)
        #expect(watcher.calls.last??.userInterfaceStyle == .light)
        #expect(watcher.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func contentSizeCategoriesAreOrderedAndNamed() {
        #expect(ContentSizeCategory.sizes.count == 12)
        #expect(ContentSizeCategory.extraSmall < .large)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(ContentSizeCategory(name: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "extraLarge") == .extraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory(name: "unspecified") == nil)
    }
}
