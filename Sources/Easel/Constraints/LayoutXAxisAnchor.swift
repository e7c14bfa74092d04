import Foundation

/// A horizontal position (left, right, leading, trailing, centerX), as `NSLayoutXAxisAnchor`.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + systemSpacing × multiplier`: this edge the standard spacing after `anchor`.
    ///
    ///     detail.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 1)
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier, file: file, filePath: filePath, line: line)
    }

    /// `self >= anchor + systemSpacing × multiplier`: at least the standard spacing after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier, file: file, filePath: filePath, line: line)
    }

    /// `self <= anchor + systemSpacing × multiplier`: at most the standard spacing after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier, file: file, filePath: filePath, line: line)
    }
}
