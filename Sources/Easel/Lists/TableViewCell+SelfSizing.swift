import Foundation

/// A cell whose content view is laid out by constraints sizes its row as UITableView sizes an
/// automatic-dimension row: `systemLayoutSizeFitting` of the content view at the row's width,
/// the width required and the height as small as the constraints allow
/// (`fittingSizeLevel`), with the separator's hairline below the content view.
extension TableViewCell {
    /// Whether app code laid the content view out with constraints (a subview of it is solved
    /// by constraints), so that the constraints, not the cell style, decide the row's height.
    public var sizesItselfByConstraints: Bool {
        contentView.hostsConstraintGroup
    }

    /// The content view's width in a row `width` wide: up to the accessory, if any.
    func contentWidth(forRowWidth width: CGFloat) -> CGFloat {
        let accessory = accessoryRect(in: CGSize(width: width, height: TableViewCell.defaultHeight))
        return max(0, accessory == .zero ? width : accessory.minX - 4)
    }

    /// The height the content view's constraints give it in a row `width` wide.
    public func contentHeight(forRowWidth width: CGFloat) -> CGFloat {
        contentView.systemLayoutSizeFitting(CGSize(width: contentWidth(forRowWidth: width), height: 0),
                                            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    }

    /// The hairline a table's separators take under a self-sizing cell's content view.
    var separatorAllowance: CGFloat {
        guard sizesItselfByConstraints, let table = superview as? TableView, table.separatorStyle == .singleLine else { return 0 }
        return 1 / displayScale
    }
}
