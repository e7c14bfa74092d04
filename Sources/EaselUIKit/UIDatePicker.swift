import Easel

public typealias UIDatePicker = DatePicker
public typealias UIDatePickerStyle = DatePicker.Style
