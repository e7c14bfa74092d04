import Easel

public typealias UIPickerView = PickerView
public typealias UIPickerViewDataSource = PickerViewDataSource

/// `UIPickerViewDelegate`: Easel's delegate, with the attributed title as UIKit spells it
/// (an `NSAttributedString`), which the picker draws as Easel's attributed text.
public protocol UIPickerViewDelegate: PickerViewDelegate {
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }

    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> AttributedText? {
        let title: NSAttributedString? = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)
        return title?.easelText
    }
}
