import Foundation

/// The one way a view tree becomes an image, in two separate steps so that layout never draws
/// and drawing never lays out: `layOut` makes the view the root of the configuration's screen
/// and runs `layoutIfNeeded()`; `draw` paints the laid-out frames, back to front. Views,
/// controllers, screen files and nodes all render through it.
///
///     let renderer = ViewRenderer(RenderConfiguration(device: .iPhoneSE))
///     try renderer.layOut(screen)
///     let image = try renderer.draw(screen)
public struct ViewRenderer: Sendable {
    /// The screen, traits, chrome and scale of every render.
    public var configuration: RenderConfiguration

    public init(_ configuration: RenderConfiguration = RenderConfiguration()) {
        self.configuration = configuration
    }

    /// A renderer for bare views at `scale` pixels per point.
    public init(scale: CGFloat) {
        self.init(RenderConfiguration(size: nil, scale: scale))
    }

    /// Pixels per point.
    public var scale: CGFloat { configuration.scale }

    /// Lays out and draws `view` as the root of the configuration's screen.
    public func render(_ view: View) throws -> Image {
        try layOut(view)
        return try draw(view)
    }

    /// The canvas `render(_:)` draws, before it is read out as an image.
    package func canvas(_ view: View) throws -> Canvas {
        try layOut(view)
        return try drawCanvas(view)
    }

