import Foundation

/// Something constraints can tie: a `View` or a `LayoutGuide`. Both offer the same anchors.
///
///     label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
public protocol LayoutItem: AnyObject {}

extension View: LayoutItem {}
extension LayoutGuide: LayoutItem {}

extension LayoutItem {
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The left edge when the layout reads left to right, the right edge when it reads right to left.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    /// The view this item is or belongs to: the guide's owning view for a layout guide.
    var owningItemView: View? {
        if let view = self as? View { return view }
        return (self as? LayoutGuide)?.owningView
    }

    /// How constraint reports name the item.
    var constraintName: String {
        if let view = self as? View { return view.constraintName }
        if let guide = self as? LayoutGuide { return guide.constraintName }
        return "\(type(of: self))"
    }
}

extension View {
    /// The first line of text's baseline (the bottom for views without text), as a y position.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The last line of text's baseline (the bottom for views without text), as a y position.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    /// The view's name in constraint reports: its type and, when set, its accessibility identifier.
    var constraintName: String {
        let type = publicTypeName
        if let accessibilityIdentifier { return "\(type)('\(accessibilityIdentifier)')" }
        return type
    }
}
