extension Color {
    /// The plain colour drawn with `traits`.
    public func resolved(with traits: TraitCollection) -> Color {
        resolved(for: traits.userInterfaceStyle)
    }
}
