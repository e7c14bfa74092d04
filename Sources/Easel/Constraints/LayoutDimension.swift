import Foundation

/// A width or height, as `NSLayoutDimension`: it can equal a constant or a multiple of another
/// dimension.
///
///     avatar.widthAnchor.constraint(equalToConstant: 44).isActive = true
///     avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1).isActive = true
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.equal, nil, multiplier: 1, constant: constant, file: file, filePath: filePath, line: line)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.greaterThanOrEqual, nil, multiplier: 1, constant: constant, file: file, filePath: filePath, line: line)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.lessThanOrEqual, nil, multiplier: 1, constant: constant, file: file, filePath: filePath, line: line)
    }

    /// `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.equal, anchor, multiplier: multiplier, constant: constant, file: file, filePath: filePath, line: line)
    }

    /// `self >= anchor × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, filePath: filePath, line: line)
    }

    /// `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0, file: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, filePath: filePath, line: line)
    }
}
