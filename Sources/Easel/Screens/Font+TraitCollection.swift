extension Font {
    /// The system font for a text style at the text size `traits` ask for.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
        preferredFont(forTextStyle: style, category: traits?.preferredContentSizeCategory ?? .large)
    }
}
