import Foundation

/// Turns a view tree into an image in two separate steps, so that layout never draws and
/// drawing never lays out: `layout` sizes the root and runs `layoutIfNeeded()`; `draw` paints
/// the laid-out frames, back to front.
///
///     let renderer = ViewRenderer(scale: 3)
///     try renderer.layout(screen, size: CGSize(width: 375, height: 667))
///     let image = try renderer.draw(screen)
public struct ViewRenderer: Sendable {
    /// Pixels per point.
    public var scale: CGFloat

    public init(scale: CGFloat = 1) {
        self.scale = scale
    }

    /// Lays out and draws `view`, at `size` if given, otherwise at its current size.
    public func render(_ view: View, size: CGSize? = nil) throws -> Image {
        try layout(view, size: size)
        return try draw(view)
    }

    /// Gives `view` the size (keeping its origin), makes `scale` its tree's `displayScale`
    /// (the pixel grid it lays out on), tells the tree about changed traits, and lays out its
    /// whole subtree.
    public func layout(_ view: View, size: CGSize? = nil) throws {
        view.setDisplayScale(scale)
        let size = size ?? view.bounds.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidSize(size, view: String(describing: type(of: view)))
        }
        view.frame.size = size
        view.updateTraitCollection()
        view.layoutIfNeeded()
    }

    /// Paints a laid-out `view` and its subtree into a new image the size of its bounds.
    /// The root is drawn at the image's origin, wherever its frame puts it.
    public func draw(_ view: View) throws -> Image {
        try draw(view, chrome: .none, device: nil)
    }

    /// Paints a laid-out `view` as a device's screen, with the status bar, home indicator and
    /// outline `chrome` asks for (only those the device has; a bezel grows the image).
    public func draw(_ view: View, chrome: DeviceChrome, device: Device?) throws -> Image {
        let size = view.bounds.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidSize(size, view: String(describing: type(of: view)))
        }
        if let problem = FontLibrary.shared.problem, chrome.statusBar || view.first(where: { $0.usesFonts && !$0.isHidden }) != nil {
            throw RenderError.fontsUnavailable(problem)
        }
        let offset = device == nil ? 0 : chrome.screenOffset
        let canvas = try Canvas(size: CGSize(width: size.width + 2 * offset, height: size.height + 2 * offset), scale: scale)
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
            paint(view, at: screen.origin, in: canvas, style: style)
            if let device {
                canvas.translate(by: screen.origin)
                canvas.userInterfaceStyle = style
                let bar = StatusBar(device: device, style: style)
                if chrome.statusBar { bar.draw(in: canvas) }
                if chrome.homeIndicator { bar.drawHomeIndicator(in: canvas) }
            }
        }
        return try canvas.makeImage()
    }

    /// One view, in the order Core Animation composites a layer: background, own content,
    /// sublayers (inside the clip when it clips), then the border on top; all of it as one
    /// group when the view is translucent.
    private func paint(_ view: View, at origin: CGPoint, in canvas: Canvas, style inherited: UserInterfaceStyle) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let override = view.traitOverrides.userInterfaceStyle
        let style = override == .unspecified ? inherited : override
        canvas.userInterfaceStyle = style
        canvas.withSavedState {
            canvas.translate(by: origin)
            canvas.withOpacity(view.alpha) {
                let area = CGRect(origin: .zero, size: view.bounds.size)
                let radii = view.cornerRadii
                if let background = view.backgroundColor {
                    canvas.fill(Path(roundedRect: area, radii: radii), with: background)
                }
                canvas.withSavedState {
                    if view.clipsToBounds {
                        canvas.clip(to: Path(roundedRect: area, radii: radii))
                    }
                    let scroll = view.bounds.origin
                    canvas.translate(by: CGPoint(x: -scroll.x, y: -scroll.y))
                    canvas.withSavedState { view.draw(in: canvas) }
                    for subview in view.subviews {
                        paint(subview, at: subview.frame.origin, in: canvas, style: style)
                    }
                    canvas.userInterfaceStyle = style
                }
                canvas.strokeInside(area, radii: radii, width: view.borderWidth, color: view.borderColor)
            }
        }
    }
}
