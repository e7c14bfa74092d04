import Easel
import Foundation
import Testing

/// The text of UIKit's standard list components is Dynamic Type text styles, so it follows the
/// reader's text size: Apple, Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type
/// sizes" (xSmall … xxxLarge, then AX1 … AX5). Body, the cells' text: 14, 15, 16, 17, 19, 21, 23,
/// 28, 33, 40, 47, 53; subheadline, the subtitle and value2 text: 12, 13, 14, 15, 17, 19, 21, 25,
/// 30, 36, 42, 49; footnote, grouped headers and footers: 12, 12, 12, 13, 15, 17, 19, 23, 27, 33,
/// 38, 44. Bars, tab bars, segmented controls and system buttons keep their fixed sizes: iOS shows
/// the large content viewer for them instead of growing their text.
@Suite struct ListDynamicTypeTests {
    static let categories = ContentSizeCategory.sizes
    static let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    static let subheadline: [CGFloat] = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    static let footnote: [CGFloat] = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]

    /// A grouped table with a header, a footer and one row of each cell style, laid out at
    /// `category`.
    private static func table(at category: ContentSizeCategory) throws -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 2400), style: .grouped)
        let cells = [TableViewCell.Style.default, .subtitle, .value1, .value2].map { style in
            let cell = TableViewCell(style: style)
            cell.textLabel.text = "Title"
            cell.detailTextLabel.text = "Detail"
            return cell
        }
        table.staticSections = [TableSection(header: "Header", footer: "Footer", cells: cells)]
        _ = try table.render(on: .iPhone15, traits: TraitCollection(preferredContentSizeCategory: category))
        return table
    }

    @Test func cellsHeadersAndFootersFollowTheTable() throws {
        #expect(Self.categories.count == 12)
        for (index, category) in Self.categories.enumerated() {
            let table = try Self.table(at: category)
            let cells = try #require(table.cells.first)
            let (plain, subtitle, value1, value2) = (cells[0], cells[1], cells[2], cells[3])
            let body = Self.body[index], subheadline = Self.subheadline[index], footnote = Self.footnote[index]
            #expect(plain.textLabel.font.size == body, "\(category)")
            #expect(subtitle.textLabel.font.size == body && subtitle.detailTextLabel.font.size == subheadline, "\(category)")
            #expect(value1.textLabel.font.size == body && value1.detailTextLabel.font.size == body, "\(category)")
            #expect(value2.textLabel.font.size == subheadline && value2.textLabel.font.weight == .semibold, "\(category)")
            #expect(value2.detailTextLabel.font.size == subheadline, "\(category)")
            #expect(table.headerViews[0]?.font.size == footnote && table.footerViews[0]?.font.size == footnote, "\(category)")
        }
    }

    /// At iOS's default text size (`.large`) nothing changes: 17-point rows in a 44-point cell.
    /// At `.medium` a default cell's text is 16 points, and the row stays 44 points.
    @Test func theDefaultSizeIsLargeAndMediumIsSixteen() throws {
        let large = try Self.table(at: .large).cells[0][0]
        #expect(large.textLabel.font.size == 17 && abs(large.frame.height - 44) < 1e-9)
        let medium = try Self.table(at: .medium).cells[0][0]
        #expect(medium.textLabel.font.size == 16 && abs(medium.frame.height - 44) < 1e-9)
        // At AX5 the 53-point text needs a taller row: its line (53 × 2444/2048 points, on the
        // pixel grid) plus 11 points above and below.
        let huge = try Self.table(at: .accessibilityExtraExtraExtraLarge).cells[0][0]
        #expect(huge.textLabel.font.size == 53 && huge.frame.height > 53 + 22)
    }

    @Test func listContentConfigurationsFollowTheTableToo() throws {
        for (index, category) in Self.categories.enumerated() {
            let cell = TableViewCell(style: .default)
            var configuration = ListContentConfiguration.subtitleCell()
            configuration.text = "Title"
            configuration.secondaryText = "Detail"
            cell.contentConfiguration = configuration
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
            table.staticSections = [TableSection(cells: [cell])]
            _ = try table.render(on: .iPhone15, traits: TraitCollection(preferredContentSizeCategory: category))
            #expect(cell.textLabel.font.size == Self.body[index], "\(category)")
            #expect(cell.detailTextLabel.font.size == Self.subheadline[index], "\(category)")
        }
    }

    @Test func aHeaderFooterViewsLabelIsFootnote() throws {
        let view = TableViewHeaderFooterView(reuseIdentifier: nil)
        let label = try #require(view.textLabel)
        #expect(label.font == .preferredFont(forTextStyle: .footnote) && label.adjustsFontForContentSizeCategory)
    }
}
