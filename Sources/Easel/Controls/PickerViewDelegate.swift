import Foundation

/// A picker's rows and sizes, and what it tells about selection, as `UIPickerViewDelegate`;
/// every method has a default: no title, the default sizes, nothing done on selection.
public protocol PickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> AttributedText?
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View?
    /// Zero or less: the picker's width shared equally between components.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// Zero or less: the default 32 points.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> AttributedText? { nil }
    public func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View? { nil }
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}
