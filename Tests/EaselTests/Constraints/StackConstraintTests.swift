import Easel
import Foundation
import Testing

/// A view with a natural size and text baselines, as a label would have, without text.
private final class Sized: View {
    var natural = CGSize.zero
    var baselines: (first: CGFloat, last: CGFloat) = (0, 0)

    override var intrinsicContentSize: CGSize { natural }

    override func baselineOffsets(for size: CGSize) -> (first: CGFloat, last: CGFloat) { baselines }
}

private func sized(_ natural: CGSize, hugging: LayoutPriority = .defaultLow, first: CGFloat? = nil, last: CGFloat? = nil) -> Sized {
    let view = Sized()
    view.natural = natural
    view.baselines = (first ?? natural.height, last ?? first ?? natural.height)
    view.contentHuggingPriority = AxisPriorities(horizontal: hugging, vertical: hugging)
    return view
}

/// A stack view is constraints in the engine beside the arranged views' own, as UIStackView:
/// "The stack view uses Auto Layout to position and size its arranged views ... you can use
/// additional constraints to fine-tune the appearance" (Apple, UIStackView), and an arranged
/// view's required constraints always win over its hugging (250) and compression resistance
/// (750), which are optional priorities (Auto Layout Guide, "Views with Intrinsic Content Size").
@Suite struct StackConstraintTests {
    @Test func aRequiredHeightInAVerticalStackHoldsAndTheLabelTakesTheRest() {
        let label = Label("Title")
        let box = View()
        box.heightAnchor.constraint(equalToConstant: 60).isActive = true
        let stack = StackView(arrangedSubviews: [label, box])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        stack.layoutIfNeeded()
        // .fill: the views fill the stack; the one that hugs least stretches. The box's height is
        // required, so the label (hugging 250) takes 300 − 60.
        #expect(label.frame == CGRect(x: 0, y: 0, width: 200, height: 240))
        #expect(box.frame == CGRect(x: 0, y: 240, width: 200, height: 60))
        #expect(stack.unresolvedConstraintConflicts.isEmpty)
    }

