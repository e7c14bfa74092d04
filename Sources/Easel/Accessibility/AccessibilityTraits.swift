/// What an accessibility element is and what state it is in, as `UIAccessibilityTraits`:
/// VoiceOver speaks them after the label ("Sign Up. Button.") and they decide how it acts on the
/// element. UIKit's controls set their own (a button `.button`, a disabled control `.notEnabled`);
/// setting `accessibilityTraits` replaces them.
///
///     title.accessibilityTraits = [.staticText, .header]
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public static let none = AccessibilityTraits([])
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 17)
    /// A switch (public since iOS 17): VoiceOver says "Switch Button" and reads the value
    /// "1" / "0" as "On" / "Off".
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 53)

    // UIKit keeps these private, yet VoiceOver speaks them ("Text Field", "Back Button"); Easel
    // needs them to say what it says, and does not offer them to app code.

    /// A text field or text view that takes typing.
    static let textEntry = AccessibilityTraits(rawValue: 1 << 40)
    /// A text field whose text is hidden (`isSecureTextEntry`).
    static let secureTextEntry = AccessibilityTraits(rawValue: 1 << 41)
    /// A navigation bar's back button.
    static let backButton = AccessibilityTraits(rawValue: 1 << 42)

    /// The traits an element that a person acts on has: one of these and VoiceOver offers an action.
    static let interactive: AccessibilityTraits = [.button, .link, .adjustable, .keyboardKey, .searchField, .toggleButton, .textEntry, .backButton]
}

extension AccessibilityTraits: CustomStringConvertible {
    /// The public trait names, in declaration order: `[button, selected]`.
    public var description: String {
        let names = Self.named.filter { contains($0.trait) }.map(\.name)
        return "[" + names.joined(separator: ", ") + "]"
    }

    /// Every trait app code can set, by its Swift name (screen files use these names too).
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently),
        ("searchField", .searchField), ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("supportsZoom", .supportsZoom), ("toggleButton", .toggleButton),
    ]
}
