import Foundation

/// Why a view tree could not be rendered.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The view to render has no area: a zero, negative or non-finite size in points.
    case invalidSize(CGSize, view: String)
    /// The tree has text but Easel's font files are not installed.
    case fontsUnavailable(String)
    /// Shadows nested in shadows would paint the views inside `view` `draws` times or more (each
    /// shadow with no `shadowPath` paints everything inside it again, into its mask).
    case tooMuchShadowedDrawing(view: String, draws: Int, limit: Int)

    public var description: String {
        switch self {
        case let .invalidSize(size, view):
            "cannot render \(view) at \(size.width)×\(size.height) points: both sides must be finite and above zero (give a size, or set the view's frame first)"
        case let .fontsUnavailable(problem):
            "cannot render text: \(problem)"
        case let .tooMuchShadowedDrawing(view, draws, limit):
            "shadows nested inside shadows would paint the views inside \(view) \(draws > limit ? "more than \(limit)" : "\(draws)") times "
                + "(a shadow with no shadowPath paints everything inside it again, into its mask, shadows included); "
                + "at most \(limit) are allowed: give the layers shadowPaths, or nest fewer shadows"
        }
    }
}
