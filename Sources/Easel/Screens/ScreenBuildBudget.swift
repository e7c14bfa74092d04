import Foundation

/// What one build of a screen has used of `ScreenLimits` (elements, nesting, text, symbol
/// pixels, shadowed drawing), and the images it has read, so that a file naming the same image a
/// thousand times decodes it once. Everything is counted as the elements are read, after YAML
/// aliases are expanded: a small file whose aliases repeat a long text or a list of rows costs
/// what it expands to.
final class ScreenBuildBudget {
    private var elementCount = 0
    private var depth = 0
    private var textLength = 0
    private var symbolPixels = 0
    /// For each element being read, the drawing its children have added up so far.
    private var draws: [Int] = []
    private var images: [URL: Image] = [:]

    /// Counts one more element, nested one deeper; an error at `element` past a limit.
    /// Nothing is entered when it throws.
    func enterElement(_ element: ScreenReader) throws {
        try countParts(1, at: element, words: "elements")
        guard depth < ScreenLimits.maximumElementDepth else {
            throw element.error("elements nested more than \(ScreenLimits.maximumElementDepth) deep")
        }
        depth += 1
        draws.append(0)
    }

    /// Counts `count` more parts that each become a view of their own (list rows, segments)
    /// as elements; an error at `place` past the limit.
    func countParts(_ count: Int, at place: ScreenReader, words: String = "elements, counting list rows and segments") throws {
        elementCount += count
        guard elementCount <= ScreenLimits.maximumElementCount else {
            var error = place.error("more than \(ScreenLimits.maximumElementCount) \(words); a screen may have at most \(ScreenLimits.maximumElementCount)")
            error.endsTheFile = true
            throw error
        }
    }

    /// Leaves the element `enterElement` entered, which read as `element`: what drawing it costs
    /// (itself and its children, all drawn again into the mask of its shadow when it has one)
    /// is added to its parent's; an error at `place` past `ScreenLimits.maximumShadowedDraws`.
    func leaveElement(_ element: ContentElement?, at place: ScreenReader) throws {
        depth -= 1
        let children = draws.popLast() ?? 0
        guard let element else { return }
        let cost = (1 + children) * (element.castsShadow ? 2 : 1)
        guard cost <= ScreenLimits.maximumShadowedDraws else {
            var error = place.error("shadows nested inside shadows draw this element's views \(cost) times (each shadow draws everything inside it again, shadows included); at most \(ScreenLimits.maximumShadowedDraws) are allowed")
            error.endsTheFile = true
            throw error
        }
        if !draws.isEmpty { draws[draws.count - 1] += cost }
    }

    /// Counts `text`, which the screen shows, towards `ScreenLimits.maximumTotalTextLength`.
    func countText(_ text: String, at place: ScreenReader) throws {
        textLength += text.unicodeScalars.count
        guard textLength <= ScreenLimits.maximumTotalTextLength else {
            var error = place.error("the screen's texts add up to more than \(ScreenLimits.maximumTotalTextLength) characters (counting each use of a YAML alias); at most \(ScreenLimits.maximumTotalTextLength) are allowed")
            error.endsTheFile = true
            throw error
        }
    }

    /// Counts a symbol's pixels towards `ScreenLimits.maximumSymbolPixels`, before it is drawn.
    func countSymbolPixels(_ pixels: CGFloat, at place: ScreenReader) throws {
        symbolPixels += pixels.isFinite && pixels < CGFloat(Int.max / 2) ? Int(pixels) : Int.max / 2
        guard symbolPixels <= ScreenLimits.maximumSymbolPixels else {
            var error = place.error("the screen's symbols add up to more than \(ScreenLimits.maximumSymbolPixels / 1_000_000) million pixels; make them smaller or fewer")
            error.endsTheFile = true
            throw error
        }
    }

    /// The PNG at `url` at `scale` (nil: what its name says), read once per build.
    func image(at url: URL, scale: CGFloat? = nil) throws -> Image {
        if let image = images[url] { return image }
        let image = try Image(contentsOfFile: url.path, scale: scale)
        images[url] = image
        return image
    }
}

extension ContentElement {
    /// Whether the element's view casts a shadow of its own.
    fileprivate var castsShadow: Bool {
        guard case let .styled(inner, style) = self else { return false }
        return (style.shadow.map { $0.opacity > 0 } ?? false) || inner.castsShadow
    }
}
