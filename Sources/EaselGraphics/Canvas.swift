import CCairo
import EaselImage
import Foundation

/// A drawing surface in points over a Cairo context. Views draw into it in `draw(in:)`;
/// the renderer uses it to paint backgrounds, borders, clips and opacity.
///
///     let canvas = try Canvas(size: CGSize(width: 100, height: 50), scale: 2)
///     canvas.fill(CGRect(x: 0, y: 0, width: 100, height: 50), with: .systemBlue)
///     let image = try canvas.makeImage()
public final class Canvas {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The appearance dynamic colours are drawn in. The renderer sets it to each view's
    /// `traitCollection.userInterfaceStyle` before the view draws.
    public var userInterfaceStyle: UserInterfaceStyle = .light

    let surface: ImageSurface
    let context: OpaquePointer
    /// The first failure of a drawing call; drawing calls do not throw, `makeImage()` does.
    var failure: Error?
    /// The device-resolution mask shadows are enlarged into, kept for the next shadow.
    var shadowScratch: ImageSurface?

    /// A transparent canvas of `size` points at `scale` pixels per point. Throws for a size that
    /// rounds to no pixels or to more than `Image.maximumSide` / `Image.maximumPixelCount`.
    public convenience init(size: CGSize, scale: CGFloat = 1) throws {
        try self.init(size: size, scale: scale, alphaOnly: false)
    }

