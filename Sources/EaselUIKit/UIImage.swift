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

extension Image {
    /// The image as PNG data, as UIKit's `pngData()`: nil where UIKit answers nil, for an image
    /// with no pixels (`UIImage()`). Easel's own `pngData(compression:)` throws the reason instead.
    public func pngData() -> Data? {
        try? pngData(compression: .screen)
    }

    /// Easel encodes no JPEG: the data is the image's PNG encoding, which `UIImage(data:)` reads
    /// back unchanged, so code that compresses an image and shows the result shows the image
    /// (`compressionQuality` is not applied). Nil for an image with no pixels, as in UIKit.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        pngData()
    }

    /// The image itself: Easel's images are decoded already (UIKit's `byPreparingForDisplay()`).
    public func byPreparingForDisplay() -> Image? { self }

    /// The image itself, handed to `completionHandler` at once (UIKit's `prepareForDisplay(completionHandler:)`).
    public func prepareForDisplay(completionHandler: @escaping (Image?) -> Void) { completionHandler(self) }

    /// The image itself (UIKit's async `byPreparingForDisplay()`).
    public func byPreparingForDisplay() async -> Image? { self }

    /// The image with `insets` as its alignment rectangle's insets, as UIKit's
    /// `withAlignmentRectInsets(_:)`. Easel lays views out by their frames, not alignment
    /// rectangles, so the image is returned unchanged and the render reports that the insets are
    /// not applied (`Layer.unsupportedDrawingHandler`); an image view showing it is placed as if
    /// the insets were zero.
    public func withAlignmentRectInsets(_ insets: EdgeInsets) -> Image {
        if insets != .zero {
            Layer.report(UnsupportedDrawing(source: "UIImage", problem: "alignment rect insets \(insets) are not applied; views showing the image are laid out by their frames"))
        }
        return self
    }

    /// Zero: Easel's images have no alignment insets (see `withAlignmentRectInsets(_:)`).
    public var alignmentRectInsets: EdgeInsets { .zero }
}
