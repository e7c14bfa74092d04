import Easel
import Foundation

// Core Graphics' names over Easel's colours, paths, images and drawing context.
public typealias CGColor = Color
public typealias CGPath = GraphicsPath
public typealias CGMutablePath = MutableGraphicsPath
public typealias CGImage = Image
public typealias CGGradient = GraphicsGradient
public typealias CGGradientDrawingOptions = GradientDrawingOptions
public typealias CGLineCap = LineCap
public typealias CGLineJoin = LineJoin
public typealias CGPathFillRule = FillRule
public typealias CGPathDrawingMode = PathDrawingMode

/// Colour spaces are declared so code compiles: Easel draws in sRGB, where UIKit's colours are.
public final class CGColorSpace {
    public let name: String
    public init?(name: String) { self.name = name }
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }

extension Color {
    /// `CGColor(red:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// `UIColor(cgColor:)`: the colour itself.
    public convenience init(cgColor: Color) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// The colour at another alpha, as `CGColor.copy(alpha:)`.
    public func copy(alpha: CGFloat) -> Color? { withAlpha(Double(alpha)) }

    /// Red, green, blue and alpha, as `CGColor.components`.
    public var components: [CGFloat]? { [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)] }
    public var numberOfComponents: Int { 4 }
}

extension GraphicsGradient {
    /// `CGGradient(colorsSpace:colors:locations:)`: the colours as `[CGColor]` (UIKit code casts the
    /// array `as CFArray`); anything that is not a colour is left out.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: [CGFloat]?) {
        let list = colors.compactMap { $0 as? Color }
        guard !list.isEmpty else { return nil }
        self.init(colors: list, locations: locations)
    }

    /// `CGGradient(colorSpace:colorComponents:locations:count:)`: RGBA components, four a colour.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int) {
        guard count > 0, components.count >= 4 * count else { return nil }
        let list = (0 ..< count).map { i in
            Color(red: Double(components[4 * i]), green: Double(components[4 * i + 1]), blue: Double(components[4 * i + 2]), alpha: Double(components[4 * i + 3]))
        }
        self.init(colors: list, locations: locations)
    }
}

extension Image {
    /// `UIImage.cgImage`: the image itself.
    public var cgImage: Image? { self }

    /// `UIImage(cgImage:)`.
    public init(cgImage: Image) { self = cgImage }
}

/// Core Graphics' C constructors, which apps written against older SDKs still call.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
