import Foundation

/// What Core Animation draws, as `CALayer`: background, corners, border, clip, opacity, shadow,
/// contents, and sublayers drawn in order above it. Every view has one (`view.layer`, of the
/// view's `layerClass`); the view's own `backgroundColor`, `cornerRadius`, `borderWidth`,
/// `clipsToBounds`, `alpha` … read and write these same values, and its subviews' layers are
/// among its sublayers, in the order they draw. Layers of their own are made and added as in UIKit:
///
///     card.layer.cornerRadius = 16
///     card.layer.cornerCurve = .continuous
///     card.layer.shadowOpacity = 0.15
///     let ring = ShapeLayer()
///     ring.path = GraphicsPath(ellipseIn: CGRect(x: 4, y: 4, width: 64, height: 64), transform: nil)
///     card.layer.addSublayer(ring)
///
/// Geometry is Core Animation's: `bounds` in the layer's own coordinates, `position` in its
/// superlayer's where `anchorPoint` (unit space, the centre by default) sits, `transform`
/// about that point. A view's layer takes its geometry from the view.
open class Layer: NSObject {
    // MARK: Appearance

    /// Filled inside the rounded bounds, below the content (nil draws nothing).
    public var backgroundColor: Color?
    /// Rounds the background, the border, the clip and the default shadow shape.
    public var cornerRadius: CGFloat = 0
    /// The corners `cornerRadius` applies to.
    public var maskedCorners: Corners = .all
    /// Circular arcs (`.circular`, CALayer's default) or the iOS squircle (`.continuous`).
    public var cornerCurve: CornerCurve = .circular
    /// A border drawn inside the bounds, above the sublayers.
    public var borderWidth: CGFloat = 0
    /// The border's colour (CALayer's default, opaque black). Implicitly unwrapped as UIKit's
    /// `CGColor?`: setting nil sets the default.
    public var borderColor: Color! {
        get { storedBorderColor }
        set { storedBorderColor = newValue ?? .black }
    }
    private var storedBorderColor: Color = .black
    /// Whether Core Animation caches the layer as a bitmap. At a `rasterizationScale` of the
    /// screen's scale (what apps set) the cache looks as the layer does, so Easel draws the
    /// layer itself either way.
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1
    /// Clips the content and the sublayers to the rounded bounds. As Core Animation, a layer
    /// that masks to its bounds casts no shadow (put the shadow on a container instead).
    public var masksToBounds = false
    /// 0 is invisible, 1 opaque; the layer and its sublayers are composited as one group.
    /// A `Float`, as UIKit's; `View.alpha` sets the same value without rounding to `Float`.
    public var opacity: Float {
        get { Float(alphaValue) }
        set { alphaValue = CGFloat(newValue) }
    }
    /// The opacity as drawn.
    var alphaValue: CGFloat = 1
    /// Whether the layer and its sublayers are left out of the drawing. A view's layer is
    /// hidden with its view.
    public var isHidden: Bool {
        get { owningView?.isHidden ?? ownHidden }
        set {
            if let owningView { owningView.isHidden = newValue } else { ownHidden = newValue }
        }
    }
    private var ownHidden = false
    /// A name to find the layer by; Core Animation gives it no meaning.
    public var name: String?
    /// Core Animation's hints (edge antialiasing, opacity, asynchronous drawing, double-sided
    /// layers): Easel draws every layer the same whatever they say.
    public var allowsEdgeAntialiasing = false
    public var isOpaque = false
    public var drawsAsynchronously = false
    public var isDoubleSided = true
    public var allowsGroupOpacity = true

    /// The shadow's colour before `shadowOpacity` (CALayer's default, opaque black). Implicitly
    /// unwrapped as UIKit's `CGColor?`: setting nil sets the default.
    public var shadowColor: Color! {
        get { storedShadowColor }
        set { storedShadowColor = newValue ?? .black }
    }
    private var storedShadowColor: Color = .black
    /// 0 (CALayer's default) draws no shadow. A `Float`, as UIKit's.
    public var shadowOpacity: Float {
        get { Float(shadowAlpha) }
        set { shadowAlpha = CGFloat(newValue) }
    }
    /// The shadow opacity as drawn (screen files set it without rounding to `Float`).
    var shadowAlpha: CGFloat = 0
    /// Where the shadow falls, in points. CALayer's default, (0, -3), casts it upward, as on iOS.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur, in points (CALayer's default 3): see `Shadow.sigma(forRadius:)`.
    public var shadowRadius: CGFloat = 3
    /// The shape that casts the shadow, in the layer's coordinates; nil casts the shape of what
    /// the layer draws (its composited alpha).
    public var shadowPath: GraphicsPath?

