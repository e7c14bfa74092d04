import Foundation

/// An invisible rectangle that takes part in constraints like a view, as `UILayoutGuide`: a
/// spacer between views, a box to centre a group in, or one of a view's system guides
/// (`safeAreaLayoutGuide`, `layoutMarginsGuide`, `readableContentGuide`), which follow the
/// view's safe area and margins.
///
///     let gap = LayoutGuide()
///     view.addLayoutGuide(gap)
///     gap.widthAnchor.constraint(equalTo: otherGap.widthAnchor).isActive = true
open class LayoutGuide {
    /// The view the guide was added to (`addLayoutGuide`); its frame is in that view's bounds.
    public internal(set) weak var owningView: View?
    /// A name for reports.
    public var identifier = ""

    /// What the guide follows: a free rectangle solved by constraints, or one of a view's
    /// system rectangles.
    enum Kind: Hashable {
        case custom, safeArea, layoutMargins, readableContent
        /// A scroll view's content area and frame (`contentLayoutGuide`, `frameLayoutGuide`).
        case scrollContent, scrollFrame
    }

    let kind: Kind

    /// The solved rectangle of a custom guide, in the owning view's bounds.
    var solvedFrame = CGRect.zero

    public init() {
        kind = .custom
    }

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
    }

    /// The guide's rectangle in its owning view's coordinates, after layout.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .custom:
            return solvedFrame
        case .safeArea, .layoutMargins, .readableContent, .scrollFrame:
            return view.bounds.inset(by: view.guideInsets(kind, size: view.bounds.size))
        case .scrollContent:
            return CGRect(origin: .zero, size: (view as? ScrollView)?.contentSize ?? .zero)
        }
    }

    var constraintName: String {
        let owner = owningView.map { " of \($0.constraintName)" } ?? ""
        return "LayoutGuide('\(identifier)'\(owner))"
    }
}

extension View {
    /// The rectangle inside `safeAreaInsets`, as a guide for constraints.
    ///
    ///     panel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
    public var safeAreaLayoutGuide: LayoutGuide {
        systemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The rectangle inside the layout margins (measured from the safe area while
    /// `insetsLayoutMarginsFromSafeArea`, as in UIKit).
    public var layoutMarginsGuide: LayoutGuide {
        systemGuide(.layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The part of the margins that keeps lines of body text readable: the margins guide, at most
    /// `View.readableContentWidth` wide and centred in it (672 points is UIKit's readable width at
    /// the default text size, as measured on an iPad by useyourloaf.com/blog/readable-content-guides;
    /// on iPhones the margins are narrower, so the guide is the margins guide).
    public var readableContentGuide: LayoutGuide {
        systemGuide(.readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The widest `readableContentGuide` at the default text size.
    public static let readableContentWidth: CGFloat = 672

    /// The guides added with `addLayoutGuide`, in order.
    public var layoutGuides: [LayoutGuide] { constraintStorage.customGuides }

    /// Adds a guide whose rectangle constraints decide, in this view's coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        constraintStorage.customGuides.append(guide)
        invalidateConstraintGroups()
        constraintsDidChange()
    }

    /// Removes a guide, deactivating the constraints that tie it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in constraintStorage.affecting where constraint.firstItem === guide || constraint.secondItem === guide {
            constraint.isActive = false
        }
        constraintStorage.customGuides.removeAll { $0 === guide }
        guide.owningView = nil
        invalidateConstraintGroups()
        constraintsDidChange()
    }

    /// The margins as leading and trailing, as UIKit's `directionalLayoutMargins`: leading is
    /// the right margin in a right-to-left layout.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutMargins.directional(isRightToLeft: isRightToLeft) }
        set { layoutMargins = newValue.edgeInsets(isRightToLeft: isRightToLeft) }
    }

    /// The insets from the bounds (of `size`) of one of the view's system guides.
    func guideInsets(_ kind: LayoutGuide.Kind, size: CGSize) -> EdgeInsets {
        switch kind {
        case .custom, .scrollContent, .scrollFrame: return .zero
        case .safeArea: return safeAreaInsets
        case .layoutMargins: return layoutMarginsInsetFromSafeArea
        case .readableContent:
            var insets = layoutMarginsInsetFromSafeArea
            let available = size.width - insets.horizontal
            if available > View.readableContentWidth {
                let extra = (available - View.readableContentWidth) / 2
                insets.left += extra
                insets.right += extra
            }
            return insets
        }
    }

    func systemGuide(_ kind: LayoutGuide.Kind, identifier: String) -> LayoutGuide {
        if let guide = constraintStorage.systemGuides[kind] { return guide }
        let guide = LayoutGuide(kind: kind, identifier: identifier)
        guide.owningView = self
        constraintStorage.systemGuides[kind] = guide
        return guide
    }
}
