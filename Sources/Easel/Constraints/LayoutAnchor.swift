import Foundation

/// One attribute of a view or layout guide, from which constraints are made, as `NSLayoutAnchor`.
/// `AnchorType` keeps x positions, y positions and dimensions apart: tying a `leadingAnchor` to
/// a `topAnchor` does not compile.
///
///     title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 4).isActive = true
open class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide (held strongly: an anchor is made on demand and short-lived).
    public let item: any LayoutItem
    public let attribute: LayoutConstraint.Attribute

    init(_ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: constant, file: file, filePath: filePath, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant, file: file, filePath: filePath, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: constant, file: file, filePath: filePath, line: line)
    }

    func relate(_ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat, file: StaticString, filePath: StaticString, line: UInt) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation,
            toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant, file: file, filePath: filePath, line: line
        )
    }
}

extension LayoutAnchor: CustomStringConvertible {
    public var description: String { "\(item.constraintName).\(attribute.name)" }
}

extension LayoutConstraint {
    /// UIKit's standard spacing between sibling views: 8 points, what
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` uses. (UIKit measures the spacing
    /// between two text baselines from the fonts; Easel uses the same 8 points.)
    public static let systemSpacing: CGFloat = 8
}