    @Test func anAvatarOfPriority999KeepsItsSizeInARow() {
        let avatar = View()
        let size = [avatar.widthAnchor.constraint(equalToConstant: 36), avatar.heightAnchor.constraint(equalToConstant: 36)]
        for constraint in size { constraint.priority = LayoutPriority(999) }
        LayoutConstraint.activate(size)
        let name = Label("Ada Lovelace")
        let row = StackView(arrangedSubviews: [avatar, name])
        row.spacing = 12
        row.alignment = .center
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 52)
        row.layoutIfNeeded()
        // 999 beats the label's hugging (250): the label stretches, the avatar stays 36 × 36,
        // centred in 52 points.
        #expect(avatar.frame == CGRect(x: 0, y: 8, width: 36, height: 36))
        #expect(name.frame.minX == 48 && name.frame.maxX == 300)
    }

    @Test func requiredIconSizesWinOverALongLabelsResistance() {
        func icon() -> View {
            let icon = View()
            icon.widthAnchor.constraint(equalToConstant: 20).isActive = true
            icon.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return icon
        }
        let leading = icon(), trailing = icon()
        let text = Label("A sentence much longer than the row it has to fit in")
        let row = StackView(arrangedSubviews: [leading, text, trailing])
        row.spacing = 8
        row.alignment = .center
        row.frame = CGRect(x: 0, y: 0, width: 200, height: 24)
        row.layoutIfNeeded()
        // The label's compression resistance (750) gives way to the required widths.
        #expect(leading.frame == CGRect(x: 0, y: 2, width: 20, height: 20))
        #expect(trailing.frame == CGRect(x: 180, y: 2, width: 20, height: 20))
        #expect(text.frame.minX == 28 && text.frame.width == 144)
    }

    @Test func anAspectRatioInAFillingColumnFollowsTheStacksWidth() {
        let banner = View()
        banner.heightAnchor.constraint(equalTo: banner.widthAnchor, multiplier: 0.5).isActive = true
        let body = Label("Body")
        let column = StackView(arrangedSubviews: [banner, body])
        column.axis = .vertical
        column.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        column.layoutIfNeeded()
        // .fill alignment makes the banner 200 wide, its ratio 100 high; the label takes the rest.
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(body.frame == CGRect(x: 0, y: 100, width: 200, height: 300))
    }

    @Test func aConstraintAcrossTwoStacksLinesTheirColumnsUp() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let nameLabel = Label("Name"), emailLabel = Label("Email address")
        let nameField = View(), emailField = View()
        let nameRow = StackView(arrangedSubviews: [nameLabel, nameField])
        let emailRow = StackView(arrangedSubviews: [emailLabel, emailField])
        for row in [nameRow, emailRow] {
            row.spacing = 8
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16).isActive = true
            row.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        nameRow.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        emailRow.topAnchor.constraint(equalTo: nameRow.bottomAnchor).isActive = true
        // The fields hug less than the labels, so they take the spare width.
        nameField.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        emailField.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        // A constraint between views of different stacks: both label columns as wide.
        nameLabel.widthAnchor.constraint(equalTo: emailLabel.widthAnchor).isActive = true
        root.layoutIfNeeded()
        let width = emailLabel.intrinsicContentSize.width
        #expect(nameLabel.frame == CGRect(x: 0, y: 0, width: width, height: 44))
        #expect(emailLabel.frame == CGRect(x: 0, y: 0, width: width, height: 44))
        #expect(nameField.frame.minX == width + 8 && emailField.frame.minX == width + 8)
        #expect(nameField.frame.maxX == 288 && emailRow.frame == CGRect(x: 16, y: 44, width: 288, height: 44))
        #expect(root.unresolvedConstraintConflicts.isEmpty)
    }

    @Test func aStackSizedOnlyByItsContentReportsItsSizeUp() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = sized(CGSize(width: 100, height: 20)), second = sized(CGSize(width: 60, height: 30))
        let column = StackView(arrangedSubviews: [first, second])
        column.axis = .vertical
        column.spacing = 10
        column.alignment = .leading
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        card.addSubview(column)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            column.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            column.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            column.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            column.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
        ])
        root.layoutIfNeeded()
        // Nothing sizes the card but its column, and nothing the column but its views:
        // 100 wide (the wider view) and 20 + 10 + 30 high, plus 8 around.
        #expect(card.frame == CGRect(x: 102, y: 50, width: 116, height: 76))
        #expect(column.frame == CGRect(x: 8, y: 8, width: 100, height: 60))
        #expect(second.frame == CGRect(x: 0, y: 30, width: 60, height: 30))
    }

    @Test func aConflictWithTheStacksConstraintsNamesThemAsUIKitDoes() throws {
        let a = View(), b = View()
        a.widthAnchor.constraint(equalToConstant: 50).isActive = true
        b.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let row = StackView(arrangedSubviews: [a, b])
        row.distribution = .fillEqually
        row.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let (_, issues) = LayoutDiagnostics.capture { row.layoutIfNeeded() }
        try #require(issues.count >= 1)
        let names = issues.flatMap(\.constraints).map(\.description)
        #expect(names.contains { $0.hasPrefix("\"UISV-fill-equally\" View.width == View.width") })
        #expect(names.contains { $0.hasPrefix("\"UISV-canvas-connection\"") })
    }

    @Test func anEditReSolvesWithoutRebuilding() {
        let box = View()
        let height = box.heightAnchor.constraint(equalToConstant: 60)
        height.isActive = true
        let label = Label("Title")
        let stack = StackView(arrangedSubviews: [label, box])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        stack.layoutIfNeeded()
        let constraints = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
        height.constant = 100
        stack.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 200, width: 200, height: 100))
        // The stack's own constraints are the same objects: only the edited one changed.
        #expect(zip(stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }, constraints).allSatisfy { $0 === $1 })
    }
}

/// `StackView` (constraints) and `StackArrangement` (arithmetic, for value-type layouts) are two
/// implementations of one set of rules: where both apply they give the same frames. Three views
/// 40, 60, 50 long and 20, 30, 10 deep, the middle one hugging least (200), first baselines 15,
/// 24, 8 and last baselines 15, 28, 8, in a 300 × 100 stack with spacing 10, on a 1-point grid.
@Suite struct StackViewAgreesWithStackArrangement {
    /// All 60 cases: both axes, five distributions, six alignments.
    @Test(arguments: Axis.allCases, StackDistribution.allCases)
    func everyDistributionAndAlignmentOnBothAxes(_ axis: Axis, _ distribution: StackDistribution) {
        for alignment in StackAlignment.allCases {
            let sizes: [(CGSize, LayoutPriority, CGFloat, CGFloat)] = [
                (CGSize(along: axis, 40, across: 20), 250, 15, 15), (CGSize(along: axis, 60, across: 30), 200, 24, 28), (CGSize(along: axis, 50, across: 10), 250, 8, 8),
            ]
            let views = sizes.map { sized($0.0, hugging: $0.1, first: $0.2, last: $0.3) }
            let stack = StackView(arrangedSubviews: views)
            stack.axis = axis
            stack.spacing = 10
            stack.alignment = alignment
            stack.distribution = distribution
            let bounds = CGRect(origin: .zero, size: CGSize(along: axis, 300, across: 100))
            let host = View(frame: bounds)
            host.traitOverrides = TraitCollection(displayScale: 1)
            stack.frame = bounds
            host.addSubview(stack)
            host.layoutIfNeeded()
            let items = sizes.map { StackItem(size: $0.0, hugging: $0.1, firstBaseline: $0.2, lastBaseline: $0.3) }
            let arrangement = StackArrangement(axis: axis, spacing: 10, alignment: alignment, distribution: distribution, pixelGrid: PixelGrid(scale: 1))
            #expect(views.map(\.frame) == arrangement.frames(for: items, in: bounds), "\(axis) \(distribution) \(alignment)")
        }
    }
}