    /// Makes `view` the root of the configuration's screen and lays out its whole subtree: it
    /// gets the screen's traits and safe area, and the size the configuration gives (`size`,
    /// else the device's, else its own, else the size it fits in). A view rendered in place in a
    /// tree with no device keeps its superview's traits (under the configuration's) and its safe
    /// area. A controller's view gets its controller's appearance calls around the layout, as a
    /// window gives them. Then
    /// `LayoutDiagnostics.renderedTreeHandler` hears the constraint conflicts the tree still
    /// has. Returns the screen's traits.
    @discardableResult
    public func layOut(_ view: View) throws -> TraitCollection {
        let before = view.displayScale
        // A view rendered where it stands in a tree, with no device, keeps what the tree gives it:
        // its superview's traits under the configuration's, and its safe area.
        let inPlace = configuration.device == nil && view.superview != nil
        var screen = inPlace ? (view.superview?.traitCollection ?? .standard).overridden(by: configuration.traits) : configuration.screenTraits
        screen.displayScale = PixelGrid(scale: screen.displayScale).scale
        view.rootTraitCollection = screen
        if !inPlace { view.rootSafeAreaInsets = configuration.device?.safeAreaInsets ?? .zero }
        // A new pixel grid moves every snapped frame, so the whole tree lays out again.
        if view.displayScale != before { view.setNeedsLayoutInSubtree() }
        // Measured once the view has its traits: sizes snap to the new pixel grid and text size.
        let size = rootSize(of: view)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidSize(size, view: String(describing: type(of: view)))
        }
        let controller = view.viewController
        controller?.beginAppearance()
        view.frame.size = size
        view.updateTraitCollection()
        controller?.continueAppearance()
        view.layoutIfNeeded()
        LayoutDiagnostics.treeWasLaidOut(view)
        controller?.endAppearance()
        return screen
    }

    /// Lays out `view` at `size` (else as `layOut(_:)` sizes it).
    public func layout(_ view: View, size: CGSize? = nil) throws {
        var sized = self
        if let size { sized.configuration.size = size }
        try sized.layOut(view)
    }

    private func rootSize(of view: View) -> CGSize {
        if let size = configuration.size { return size }
        if let device = configuration.device { return device.size }
        if !view.bounds.isEmpty { return view.bounds.size }
        return view.layoutSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// Paints a laid-out `view` as the configuration's screen, with the status bar, home
    /// indicator and outline its chrome asks for (only those the device has; a bezel grows the
    /// image). The root is drawn at the image's origin, wherever its frame puts it.
    public func draw(_ view: View) throws -> Image {
        // Straight into the image's pixels: one buffer a render, which a matrix keeping every
        // image needs (fresh memory for each is most of what a render costs beyond drawing).
        try Canvas.image(size: canvasSize(for: view), scale: scale) { paintScreen(view, on: $0) }
    }

    /// The canvas `draw(_:)` paints, before it is read out as an image.
    package func drawCanvas(_ view: View) throws -> Canvas {
        let canvas = try Canvas(size: canvasSize(for: view), scale: scale)
        paintScreen(view, on: canvas)
        return canvas
    }

    /// The size of the canvas a laid-out `view` is drawn on (with the device's bezel when the
    /// chrome asks for one); throws what stops it being drawn.
    private func canvasSize(for view: View) throws -> CGSize {
        let chrome = configuration.chrome, device = configuration.device
        let size = view.bounds.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidSize(size, view: String(describing: type(of: view)))
        }
        try ShadowedDrawing.check(view)
        if let problem = FontLibrary.shared.problem, chrome.statusBar || view.first(where: { $0.usesFonts && !$0.isHidden }) != nil {
            throw RenderError.fontsUnavailable(problem)
        }
        let offset = device == nil ? 0 : chrome.screenOffset
        return CGSize(width: size.width + 2 * offset, height: size.height + 2 * offset)
    }

    /// Paints a laid-out `view` as the configuration's screen on `canvas`, sized by `canvasSize(for:)`.
    private func paintScreen(_ view: View, on canvas: Canvas) {
        let chrome = configuration.chrome, device = configuration.device
        let size = view.bounds.size
        let offset = device == nil ? 0 : chrome.screenOffset
        let style = view.traitCollection.userInterfaceStyle
        let corner = device?.displayCornerRadius ?? 0
        let screen = CGRect(x: offset, y: offset, width: size.width, height: size.height)
        if offset > 0 {
            canvas.fill(Path(roundedRect: CGRect(origin: .zero, size: canvas.size), cornerRadius: corner + offset), with: Color(hex: "#1C1C1E") ?? .black)
        }
        canvas.withSavedState {
            if chrome.frame != .none, corner > 0 {
                canvas.clip(to: Path(roundedRect: screen, cornerRadius: corner))
            }
            canvas.withSavedState {
                let frame = view.untransformedFrame
                canvas.translate(by: CGPoint(x: screen.minX - frame.minX, y: screen.minY - frame.minY))
                // Custom drawing (`BezierPath.fill()`, `Color.setFill()`) goes to this canvas.
                GraphicsContext.drawing(on: canvas) { paint(view, in: canvas, style: style) }
            }
            if let device {
                canvas.translate(by: screen.origin)
                canvas.userInterfaceStyle = style
                let bar = StatusBar(device: device, style: style)
                if chrome.statusBar { bar.draw(in: canvas) }
                if chrome.homeIndicator { bar.drawHomeIndicator(in: canvas) }
            }
        }
    }

    /// One view, in the order Core Animation composites a layer: the shadow, background, own
    /// content, sublayers (inside the clip when it clips), then the border on top; all of it as
    /// one group when the view is translucent, kept where its mask layer draws, moved by its
    /// transform around its centre.
    func paint(_ view: View, in canvas: Canvas, style inherited: UserInterfaceStyle) {
        let layer = view.layer
        guard !view.isHidden, layer.alphaValue > 0 else { return }
        let override = view.traitOverrides.userInterfaceStyle
        let style = override == .unspecified ? inherited : override
        canvas.userInterfaceStyle = style
        canvas.withSavedState {
            let frame = view.untransformedFrame
            let transform = layer.transform
            if transform.isIdentity {
                canvas.translate(by: frame.origin)
            } else {
                if !transform.isAffine { reportFlattened(layer) }
                // About the anchor point (the centre unless the layer's anchorPoint moved it).
                let anchor = view.anchorPoint
                canvas.translate(by: CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height))
                canvas.concatenate(transform.affineTransform)
                canvas.translate(by: CGPoint(x: -anchor.x * frame.width, y: -anchor.y * frame.height))
            }
            canvas.withOpacity(layer.alphaValue) {
                let area = CGRect(origin: .zero, size: frame.size)
                let body = {
                    if layer.castsShadow { paintShadow(of: view, in: canvas, style: style) }
                    paintBody(of: view, area: area, in: canvas, style: style)
                }
                guard let mask = layer.mask else { return body() }
                let scroll = view.bounds.origin
                canvas.withMask({
                    canvas.withSavedState {
                        canvas.translate(by: CGPoint(x: -scroll.x, y: -scroll.y))
                        paint(mask, in: canvas, style: style)
                    }
                }, body)
            }
        }
    }

    /// Everything but the shadow, in the view's own coordinates.
    private func paintBody(of view: View, area: CGRect, in canvas: Canvas, style: UserInterfaceStyle) {
        let layer = view.layer
        let outline = layer.outline(of: area)
        if let background = layer.backgroundColor {
            canvas.fill(outline, with: background)
        }
        canvas.withSavedState {
            if layer.masksToBounds {
                canvas.clip(to: outline)
            }
            let scroll = view.bounds.origin
            canvas.translate(by: CGPoint(x: -scroll.x, y: -scroll.y))
            layer.displayIfNeeded()
            canvas.withSavedState { layer.drawContent(in: canvas) }
            canvas.withSavedState { view.draw(in: canvas) }
            // A shadow's mask is another canvas: the drawing goes there too, with a context of its own.
            let context = GraphicsContext.current.flatMap { $0.canvas === canvas ? $0 : nil } ?? GraphicsContext(canvas: canvas)
            GraphicsContext.$drawing.withValue(context) { context.drawingFresh { view.draw(view.bounds) } }
            paintSublayers(of: layer, in: canvas, style: style)
            canvas.userInterfaceStyle = style
        }
        canvas.strokeInside(area, radii: layer.cornerRadii, curve: layer.cornerCurve, width: layer.borderWidth, color: layer.borderColor)
    }

    /// The layer's shadow: its `shadowPath`, or the alpha of everything it draws, blurred.
    private func paintShadow(of view: View, in canvas: Canvas, style: UserInterfaceStyle) {
        let layer = view.layer
        let area = CGRect(origin: .zero, size: view.untransformedFrame.size)
        let colour = layer.shadowColor.withAlpha(layer.shadowColor.alpha * min(1, max(0, layer.shadowAlpha)))
        let sigma = Shadow.sigma(forRadius: layer.shadowRadius)
        // An opaque background fills its outline right after: the shadow under it never shows.
        var cover: CGRect?
        if let background = layer.backgroundColor, background.resolved(for: style).alpha >= 1 {
            let radii = layer.cornerRadii
            let corner = max(radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft)
            // Half a radius in from each corner is inside circular and continuous corners alike.
            cover = area.insetBy(dx: corner / 2, dy: corner / 2)
        }
        if let path = layer.shadowPath?.path {
            canvas.drawShadow(of: path.boundingBox, color: colour, offset: layer.shadowOffset, sigma: sigma, cover: cover) {
                $0.fill(path, with: .black)
            }
        } else if Shadow.outlineIsWholeShape(of: view) {
            canvas.drawShadow(of: area, color: colour, offset: layer.shadowOffset, sigma: sigma, cover: cover) {
                $0.fill(layer.outline(of: area), with: .black)
            }
        } else {
            canvas.drawShadow(of: Shadow.drawnBounds(of: view), color: colour, offset: layer.shadowOffset, sigma: sigma, cover: cover) {
                $0.userInterfaceStyle = style
                paintBody(of: view, area: area, in: $0, style: style)
            }
        }
    }
}
