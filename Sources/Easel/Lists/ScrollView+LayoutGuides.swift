import Foundation

/// A scroll view's two rectangles for constraints, as UIScrollView's. Apple's Auto Layout Guide
/// ("Working with Scroll Views"): constraints between the edges or margins of the scroll view
/// and its content attach to the content area; its width, height and centres, and constraints
/// to views outside it, attach to its frame. The content area's size is `contentSize`, so
/// content pinned to the edges sizes it.
///
///     scroll.addSubview(column)
///     column.translatesAutoresizingMaskIntoConstraints = false
///     NSLayoutConstraint.activate([
///         column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///         column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///         column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
///     ])
extension ScrollView {
    /// The content area, from the content's origin, `contentSize` large: constraints of the
    /// content to it decide `contentSize`.
    public var contentLayoutGuide: LayoutGuide {
        systemGuide(.scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    /// The scroll view's frame, whatever the content offset.
    public var frameLayoutGuide: LayoutGuide {
        systemGuide(.scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }
}

extension LayoutConstraint.Attribute {
    /// An edge or margin: what a scroll view's content ties to its content area.
    var attachesToScrollContent: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing,
             .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            true
        default:
            false
        }
    }
}
