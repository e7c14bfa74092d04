import Easel

public typealias UIImage = Image
public typealias UIImageView = ImageView

/// `#imageLiteral(resourceName:)` makes a `UIImage`, as with UIKit.
public typealias _ImageLiteralType = Image

extension Image: _ExpressibleByImageLiteral {
    /// The image found by `Image(named:)`; a name that finds none gives a 1×1 clear image
    /// (Xcode checks literal names when it builds; here the render shows the gap).
    public init(imageLiteralResourceName name: String) {
        if let image = Image(named: name) {
            self = image
        } else {
            // A 1×1 clear image always succeeds: one pixel is within every limit.
            self = (try? Image(pixelWidth: 1, pixelHeight: 1, fill: .clear))!
        }
    }
}

extension Image {
    /// The image in `color`, drawn as `renderingMode` says (UIKit's
    /// `withTintColor(_:renderingMode:)`): `.alwaysTemplate` takes the view's tint after all.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        withTintColor(color).withRenderingMode(renderingMode == .automatic ? .alwaysOriginal : renderingMode)
    }
}

extension ImageView {
    /// UIKit's `UIView.ContentMode` for image views.
    public typealias ContentMode = Easel.ContentMode
}

extension Image {
    /// UIKit's bundle look-up: `Image(named:in:scale:)` at the traits' display scale (the
    /// render's scale when `traitCollection` is nil).
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(named: name, in: bundle, scale: traitCollection.flatMap { $0.displayScale > 0 ? $0.displayScale : nil })
    }
}

extension Image {
    /// The image PNG `data` holds, at `scale`; nil for data that is not a PNG Easel can read
    /// (UIKit also reads JPEG and other formats, which Easel does not).
    public init?(data: Data, scale: CGFloat = 1) {
        guard let image = try? Image(pngData: data, scale: scale) else { return nil }
        self = image
    }
}
