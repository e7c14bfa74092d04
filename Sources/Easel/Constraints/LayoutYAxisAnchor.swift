import Foundation

/// A vertical position (top, bottom, centerY, baselines), as `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + systemSpacing × multiplier`: this edge the standard spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier, file: file, filePath: filePath, line: line)
    }

    /// `self >= anchor + systemSpacing × multiplier`: at least the standard spacing below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier, file: file, filePath: filePath, line: line)
    }

    /// `self <= anchor + systemSpacing × multiplier`: at most the standard spacing below `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutConstraint.systemSpacing * multiplier, file: file, filePath: filePath, line: line)
    }
}
