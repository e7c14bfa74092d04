import Foundation

/// A bitmap: pixel width and height, a scale (pixels per point) and 8-bit RGBA pixels with
/// straight alpha, row after row with no padding. A value type: copies share storage until written.
///
///     let image = try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, fill: .white)
///     image[0, 0]  // Pixel(255, 255, 255, 255)
public struct Image: Hashable, Sendable {
    /// The longest side Easel makes or reads, in pixels.
    public static let maximumSide = 16_384
    /// The most pixels Easel makes or reads in one image (256 megapixels).
    public static let maximumPixelCount = 256 * 1024 * 1024

    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point: 1, 2 or 3 on iOS devices.
    public let scale: CGFloat
    /// RGBA bytes, `pixelWidth * 4` bytes a row.
    public private(set) var pixels: [UInt8]
    /// Whether an image view draws the colours (`.alwaysOriginal`) or only the shape, in its
    /// tint colour (`.alwaysTemplate`), as UIImage's rendering mode.
    public var renderingMode: RenderingMode = .automatic
    /// What Easel keeps beside a symbol image's pixels (its glyph, configuration and baseline);
    /// nil for other images. Compared and hashed with the pixels.
    package var attachment: (any ImageAttachment)?

    public enum RenderingMode: String, Hashable, Sendable {
        /// The colours as they are (what `.automatic` means for image views).
        case automatic
        case alwaysOriginal
        /// The alpha channel as a mask, filled with the view's tint colour.
        case alwaysTemplate
    }

    /// An image from RGBA bytes; throws when the size, scale or byte count is wrong.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, pixels: [UInt8]) throws {
        try Image.validate(width: pixelWidth, height: pixelHeight, scale: scale)
        let expected = pixelWidth * pixelHeight * 4
        guard pixels.count == expected else {
            throw ImageError.pixelCountMismatch(expected: expected, actual: pixels.count)
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.pixels = pixels
    }

    /// An image with no pixels, as `UIImage()`: its size is zero and it draws nothing. Encoding
    /// it as PNG fails (a PNG has at least one pixel).
    public init() {
        pixelWidth = 0
        pixelHeight = 0
        scale = 1
        pixels = []
    }

    /// An image of one pixel value.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, fill pixel: Pixel) throws {
        try Image.validate(width: pixelWidth, height: pixelHeight, scale: scale)
        let pattern = [pixel.red, pixel.green, pixel.blue, pixel.alpha]
        var bytes = [UInt8]()
        bytes.reserveCapacity(pixelWidth * pixelHeight * 4)
        for _ in 0 ..< pixelWidth * pixelHeight { bytes += pattern }
        try self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: bytes)
    }

    /// Size in points: pixels divided by scale.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// The pixel at column `x`, row `y`, counted in pixels from the top left.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            precondition(x >= 0 && x < pixelWidth && y >= 0 && y < pixelHeight, "pixel (\(x), \(y)) is outside \(pixelWidth)×\(pixelHeight)")
            let i = (y * pixelWidth + x) * 4
            return Pixel(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < pixelWidth && y >= 0 && y < pixelHeight, "pixel (\(x), \(y)) is outside \(pixelWidth)×\(pixelHeight)")
            let i = (y * pixelWidth + x) * 4
            pixels[i] = newValue.red
            pixels[i + 1] = newValue.green
            pixels[i + 2] = newValue.blue
            pixels[i + 3] = newValue.alpha
        }
    }

    /// True when every pixel's alpha is 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { bytes in
            var index = 3
            while index < bytes.count {
                if bytes[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// The same pixels read at another scale (a 300-pixel image is 100 points at scale 3).
    public func withScale(_ scale: CGFloat) throws -> Image {
        try Image(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: pixels)
    }

    /// The same image drawn in another rendering mode.
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// Checks a size before anything is allocated for it.
    package static func validate(width: Int, height: Int, scale: CGFloat = 1) throws {
        guard width > 0, height > 0 else { throw ImageError.invalidSize(width: width, height: height) }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount else {
            throw ImageError.tooLarge(width: width, height: height)
        }
        guard scale.isFinite, scale > 0 else { throw ImageError.invalidScale(Double(scale)) }
    }
}

extension Image {
    public static func == (lhs: Image, rhs: Image) -> Bool {
        guard lhs.pixelWidth == rhs.pixelWidth, lhs.pixelHeight == rhs.pixelHeight, lhs.scale == rhs.scale,
              lhs.renderingMode == rhs.renderingMode, lhs.pixels == rhs.pixels else { return false }
        switch (lhs.attachment, rhs.attachment) {
        case (nil, nil): return true
        case let (left?, right?): return AnyHashable(left) == AnyHashable(right)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pixelWidth)
        hasher.combine(pixelHeight)
        hasher.combine(scale)
        hasher.combine(renderingMode)
        hasher.combine(pixels)
        hasher.combine(attachment.map { AnyHashable($0) })
    }
}

/// What a module above EaselImage keeps beside an image's pixels (Easel: a symbol's glyph).
package protocol ImageAttachment: Hashable, Sendable {}
