import Foundation

/// How many wheels a picker has and how many rows each, as `UIPickerViewDataSource`.
public protocol PickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: PickerView) -> Int
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}
