import Easel

// Custom drawing under UIKit's names: Easel's current drawing context is the `CGContext`
// `draw(_:)` and `UIGraphicsImageRenderer` draw into.
public typealias CGContext = GraphicsContext
public typealias UIGraphicsImageRenderer = ImageRenderer
public typealias UIGraphicsImageRendererFormat = ImageRenderer.Format
public typealias UIGraphicsImageRendererContext = ImageRenderer.Context

/// The context of the drawing in progress, nil outside one, as UIKit's function.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContext.current }
