import Easel
import Foundation
import Testing

/// Scroll views' content area, fitting sizes and self-sizing rows, all from the one engine.
@Suite struct ScrollContentAndFittingTests {
    /// Apple, Auto Layout Guide, "Working with Scroll Views": constraints between the edges of
    /// the scroll view and its content attach to the content area; its width and height attach
    /// to its frame. So a 1000-point view pinned to a 400-point scroll view's edges stays 1000
    /// tall, and the content size follows.
    @Test func contentPinnedToTheEdgesSizesTheContent() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let tall = View()
        tall.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(tall)
        LayoutConstraint.activate([
            tall.topAnchor.constraint(equalTo: scroll.topAnchor),
            tall.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            tall.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            tall.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            tall.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            tall.heightAnchor.constraint(equalToConstant: 1000),
        ])
        scroll.layoutIfNeeded()
        #expect(tall.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        #expect(scroll.unresolvedConstraintConflicts.isEmpty)
    }

    @Test func theContentAndFrameGuidesAsAppsUseThem() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let column = StackView(arrangedSubviews: (0 ..< 30).map { index -> View in
            let row = View()
            row.heightAnchor.constraint(equalToConstant: 40).isActive = true
            return row
        })
        column.axis = .vertical
        column.spacing = 10
        column.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        root.layoutIfNeeded()
        // 30 rows of 40 and 29 gaps of 10: 1490, plus 16 above and below.
        #expect(scroll.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(column.frame == CGRect(x: 16, y: 16, width: 343, height: 1490))
        #expect(scroll.contentSize == CGSize(width: 375, height: 1522))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 1522))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 647))
    }

    /// UIView.layoutFittingCompressedSize asks for "the smallest possible size" (Apple); a
    /// vertical stack of two labels is as tall as both and the gap, as wide as the wider.
    /// UIKit answers `systemLayoutSizeFitting` on the screen's pixel grid, rounded up: a view
    /// held to a width of 173.5 fits 173.666… wide at 3×, one of 173.25 fits 173.333… at 3× and
    /// 173.5 at 2× (values logged on iOS 13.7, Stack Overflow question 63747471). Easel's fitting
    /// rounds the same way.
    @Test func fittingRoundsUpToThePixelGridAsUIKitDoes() throws {
        let cases: [(constant: CGFloat, scale: CGFloat, width: CGFloat)] = [(173.5, 3, 521.0 / 3), (173.25, 3, 520.0 / 3), (173.5, 2, 173.5), (173.25, 2, 173.5)]
        for entry in cases {
            // As in the logged case, a view whose own constraint sizes it; in a tree drawn at
            // the scale asked for, which gives it its pixel grid.
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
            let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(box)
            _ = try root.render(scale: entry.scale)
            box.widthAnchor.constraint(equalToConstant: entry.constant).isActive = true
            #expect(box.systemLayoutSizeFitting(CGSize(width: entry.constant, height: 0)).width == entry.width, "\(entry)")
        }
    }

    @Test func aStackOfTwoLabelsFitsItsLabelsCompressed() {
        let title = Label("Title"), subtitle = Label("A longer subtitle")
        let stack = StackView(arrangedSubviews: [title, subtitle])
        stack.axis = .vertical
        stack.spacing = 4
        let size = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let grid = stack.pixelGrid
        #expect(size == grid.ceil(CGSize(width: subtitle.intrinsicContentSize.width, height: title.intrinsicContentSize.height + 4 + subtitle.intrinsicContentSize.height)))
        let fitted = stack.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 300, height: size.height))
    }

    /// A cell's content view laid out by constraints sizes its row (automatic dimension), and
    /// `tableView(_:heightForRowAt:)` wins over both that and `rowHeight`, as UIKit asks it first.
    @Test func selfSizingRowsAndTheDelegatesHeight() {
        final class Heights: TableViewDelegate {
            func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 1 ? 80 : TableView.automaticDimension
            }
        }
        func cell(_ height: CGFloat) -> TableViewCell {
            let cell = TableViewCell()
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(box)
            LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
                box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
                box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
                box.heightAnchor.constraint(equalToConstant: height),
            ])
            return cell
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let cells = [cell(20), cell(20), cell(100)]
        table.staticSections = [TableSection(cells: cells)]
        table.estimatedRowHeight = 44
        table.layoutIfNeeded()
        // 10 + 20 + 10 = 40 of content, and the separator's half point at 2x.
        #expect(cells.map(\.frame.height) == [40.5, 40.5, 120.5])
        let delegate = Heights()
        table.delegate = delegate
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(cells.map(\.frame.height) == [40.5, 80, 120.5])
        table.delegate = nil
        table.rowHeight = 60
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(cells.map(\.frame.height) == [60, 60, 60])
    }

    /// A view placed by constraints is measured by its own constraints too. Apple's reference for
    /// `systemLayoutSizeFitting(_:)`: it "returns the optimal size of the view based on its
    /// current constraints"; the fitting solves the view's subtree, so its width and height
    /// constraints take part and its constraints to its superview (which place it) do not. A
    /// box at the top left of a 300 × 300 superview, pinned to its far edges at low priority
    /// and held to 120 × 80 by its own constraints, fits 120 × 80 (before: zero, from its
    /// intrinsic size, which it has none of), and its frame stays as the layout gave it.
    @Test func aViewPlacedByConstraintsFitsItsOwnSizeConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let pins = [box.bottomAnchor.constraint(equalTo: root.bottomAnchor), box.trailingAnchor.constraint(equalTo: root.trailingAnchor)]
        for pin in pins { pin.priority = .defaultLow }
        LayoutConstraint.activate(pins + [box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                          box.widthAnchor.constraint(equalToConstant: 120), box.heightAnchor.constraint(equalToConstant: 80)])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 120, height: 80))
        #expect(box.systemLayoutSizeFitting(View.layoutFittingExpandedSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
            == CGSize(width: 120, height: 80))
        #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    }

    /// The same for a card placed by constraints whose content is pinned inside it: a 40 × 24
    /// badge 12 points in from each edge fits 64 × 48 compressed; held to a required width of
    /// 200 with the height at the fitting level (a self-sizing cell's question), 200 × 48.
    /// Before, both answered from the card's intrinsic size, none: zero.
    @Test func aCardPlacedByConstraintsFitsItsContent() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = View(), badge = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        card.addSubview(badge)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            badge.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 24),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 20, width: 288, height: 48))
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 64, height: 48))
        #expect(card.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            == CGSize(width: 200, height: 48))
        // Measuring leaves the layout as it was.
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 20, width: 288, height: 48) && badge.frame == CGRect(x: 12, y: 12, width: 40, height: 24))
        // A label placed by constraints, with a width constraint of its own, is measured by its
        // text as before (Easel's fitting does not yet hold the measured view's content size).
        let label = Label("Title")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([label.topAnchor.constraint(equalTo: card.bottomAnchor), label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   label.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)])
        let text = label.layoutSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(text.width > 10 && text.height > 0)
        #expect(label.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel) == text)
    }
}
