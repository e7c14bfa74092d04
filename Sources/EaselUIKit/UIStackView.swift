import Easel

public typealias UIStackView = StackView

extension StackView {
    /// UIKit's `UIStackView.Alignment`.
    public typealias Alignment = StackAlignment
    /// UIKit's `UIStackView.Distribution`.
    public typealias Distribution = StackDistribution
}
