import Foundation

/// What one build of a screen has used of `ScreenLimits` (elements, nesting), and the images it
/// has read, so that a file naming the same image a thousand times decodes it once.
final class ScreenBuildBudget {
    private var elementCount = 0
    private var depth = 0
    private var images: [URL: Image] = [:]

    /// Counts one more element, nested one deeper; an error at `element` past a limit.
    func enterElement(_ element: ScreenReader) throws {
        elementCount += 1
        guard elementCount <= ScreenLimits.maximumElementCount else {
            var error = element.error("more than \(ScreenLimits.maximumElementCount) elements; a screen may have at most \(ScreenLimits.maximumElementCount)")
            error.endsTheFile = true
            throw error
        }
        // Entered only once allowed: a refused element is never left, so it must not count.
        guard depth < ScreenLimits.maximumElementDepth else {
            throw element.error("elements nested more than \(ScreenLimits.maximumElementDepth) deep")
        }
        depth += 1
    }

    /// Leaves the element `enterElement` entered.
    func leaveElement() {
        depth -= 1
    }

    /// The PNG at `url` at `scale` (nil: what its name says), read once per build.
    func image(at url: URL, scale: CGFloat? = nil) throws -> Image {
        if let image = images[url] { return image }
        let image = try Image(contentsOfFile: url.path, scale: scale)
        images[url] = image
        return image
    }
}