/// Views tied on compression resistance in a row too short for them: Apple's UIStackView
/// distributions (`.fill`, `.equalSpacing`, `.equalCentering`) shrink them "according to their
/// compression resistance priority. If there's any ambiguity, the stack view shrinks the views
/// based on their index", so a stack never leaves the split free. Easel's split is the one
/// `StackArrangement` makes (in proportion to their natural lengths), whatever the shortfall:
/// here 500 + 100 points in a 300-point row, so much that giving it all to the second view would
/// make its width negative (-200), which its frame would read as 200.
@Suite struct SqueezedStackTests {
    @Test(arguments: [StackDistribution.fill, .equalSpacing, .equalCentering])
    func tiedViewsShareALargeShortfallInProportionAndNoneIsAmbiguous(_ distribution: StackDistribution) {
        let views = [sized(CGSize(width: 500, height: 20)), sized(CGSize(width: 100, height: 20))]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = distribution
        stack.alignment = .center
        let host = View(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        host.traitOverrides = TraitCollection(displayScale: 1)
        stack.frame = host.bounds
        host.addSubview(stack)
        host.layoutIfNeeded()
        // 500 × 300/600 and 100 × 300/600, side by side, centred in the 40-point height.
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 10, width: 250, height: 20), CGRect(x: 250, y: 10, width: 50, height: 20)])
        #expect(host.ambiguousLayouts().isEmpty)
        let items = views.map { StackItem(size: $0.natural) }
        let arrangement = StackArrangement(axis: .horizontal, spacing: 0, alignment: .center, distribution: distribution, pixelGrid: PixelGrid(scale: 1))
        #expect(views.map(\.frame) == arrangement.frames(for: items, in: host.bounds))
    }
}

/// Frames snap to the pixel grid as `PixelGrid.round` says, halves away from zero, at every
/// scale: at scale 3 a view 103 pixels wide centred in 346 pixels spans 121.5 ... 224.5, which
/// rounds to 122 ... 225 (40.667 wide 34.333 points), keeping its width; a label so placed keeps
/// the width its text needs and is not cut short.
@Suite struct PixelSnappingTests {
    @Test func aCentredViewAtScale3KeepsItsWidthOnHalfPixelEdges() {
        let host = View(frame: CGRect(x: 0, y: 0, width: 346.0 / 3, height: 30))
        host.traitOverrides = TraitCollection(displayScale: 3)
        let view = sized(CGSize(width: 103.0 / 3, height: 10))
        view.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(view)
        LayoutConstraint.activate([view.centerXAnchor.constraint(equalTo: host.centerXAnchor), view.topAnchor.constraint(equalTo: host.topAnchor)])
        host.layoutIfNeeded()
        #expect(view.frame.minX * 3 == 122)
        #expect(view.frame.maxX * 3 == 225)
        #expect(view.frame.width * 3 == 103)
    }
}

/// Ambiguity is never silent: Apple's `hasAmbiguousLayout` and `exerciseAmbiguityInLayout()`
/// ("randomly changes the frame of a view with an ambiguous layout between the different valid
/// values") and `_autolayoutTrace`'s `AMBIGUOUS LAYOUT` lines.
@Suite struct AmbiguityTests {
    @Test func anAmbiguousViewIsFoundExercisedAndTraced() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let badge = View()
        badge.accessibilityIdentifier = "badge"
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        // A top, a height and a width, but nothing says where along x.
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            badge.heightAnchor.constraint(equalToConstant: 20),
            badge.widthAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(badge.hasAmbiguousLayout)
        #expect(badge.ambiguousAttributes == [.left])
        let before = badge.frame
        badge.exerciseAmbiguityInLayout()
        #expect(badge.frame.minX != before.minX)
        #expect(badge.frame.minY == 10 && badge.frame.size == CGSize(width: 40, height: 20))
        #expect(root.autolayoutTrace == "View\n|   *View('badge') - AMBIGUOUS LAYOUT for View('badge').minX")
        // Pinned, the view is no longer ambiguous.
        badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8).isActive = true
        root.layoutIfNeeded()
        #expect(!badge.hasAmbiguousLayout)
        #expect(badge.frame == CGRect(x: 8, y: 10, width: 40, height: 20))
    }
}
