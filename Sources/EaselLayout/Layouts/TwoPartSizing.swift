import Foundation

/// How two parts side by side along `axis` measure, when `split` sets the length of `part` and
/// `rest` takes what is left after `spacing`: along the axis, all of a limited proposal (the
/// parts share it), or with no limit enough for each part's own length; across it, the larger
/// part. Shared by `SplitLayout` and `DecoratingLayout` so they measure alike.
@inlinable
func twoPartFittingSize<Part: Layout, Rest: Layout>(
    part: Part, rest: Rest, axis: Axis, split: SplitLength, spacing: CGFloat, proposed: CGSize
) -> CGSize {
    let gap = max(0, spacing.isFinite ? spacing : 0)
    let cross = proposed.length(along: axis.cross)
    let along: CGFloat, partSize: CGSize, restSize: CGSize
    if proposed.isUnlimited(along: axis) {
        partSize = part.sizeThatFits(proposed)
        restSize = rest.sizeThatFits(proposed)
        along = split.total(forPart: partSize.length(along: axis), rest: restSize.length(along: axis)) + gap
    } else {
        let room = max(0, proposed.length(along: axis) - gap)
        let partLength = split.length(of: room)
        partSize = part.sizeThatFits(CGSize(along: axis, partLength, across: cross))
        restSize = rest.sizeThatFits(CGSize(along: axis, room - partLength, across: cross))
        along = proposed.length(along: axis)
    }
    return CGSize(along: axis, along, across: max(partSize.length(along: axis.cross), restSize.length(along: axis.cross)))
}
