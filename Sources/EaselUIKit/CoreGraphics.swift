import Easel
import Foundation

// Core Graphics' names over Easel's colours, paths, images and drawing context. Easel's paths
// are values: `let path = CGMutablePath()` becomes `var` (easel port rewrites it).
public typealias CGColor = Color
public typealias CGPath = Path
public typealias CGMutablePath = Path
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

extension Path {
    /// `CGPath(rect:transform:)`.
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect)
        if let transform { self = applying(transform.pointee) }
    }

    /// `CGPath(ellipseIn:transform:)`.
    public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(ellipseIn: rect)
        if let transform { self = applying(transform.pointee) }
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        if let transform { self = applying(transform.pointee) }
    }

    public mutating func move(to point: CGPoint, transform: CGAffineTransform) { move(to: point.applying(transform)) }
    public mutating func addLine(to point: CGPoint, transform: CGAffineTransform) { addLine(to: point.applying(transform)) }
    public mutating func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first.applying(transform))
        for point in points.dropFirst() { addLine(to: point.applying(transform)) }
    }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) { addPath(Path(rect).applying(transform)) }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addPath(Path(rect).applying(transform)) }
    }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) { addPath(Path(ellipseIn: rect).applying(transform)) }
    public mutating func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform) {
        var rounded = Path()
        rounded.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        addPath(rounded.applying(transform))
    }
    public mutating func addPath(_ other: Path, transform: CGAffineTransform) { addPath(other.applying(transform)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint, transform: CGAffineTransform) {
        addQuadCurve(to: point.applying(transform), control: control.applying(transform))
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform) {
        addCurve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    /// `CGPath.copy()`: paths are values, so the copy is the path.
    public func copy() -> Path? { self }
    /// `CGPath.copy(using:)`: the path moved by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> Path? { transform.map { applying($0.pointee) } ?? self }
    /// `CGMutablePath.mutableCopy()`.
    public func mutableCopy() -> Path? { self }
    public var boundingBoxOfPath: CGRect { boundingBox }
    public func contains(_ point: CGPoint, using rule: FillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        applying(transform).contains(point, rule: rule)
    }
}

extension Image {
    /// `UIImage.cgImage`: the image itself.
    public var cgImage: Image? { self }

    /// `UIImage(cgImage:)`.
    public init(cgImage: Image) { self = cgImage }
}
