import Foundation

extension Image {
    /// A PNG by name for a trait collection's display scale, as
    /// `UIImage(named:in:compatibleWith:)`; the search is `Image(named:in:scale:)`'s.
    ///
    ///     let brand = Image(named: "brand", in: .module, compatibleWith: Device.iPhone15.traitCollection)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traits: TraitCollection?) {
        let scale = traits.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil }
        self.init(named: name, in: bundle, scale: scale)
    }
}
