import Foundation

/// How a `ContentElement.styled` element looks beyond its kind: what a screen file's `background`,
/// `cornerRadius`, `cornerCurve`, `borderWidth`, `borderColor`, `shadow` and `id` keys say. Nil
/// leaves the view's own default.
public struct ElementStyle {
    /// The view's `backgroundColor`.
    public var background: Color?
    /// The radius of the view's corners.
    public var cornerRadius: CGFloat?
    /// How the corners curve (`.continuous` is the squircle of iOS's icons).
    public var cornerCurve: CornerCurve?
    /// The width of the view's border, drawn inside its bounds.
    public var borderWidth: CGFloat?
    /// The colour of the view's border.
    public var borderColor: Color?
    /// The shadow the view's layer casts.
    public var shadow: ElementShadow?
    /// The view's `accessibilityIdentifier`.
    public var id: String?
    /// The view's accessibility label, hint and traits (a screen file's `accessibility` key).
    public var accessibility: ElementAccessibility?

    public init(background: Color? = nil, cornerRadius: CGFloat? = nil, cornerCurve: CornerCurve? = nil, borderWidth: CGFloat? = nil,
                borderColor: Color? = nil, shadow: ElementShadow? = nil, id: String? = nil, accessibility: ElementAccessibility? = nil) {
        self.background = background
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadow = shadow
        self.id = id
        self.accessibility = accessibility
    }
}

/// A layer shadow as a screen file writes it: meant to show, so opaque unless it says otherwise.
public struct ElementShadow {
    /// The shadow's colour, before `opacity`.
    public var color: Color
    /// From 0 (no shadow) to 1.
    public var opacity: CGFloat
    /// The blur radius in points.
    public var radius: CGFloat
    /// How far the shadow falls from the view (UIKit's default is 3 points up).
    public var offset: CGSize

    public init(color: Color = .black, opacity: CGFloat = 1, radius: CGFloat = 3, offset: CGSize = CGSize(width: 0, height: -3)) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }
}

extension ContentElement {
    /// The element with `change` made to its style.
    public func styled(_ change: (inout ElementStyle) -> Void) -> ContentElement {
        if case let .styled(element, style) = self {
            var style = style
            change(&style)
            return .styled(element, style)
        }
        var style = ElementStyle()
        change(&style)
        return .styled(self, style)
    }

    /// The element on a background colour.
    public func background(_ color: Color) -> ContentElement {
        styled { $0.background = color }
    }

    /// The element with rounded corners.
    public func cornerRadius(_ radius: CGFloat, curve: CornerCurve = .circular) -> ContentElement {
        styled {
            $0.cornerRadius = radius
            $0.cornerCurve = curve
        }
    }

    /// The element with a border.
    public func border(width: CGFloat, color: Color = .black) -> ContentElement {
        styled {
            $0.borderWidth = width
            $0.borderColor = color
        }
    }

    /// The element casting `shadow`.
    public func shadow(_ shadow: ElementShadow = ElementShadow()) -> ContentElement {
        styled { $0.shadow = shadow }
    }

    /// The element's view with `accessibilityIdentifier` set, as a screen file's `id`.
    public func accessibilityIdentifier(_ id: String) -> ContentElement {
        styled { $0.id = id }
    }
}

extension ContentElement {
    /// The element with `style`, or the element itself when the style changes nothing.
    func with(_ style: ElementStyle) -> ContentElement {
        style.changesNothing ? self : .styled(self, style)
    }
}

extension ElementStyle {
    /// Whether every part is nil, so the style leaves a view as it is.
    var changesNothing: Bool {
        background == nil && cornerRadius == nil && cornerCurve == nil && borderWidth == nil && borderColor == nil && shadow == nil && id == nil && accessibility == nil
    }
}
