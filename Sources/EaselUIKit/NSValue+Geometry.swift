import Foundation

// UIKit's geometry boxing on NSValue (keyboard frames in notifications, CALayer values):
// Foundation on Linux boxes rects, points and sizes under their NS names.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