    // MARK: Contents

    /// An image drawn over the background, placed by `contentsGravity`: an `Image` (UIKit's
    /// `image.cgImage`). Anything else is reported when drawn (`unsupportedDrawingHandler`).
    public var contents: Any?
    /// How `contents` fits the bounds (CALayer's default `.resize`, stretched to fill).
    public var contentsGravity: ContentsGravity = .resize
    /// Pixels of `contents` a point when it is not an `Image` that knows its scale.
    public var contentsScale: CGFloat = 1
    /// The part of `contents` drawn, in unit space; only the whole image (the default) is drawn,
    /// any other part is reported.
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Whether the layer's content is drawn flipped; false, as Core Animation's default on iOS
    /// (the vertical `contentsGravity` names read in the layer's own y-down axis).
    public func contentsAreFlipped() -> Bool { false }
    /// The stretchable middle of `contents`, in unit space; declared so code compiles, drawn as
    /// the whole image stretches.
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)

    // MARK: Geometry

    /// The view this is the layer of (UIKit makes the view the layer's delegate); nil for a
    /// layer of its own.
    weak var owningView: View?
    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero
    /// Where `position` sits in the bounds, in unit space (CALayer's default, the centre): the
    /// layer turns and scales about it. Setting it keeps `position` and moves the frame, also
    /// on a view's layer (the view's centre stays, its frame moves).
    public var anchorPoint: CGPoint {
        get { owningView?.anchorPoint ?? ownAnchorPoint }
        set {
            if let owningView { owningView.anchorPoint = newValue } else { ownAnchorPoint = newValue }
        }
    }
    private var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var anchorPointZ: CGFloat = 0
    /// The drawing order among siblings: higher draws later (above); equal keeps the order of
    /// `sublayers`.
    public var zPosition: CGFloat = 0
    /// The transform about `anchorPoint`, as `CATransform3D`. Easel draws its 2-D part; a
    /// transform with perspective or a turn out of the screen's plane is reported.
    public var transform: Transform3D = .identity
    /// A transform applied to the sublayers, about the bounds' centre.
    public var sublayerTransform: Transform3D = .identity

    // MARK: Tree

    /// The layer this one is a sublayer (or a view's layer) of.
    public internal(set) weak var superlayer: Layer?
    /// The sublayers, in the order they are drawn (later above), nil when there are none.
    var children: [Layer] = []
    /// A layer whose alpha masks this one, in this layer's coordinates (UIKit's `mask`): where
    /// it draws nothing, nothing of this layer (its shadow included) shows.
    public var mask: Layer? {
        didSet {
            if let mask, mask.superlayer != nil { mask.removeFromSuperlayer() }
        }
    }

    // MARK: Display and layout

    var needsDisplayFlag = false
    /// Whether `display()` ran, so the layer's content is what `draw(in:)` draws.
    var drawsOwnContent = false
    var needsLayoutFlag = true
    /// Whether a change of the bounds' size asks for `display()` again (CALayer's default false).
    public var needsDisplayOnBoundsChange = false

    public override init() {
        super.init()
    }

    /// A copy of `layer`'s model values, as Core Animation makes presentation layers; Easel
    /// never makes them, and a subclass's override is never called by it.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? Layer else { return }
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        bounds = other.bounds
        position = other.position
        alphaValue = other.alphaValue
    }

    /// Easel never decodes archives: the layer is made as `init()` makes it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Overridable (in the class, so that subclasses can override them)

    /// Places the sublayers, as CALayer's `layoutSublayers()`: called before drawing when the
    /// layer is new, its bounds' size changed, its sublayers changed or `setNeedsLayout()` was
    /// called. A view's layer lays out with its view (`layoutSubviews()`). The base does nothing.
    open func layoutSublayers() {}

    /// Asks for `display()` before the layer is next drawn, as CALayer's: a layer of its own
    /// draws its `draw(in:)` only once this was called (or `display()` ran).
    open func setNeedsDisplay() { needsDisplayFlag = true }

    /// Makes the layer's content, as CALayer's `display()`: the base makes `draw(in:)` the
    /// content (drawn into the render's canvas, at its scale, each time the layer is drawn).
    /// Override it to set `contents` instead.
    open func display() { drawsOwnContent = true }

    /// Draws the layer's content into `ctx`, in the layer's coordinates, once `display()` ran.
    /// The base draws nothing.
    open func draw(in ctx: GraphicsContext) {}

    /// Whether a change of `key` asks for `display()`, as CALayer's class method that apps
    /// override for their own animated properties: Easel asks it when an animation's end value
    /// is held on the layer. The base answers false.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The value of `key` before one is set, as CALayer's class method; the base has none.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Draws what this kind of layer draws over its background: `contents`, then `draw(in:)`
    /// once `display()` ran; shape, gradient and text layers add their own.
    func drawContent(in canvas: Canvas) {
        drawContentsAndDrawing(in: canvas)
    }

    /// Sets an animated key this kind of layer has beyond CALayer's; false when it has none.
    func setOwnAnimatedValue(_ value: Any, forKeyPath keyPath: String) -> Bool { false }

    /// The radius of each corner, after `maskedCorners`.
    public var cornerRadii: CornerRadii {
        CornerRadii(radius: cornerRadius, corners: maskedCorners)
    }

    /// Whether a shadow will be drawn.
    public var castsShadow: Bool {
        shadowAlpha > 0 && shadowColor.alpha > 0 && !masksToBounds && shadowRadius.isFinite && shadowRadius >= 0
            && shadowOffset.width.isFinite && shadowOffset.height.isFinite
    }

    /// The outline of `rect` with this layer's corners and corner curve.
    public func outline(of rect: CGRect) -> Path {
        Path(roundedRect: rect, radii: cornerRadii, curve: cornerCurve)
    }

    /// The bounds' size changed: lay out again, and draw again when asked to.
    func boundsSizeDidChange() {
        needsLayoutFlag = true
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
    }

    // MARK: Geometry

    /// The layer's own coordinate space: its origin is the point drawn at the top left.
    public var bounds: CGRect {
        get { owningView?.bounds ?? ownBounds }
        set {
            if let owningView { return owningView.bounds = newValue }
            let old = ownBounds
            ownBounds = newValue
            if old.size != newValue.size { boundsSizeDidChange() }
        }
    }

    /// Where `anchorPoint` sits, in the superlayer's coordinates (a view's centre).
    public var position: CGPoint {
        get { owningView?.center ?? ownPosition }
        set {
            if let owningView { return owningView.center = newValue }
            ownPosition = newValue
        }
    }

    /// The box around the transformed bounds, in the superlayer's coordinates. Setting it sets
    /// the bounds' size and the position (as if there were no transform, as UIKit's).
    public var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            let size = ownBounds.size
            let box = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            let moved = transform.isIdentity ? box : box.applying(transform.affineTransform)
            return moved.offsetBy(dx: ownPosition.x, dy: ownPosition.y)
        }
        set {
            if let owningView { return owningView.frame = newValue }
            bounds = CGRect(origin: ownBounds.origin, size: newValue.size)
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// The 2-D part of `transform`, as CALayer's `affineTransform()`.
    public func affineTransform() -> CGAffineTransform { transform.affineTransform }

    /// Sets `transform` to a 2-D one, as CALayer's `setAffineTransform(_:)`.
    public func setAffineTransform(_ transform: CGAffineTransform) {
        self.transform = Transform3D(transform)
    }

    /// Maps this layer's coordinates to its superlayer's: about the anchor point, the
    /// transform's 2-D part, then to `position`.
    var transformToSuperlayer: CGAffineTransform {
        let b = bounds
        let anchor = CGPoint(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affineTransform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}

/// How a layer's `contents` image fits its bounds, as `CALayerContentsGravity`.
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    /// Stretched to fill the bounds (CALayer's default).
    case resize
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    case resizeAspect
    /// Scaled to cover the bounds, keeping its aspect ratio.
    case resizeAspectFill

    /// The same placement as an image view's content mode. The vertical names are Core
    /// Animation's, which follow the direction of the y axis (Apple's `contentsGravity`: "The
    /// naming of contents gravity constants is based on the direction of the vertical axis";
    /// only when `contentsAreFlipped()` is true, which it is not by default, does `top` align
    /// to the layer's bottom): in iOS's y-down layers `top` is the high-y edge, at the bottom
    /// of the screen, and `bottom` the top.
    var contentMode: ContentMode {
        switch self {
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        case .resize: .scaleToFill
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        }
    }
}
