import EaselImage
import Foundation

extension Image {
    /// How big and how heavy a symbol image is drawn, as `UIImage.SymbolConfiguration`: a point
    /// size (or a text style's size), a weight and a scale. The default is the body style's
    /// 17 points, regular, medium scale, as `UIImage(systemName:)` without a configuration.
    ///
    ///     let gear = Image(systemName: "gearshape", withConfiguration: .init(pointSize: 22, weight: .semibold, scale: .large))
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The size of the text the symbol sits in, in points; nil uses `textStyle`, then 17.
        public var pointSize: CGFloat?
        public var weight: Weight
        public var scale: Scale
        /// Sizes the symbol as text of this style at the default content size.
        public var textStyle: Font.TextStyle?

        /// SF Symbols' nine weights, matching the font weights of the text beside them.
        public enum Weight: String, Hashable, Sendable, CaseIterable, Comparable {
            case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
            public static func < (a: Weight, b: Weight) -> Bool { a.steps < b.steps }
            /// Steps from regular: -3 for ultraLight to +5 for black.
            var steps: Int { Weight.allCases.firstIndex(of: self)! - 3 }
        }

        /// The symbol's size relative to the text it sits in; all three stay centred on the text's
        /// cap height.
        public enum Scale: String, Hashable, Sendable, CaseIterable {
            case small, medium, large
            /// The symbol's height over the text's point size (Easel's measure of SF Symbols'
            /// scales: small about 0.8, large about 1.25 of medium).
            var factor: CGFloat {
                switch self {
                case .small: 0.8
                case .medium: 1
                case .large: 1.25
                }
            }
        }

        public init(pointSize: CGFloat? = nil, weight: Weight = .regular, scale: Scale = .medium) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        public init(textStyle: Font.TextStyle, scale: Scale = .medium) {
            self.init(scale: scale)
            self.textStyle = textStyle
        }

        public init(weight: Weight) { self.init(pointSize: nil, weight: weight) }
        public init(scale: Scale) { self.init(pointSize: nil, scale: scale) }

        /// The text size the symbol is drawn for, in points.
        public var resolvedPointSize: CGFloat {
            if let pointSize, pointSize.isFinite, pointSize > 0 { return pointSize }
            if let textStyle { return textStyle.pointSize(for: .large) }
            return 17
        }

        /// This configuration with `other`'s set values on top, as `applying(_:)` in UIKit.
        public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
            var result = self
            if other.pointSize != nil || other.textStyle != nil {
                result.pointSize = other.pointSize
                result.textStyle = other.textStyle
            }
            if other.weight != .regular { result.weight = other.weight }
            if other.scale != .medium { result.scale = other.scale }
            return result
        }
    }
}