    /// A canvas over a one-byte-a-pixel surface when `alphaOnly`: what is drawn keeps only its
    /// coverage (the mask shadows are blurred from).
    convenience init(size: CGSize, scale: CGFloat, alphaOnly: Bool) throws {
        let (pixelWidth, pixelHeight) = try Self.pixelSize(of: size, scale: scale)
        try self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, alphaOnly: alphaOnly, size: size)
    }

    /// The pixels a canvas of `size` points at `scale` has: each side rounded up.
    private static func pixelSize(of size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw ImageError.invalidScale(Double(scale)) }
        let width = size.width * scale, height = size.height * scale
        guard width.isFinite, height.isFinite else {
            throw ImageError.tooLarge(width: Int.max, height: Int.max)
        }
        return (Int(saturating: width, rounding: .up), Int(saturating: height, rounding: .up))
    }

    /// A canvas of exactly `pixelWidth` × `pixelHeight` pixels, `scale` pixels a point, that
    /// says it is `size` points (by default, the pixels over the scale).
    convenience init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, alphaOnly: Bool, size: CGSize? = nil) throws {
        guard scale.isFinite, scale > 0 else { throw ImageError.invalidScale(Double(scale)) }
        try self.init(surface: ImageSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, alphaOnly: alphaOnly), scale: scale, size: size)
    }

    /// What `draw` paints on a new transparent canvas of `size` points at `scale`, drawn straight
    /// into the image's own pixels: a render keeps one image-sized buffer, not a surface and a
    /// copy of it. The bytes are those `Canvas(size:scale:)` then `makeImage()` give. The canvas
    /// draws nothing once `draw` returns.
    ///
    ///     let image = try Canvas.image(size: CGSize(width: 100, height: 50), scale: 2) { canvas in
    ///         canvas.fill(CGRect(x: 0, y: 0, width: 100, height: 50), with: .systemBlue)
    ///     }
    public static func image(size: CGSize, scale: CGFloat, draw: (Canvas) throws -> Void) throws -> Image {
        let (pixelWidth, pixelHeight) = try pixelSize(of: size, scale: scale)
        try Image.validate(width: pixelWidth, height: pixelHeight)
        let count = pixelWidth * pixelHeight * 4
        let pixels = try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let memory = UnsafeMutableRawPointer(base)
            PixelMemory.adviseHugePages(memory, count: count)
            // Cairo draws over transparent pixels; a reused allocation holds old ones.
            memset(memory, 0, count)
            initialized = count
            let surface = try ImageSurface(drawingInto: memory, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            let canvas = try Canvas(surface: surface, scale: scale, size: size)
            try draw(canvas)
            if let failure = canvas.failure { throw failure }
            try CairoError.check(cairo_status(canvas.context), "drawing")
            try surface.finishStraighteningInPlace()
        }
        return try Image(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: pixels)
    }

    /// A canvas over `surface`, `scale` pixels a point, that says it is `size` points (by
    /// default, the pixels over the scale).
    private init(surface: ImageSurface, scale: CGFloat, size: CGSize?) throws {
        guard scale.isFinite, scale > 0 else { throw ImageError.invalidScale(Double(scale)) }
        self.surface = surface
        let context = cairo_create(surface.pointer)!
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw CairoError("creating a drawing context", status: status)
        }
        self.context = context
        self.size = size ?? CGSize(width: CGFloat(surface.pixelWidth) / scale, height: CGFloat(surface.pixelHeight) / scale)
        self.scale = scale
        cairo_scale(context, scale, scale)
    }

    deinit { cairo_destroy(context) }

    /// What has been drawn, as an image at the canvas's scale.
    public func makeImage() throws -> Image {
        if let failure { throw failure }
        try CairoError.check(cairo_status(context), "drawing")
        return try surface.makeImage(scale: scale)
    }

    /// Writes what has been drawn as a PNG file, atomically: the bytes of
    /// `makeImage().writePNG(to:compression:)`, without the image-sized copy between.
    package func writePNG(to url: URL, compression: PNGCompression = .screen) throws {
        if let failure { throw failure }
        try CairoError.check(cairo_status(context), "drawing")
        try Image.write(pngData: surface.pngData(scale: scale, compression: compression), to: url)
    }

    // MARK: Filling and stroking

    public func fill(_ rect: CGRect, with color: Color) {
        fill(Path(rect), with: color)
    }

    /// Fills `path`; with `.evenOdd`, overlapping subpaths cut holes (a ring from two circles).
    public func fill(_ path: Path, with color: Color, rule: FillRule = .winding) {
        guard color.alpha > 0, !path.isEmpty else { return }
        setSource(color)
        trace(path)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
    }

    /// Strokes `path` centred on its outline, `lineWidth` points wide.
    public func stroke(_ path: Path, with color: Color, lineWidth: CGFloat = 1) {
        guard color.alpha > 0, lineWidth > 0, !path.isEmpty else { return }
        setSource(color)
        trace(path)
        cairo_set_line_width(context, lineWidth)
        cairo_stroke(context)
    }

    /// Strokes `path` with `style`'s width, caps, joins and dashes. A dash pattern with no
    /// positive length draws nothing, as Core Graphics.
    public func stroke(_ path: Path, with color: Color, style: StrokeStyle) {
        guard color.alpha > 0, style.lineWidth > 0, style.lineWidth.isFinite, !path.isEmpty else { return }
        let dashes = style.dashes.map { Double($0.isFinite ? max(0, $0) : 0) }
        if !dashes.isEmpty, !dashes.contains(where: { $0 > 0 }) { return }
        withCairoContext { cairo in
            setSource(color)
            trace(path)
            cairo_set_line_width(cairo, style.lineWidth)
            cairo_set_line_cap(cairo, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cairo, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cairo, style.miterLimit.isFinite ? max(1, style.miterLimit) : 10)
            if !dashes.isEmpty {
                // An odd count repeats, as Core Graphics and Cairo both read it.
                cairo_set_dash(cairo, dashes, Int32(dashes.count), style.dashPhase.isFinite ? style.dashPhase : 0)
            }
            cairo_stroke(cairo)
        }
    }

    /// A border drawn entirely inside `rect`, as CALayer draws `borderWidth`: the band between
    /// the rounded outline and the same outline inset by `width`, with radii reduced by `width`.
    public func strokeInside(_ rect: CGRect, radii: CornerRadii = .zero, curve: CornerCurve = .circular, width: CGFloat, color: Color) {
        guard width > 0, color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        let outer = radii.fitted(to: rect.size)
        var band = Path(roundedRect: rect, radii: outer, curve: curve)
        let inner = rect.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            band.addPath(Path(roundedRect: inner, radii: outer.shrunk(by: width), curve: curve))
        }
        fill(band, with: color, rule: .evenOdd)
    }

    // MARK: Images

    /// Draws `image` scaled into `rect` with good-quality filtering (a box filter when shrinking,
    /// bilinear when enlarging). With a `tint`, only the image's alpha is used, filled with the tint,
    /// as UIKit draws template images.
    public func draw(_ image: Image, in rect: CGRect, tint: Color? = nil) {
        guard rect.width > 0, rect.height > 0, image.pixelWidth > 0, image.pixelHeight > 0 else { return }
        if let symbol = image.symbol {
            let color = image.symbolAttachment?.tint ?? (image.renderingMode == .alwaysTemplate ? tint ?? .black : .black)
            return symbol.draw(in: rect, color: color.resolved(for: userInterfaceStyle), on: self)
        }
        let source: ImageSurface
        do {
            source = try ImageSurface(image)
        } catch {
            failure = failure ?? error
            return
        }
        withCairoContext { cairo in
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cairo)
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / CGFloat(image.pixelWidth), rect.height / CGFloat(image.pixelHeight))
            let pattern = cairo_pattern_create_for_surface(source.pointer)!
            defer { cairo_pattern_destroy(pattern) }
            // Pad, not transparent, beyond the edges, so a scaled image's border pixels stay sharp.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            if let tint = tint?.resolved(for: userInterfaceStyle) {
                cairo_set_source_rgba(cairo, tint.red, tint.green, tint.blue, tint.alpha)
                cairo_mask(cairo, pattern)
            } else {
                cairo_set_source(cairo, pattern)
                cairo_paint(cairo)
            }
        }
    }

    // MARK: State

    /// Runs `body` and then restores the clip and transform it changed.
    public func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
        cairo_save(context)
        defer { cairo_restore(context) }
        return try body()
    }

    /// Draws `body` into a separate layer and composites the layer at `opacity`, as Core
    /// Animation applies a layer's `opacity`: overlaps inside the layer do not show through.
    public func withOpacity<Result>(_ opacity: CGFloat, _ body: () throws -> Result) rethrows -> Result {
        guard opacity < 1 else { return try body() }
        cairo_push_group(context)
        defer {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, max(0, opacity))
        }
        return try body()
    }

    /// Limits later drawing to the inside of `path` until the enclosing `withSavedState` ends.
    public func clip(to path: Path) {
        trace(path)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        cairo_clip(context)
    }

    /// Limits later drawing to the inside of `path` by `rule`.
    public func clip(to path: Path, rule: FillRule) {
        trace(path)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(context)
    }

    /// Draws `body` and keeps of it only where `mask` draws, by `mask`'s alpha, as Core
    /// Animation applies a layer's `mask`.
    public func withMask(_ mask: () -> Void, _ body: () -> Void) {
        cairo_push_group(context)
        body()
        let content = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(context)
        mask()
        let alpha = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(alpha) }
        // Both groups were popped under the current transform, so their patterns line up with it.
        cairo_set_source(context, content)
        cairo_mask(context, alpha)
    }

    /// Saves the clip, transform and drawing state, for a `restoreState()` later: for drawing
    /// code that saves and restores in separate calls (`CGContext.saveGState()`). Prefer
    /// `withSavedState`.
    public func saveState() { cairo_save(context) }

    /// Puts back the state of the matching `saveState()`.
    public func restoreState() { cairo_restore(context) }

    /// Turns later drawing by `angle` radians, clockwise on screen.
    public func rotate(by angle: CGFloat) {
        cairo_rotate(context, angle)
    }

    /// The transform from points to the canvas's own points, as `CGContext.ctm` over a
    /// context whose origin is the canvas's top left.
    public var currentTransform: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        return CGAffineTransform(a: matrix.xx / scale, b: matrix.yx / scale, c: matrix.xy / scale, d: matrix.yy / scale,
                                 tx: matrix.x0 / scale, ty: matrix.y0 / scale)
    }

    /// The box of the current clip, in the current coordinates.
    public var clipBounds: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Makes `rect` transparent, as `CGContext.clear(_:)`.
    public func clear(_ rect: CGRect) {
        withCairoContext { cairo in
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_fill(cairo)
        }
    }

    /// Limits later drawing to `rect`.
    public func clip(to rect: CGRect) {
        clip(to: Path(rect))
    }

    /// Moves the origin by `offset` points.
    public func translate(by offset: CGPoint) {
        guard offset != .zero else { return }
        cairo_translate(context, offset.x, offset.y)
    }

    /// Scales later drawing by `sx` and `sy`.
    public func scale(x sx: CGFloat, y sy: CGFloat) {
        cairo_scale(context, sx, sy)
    }

    // MARK: Cairo plumbing

    /// Hands the Cairo context to other Graphics types (text, images), inside a saved state.
    func withCairoContext<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        cairo_save(context)
        defer { cairo_restore(context) }
        return try body(context)
    }

    private func setSource(_ color: Color) {
        let color = color.resolved(for: userInterfaceStyle)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    func trace(_ path: Path) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case let .move(p): cairo_move_to(context, p.x, p.y)
            case let .line(p): cairo_line_to(context, p.x, p.y)
            case let .curve(to, c1, c2): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
            case let .arc(center, radius, start, end):
                cairo_arc(context, center.x, center.y, radius, start, end)
            case .close: cairo_close_path(context)
            }
        }
    }
}

/// Which points a self-overlapping path fills.
public enum FillRule: Sendable {
    /// Every point the outline winds around (the default, as Core Graphics).
    case winding
    /// Points inside an odd number of outlines: inner subpaths cut holes.
    case evenOdd
}
