#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// `UIPickerView` as apps subclass it: the picker its own data source and delegate, made with
/// `super.init(frame:)`, the titles from an array (the Limit app's period picker's pattern).
/// A render shows each wheel at rest on its selected row, on the grey band in the middle of
/// the 216-point picker, with rows 32 points apart; the wheels' curve is reported.
@Suite struct PickerViewTests {
    final class PeriodPicker: UIPickerView, UIPickerViewDelegate, UIPickerViewDataSource {
        private let periods: [String]
        var chosen: [String] = []

        init(periods: [String], textField: UITextField) {
            self.periods = periods
            super.init(frame: .zero)
            delegate = self
            dataSource = self
            showsSelectionIndicator = true
            backgroundColor = .white
            textField.inputView = self
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { periods.count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { periods[row] }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { chosen.append(periods[row]) }
    }

    @Test func aPickerSubclassShowsItsSelectedRowOnTheBand() throws {
        let field = UITextField()
        let picker = PeriodPicker(periods: ["Daily", "Weekly", "Monthly", "Yearly", "Never"], textField: field)
        #expect(field.inputView === picker)
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        picker.selectRow(1, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 5)
        let seen = Reports()
        let image = try Layer.withUnsupportedDrawingHandler({ seen.add($0) }) { try picker.render(scale: 1) }
        #expect(seen.problems.map(\.problem) == ["the wheels are drawn flat, without their curve"])
        // Rows 0 to 3 are drawn: the selected row and up to two either side.
        let rows = (0 ..< 5).map { picker.view(forRow: $0, forComponent: 0) as? UILabel }
        #expect(rows.map { $0?.text } == ["Daily", "Weekly", "Monthly", "Yearly", nil])
        // The selected row is centred on the picker's middle (108), the others 32 points apart.
        #expect(rows[1]?.frame == CGRect(x: 8, y: 92, width: 304, height: 32))
        #expect(rows[0]?.frame.minY == 60 && rows[3]?.frame.minY == 156)
        #expect(rows[1]?.textColor == .label && rows[0]?.textColor == .tertiaryLabel)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 304, height: 32))
        // The band: the tertiary system fill over white, at its left end, clear of the text.
        // rgba(118, 118, 128, 0.12) over white: 255 − 0.12 × 137 ≈ 239 red, 255 − 0.12 × 127 ≈ 240 blue.
        let band = image[12, 108]
        #expect((237 ... 241).contains(band.red) && (238 ... 242).contains(band.blue) && band.blue >= band.red)
        // Above the band, white.
        #expect(image[12, 20] == Pixel(red: 255, green: 255, blue: 255))
        // Selecting in code does not tell the delegate, as in UIKit.
        #expect(picker.chosen.isEmpty)
    }

    /// Components of the delegate's widths, centred together across the picker, each wheel
    /// centred on its own selected row.
    @Test func componentsShareTheWidth() {
        final class Clock: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 24 : 60 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { String(format: "%02d", row) }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 100 : 120 }
        }
        let clock = Clock()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 316, height: 216))
        picker.dataSource = clock
        picker.delegate = clock
        picker.selectRow(9, inComponent: 0, animated: false)
        picker.selectRow(41, inComponent: 1, animated: false)
        picker.layoutIfNeeded()
        let hour = picker.view(forRow: 9, forComponent: 0)
        let minute = picker.view(forRow: 41, forComponent: 1)
        // 100 + 120 = 220 points, centred in 316: 48 each side.
        #expect(hour?.frame == CGRect(x: 48, y: 92, width: 100, height: 32))
        #expect(minute?.frame == CGRect(x: 148, y: 92, width: 120, height: 32))
        #expect((minute as? UILabel)?.text == "41")
        #expect(picker.view(forRow: 38, forComponent: 1) == nil)
    }
}
