#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// Menus, context menus, date pickers, blur views and keyboard frames as app code writes
/// them. Menus show only while open, so a render has nothing of them; what Easel cannot draw
/// as iOS does (a blur, a wheel's curve) is reported.
@Suite struct MenusPickersAndEffectsTests {
    final class Cell: UIView, UIContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "", children: [
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                    UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
                ])
            }
        }
    }

    @Test func menusAndContextMenusAreKeptAndDrawNothing() throws {
        let cell = Cell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let interaction = UIContextMenuInteraction(delegate: cell)
        cell.addInteraction(interaction)
        #expect(interaction.view === cell && cell.interactions.count == 1)
        let configuration = try #require(interaction.delegate?.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero))
        let menu = try #require(configuration.actionProvider?([]))
        #expect(menu.children.map(\.title) == ["Share", "Delete"])
        #expect((menu.children[1] as? UIAction)?.attributes == .destructive)
        cell.removeInteraction(interaction)
        #expect(cell.interactions.isEmpty && interaction.view == nil)

        let sort = UIButton(type: .system)
        sort.setTitle("Sort", for: .normal)
        sort.menu = UIMenu(title: "Sort by", options: .singleSelection, children: [UIAction(title: "Date", state: .on) { _ in }])
        sort.showsMenuAsPrimaryAction = true
        #expect(sort.menu?.options == .singleSelection)
    }

    /// The compact date picker (iOS 14's default) shows the date and the time on grey plates:
    /// medium date style and short time style in US English.
    @Test func aCompactDatePickerShowsTheDateAndTheTime() throws {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = Date(timeIntervalSince1970: 1_795_686_060)   // 2026-11-26 09:41 UTC
        #expect(picker.datePickerStyle == .compact)
        let texts = picker.subviews.flatMap(\.subviews).compactMap { ($0 as? UILabel)?.text }
        // iOS 17 puts a narrow no-break space before "AM", as ICU's current data does.
        #expect(texts == ["Nov 26, 2026", "9:41\u{202F}AM"])
        #expect(picker.intrinsicContentSize.height == 34)
        picker.datePickerMode = .date
        #expect(picker.subviews.flatMap(\.subviews).compactMap { ($0 as? UILabel)?.text } == ["Nov 26, 2026"])

        picker.frame = CGRect(x: 0, y: 0, width: 200, height: 34)
        picker.layoutIfNeeded()
        let plate = try #require(picker.subviews.first)
        #expect(plate.frame.maxX == 200 && plate.frame.height == 34)
        #expect(plate.backgroundColor == .tertiarySystemFill)
    }

    @Test func wheelsAreDrawnFlatAndReported() throws {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .date
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = Date(timeIntervalSince1970: 1_795_686_060)
        #expect(picker.intrinsicContentSize.height == 216)
        let seen = Reports()
        _ = try Layer.withUnsupportedDrawingHandler({ seen.add($0) }) { try picker.render(scale: 1) }
        #expect(seen.problems.count == 1)
        let selected = picker.subviews.compactMap { $0 as? UILabel }.filter { abs($0.frame.midY - 108) < 1 }.map(\.text)
        #expect(selected == ["November", "26", "2026"])
    }

    /// A blur view is drawn as its material's tint and reported; its content view fills it.
    @Test func aBlurIsReportedAndItsContentDrawn() throws {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
        blur.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        dot.backgroundColor = .red
        blur.contentView.addSubview(dot)
        let seen = Reports()
        let image = try Layer.withUnsupportedDrawingHandler({ seen.add($0) }) { try blur.render(scale: 1) }
        #expect(seen.problems.count == 1)
        #expect(blur.contentView.frame == blur.bounds)
        #expect(image[20, 20] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[2, 2].alpha == 184)   // 0.72 of the material, over nothing
    }

    @Test func keyboardFramesAndBackgroundImages() throws {
        let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))

        let swatch = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            UIColor.green.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        }
        let button = UIButton(type: .custom)
        button.setBackgroundImage(swatch, for: .normal)
        #expect(button.currentBackgroundImage != nil)
        // The button is at least the background image's size, and the image fills it.
        #expect(button.intrinsicContentSize.width >= 10 && button.intrinsicContentSize.height >= 10)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let image = try button.render(scale: 1)
        #expect(image[30, 15] == Pixel(red: 0, green: 255, blue: 0) && image[1, 1] == Pixel(red: 0, green: 255, blue: 0))
    }
}
