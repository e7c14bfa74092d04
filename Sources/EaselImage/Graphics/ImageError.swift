/// Why an image could not be made, read or written.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    /// A side is zero or negative.
    case invalidSize(width: Int, height: Int)
    /// Over `Image.maximumSide` pixels a side or `Image.maximumPixelCount` in all.
    case tooLarge(width: Int, height: Int)
    /// A scale that is not a finite number above zero.
    case invalidScale(Double)
    /// The pixel buffer does not hold width × height × 4 bytes.
    case pixelCountMismatch(expected: Int, actual: Int)
    /// The bytes are not a PNG that libpng can read; `source` names the file or "PNG data".
    case unreadablePNG(source: String, reason: String)
    /// Decoding would take more than the memory budget given to `Image(pngData:memoryBudget:)`.
    case overBudget(source: String, width: Int, height: Int, bytes: Int, budget: Int)
    /// libpng refused to encode.
    case encodingFailed(reason: String)
    /// The file could not be read or written.
    case fileAccess(path: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            "image size \(width)×\(height) pixels is invalid: both sides must be at least 1 pixel"
        case let .tooLarge(width, height):
            "image size \(width)×\(height) pixels is too large: at most \(Image.maximumSide) pixels a side and \(Image.maximumPixelCount) pixels (256 megapixels) in all"
        case let .invalidScale(scale):
            "image scale \(scale) is invalid: it must be a finite number above zero (1, 2 or 3 on iOS devices)"
        case let .pixelCountMismatch(expected, actual):
            "pixel buffer holds \(actual) bytes, expected \(expected) (width × height × 4, RGBA)"
        case let .unreadablePNG(source, reason):
            "\(source): not a readable PNG: \(reason)"
        case let .overBudget(source, width, height, bytes, budget):
            "\(source): decoding \(width)×\(height) pixels needs \(bytes) bytes, over the memory budget of \(budget) bytes"
        case let .encodingFailed(reason):
            "PNG encoding failed: \(reason)"
        case let .fileAccess(path, reason):
            "\(path): \(reason)"
        }
    }
}
