import Easel
import Foundation

/// A text shadow, as UIKit's `NSShadow`: declared so attributed strings that carry one compile.
/// Easel does not draw text shadows; a string with one is reported
/// (`Layer.unsupportedDrawingHandler`). Layer shadows are drawn (`layer.shadowOpacity`).
open class NSShadow: NSObject {
    public var shadowOffset = CGSize.zero
    public var shadowBlurRadius: CGFloat = 0
    /// A `UIColor`; nil is a third-opaque black, as UIKit's.
    public var shadowColor: Any?

    public override init() { super.init() }
}

extension NSAttributedString.Key {
    /// An `NSShadow` under the text.
    public static let shadow = NSAttributedString.Key("NSShadow")
}
