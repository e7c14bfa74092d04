import Foundation

/// A date and time control, as `UIDatePicker`. The iOS 14+ default (`.compact`, and
/// `.automatic`) is drawn as iOS draws it: the date and the time in 17-point text, each on a
/// grey rounded plate, trailing-aligned. The wheel style is drawn flat (the selected row of
/// each column on a grey band, two fainter rows above and below) and the inline calendar is
/// not drawn; both are reported (`Layer.unsupportedDrawingHandler`). As on iOS, `date` is now
/// unless the app sets it, so a snapshot that shows a picker should set it.
open class DatePicker: Control {
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer
    }

    public enum Style: Int, Sendable {
        case automatic, wheels, compact, inline
    }

    open var date = Date() { didSet { contentChanged() } }
    open var datePickerMode = Mode.dateAndTime { didSet { contentChanged() } }
    open var preferredDatePickerStyle = Style.automatic { didSet { contentChanged() } }
    /// The style drawn: `.automatic` is `.compact`, except for a countdown timer (wheels).
    open var datePickerStyle: Style {
        switch preferredDatePickerStyle {
        case .automatic: datePickerMode == .countDownTimer ? .wheels : .compact
        case let style: style
        }
    }
    open var locale: Locale? { didSet { contentChanged() } }
    open var calendar: Calendar! = Calendar(identifier: .gregorian) { didSet { contentChanged() } }
    open var timeZone: TimeZone? { didSet { contentChanged() } }
    open var minimumDate: Date? { didSet { contentChanged() } }
    open var maximumDate: Date? { didSet { contentChanged() } }
    open var minuteInterval = 1
    open var countDownDuration: TimeInterval = 0 { didSet { contentChanged() } }
    open var roundsToMinuteInterval = true

    public func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// A compact plate's text inset, height and corner radius, and the space between plates.
    static let plateInsets = EdgeInsets(top: 0, left: 11, bottom: 0, right: 11)
    static let plateHeight: CGFloat = 34
    static let plateRadius: CGFloat = 6
    static let plateSpacing: CGFloat = 6
    /// A wheel picker's height and row height, as UIPickerView's.
    static let wheelHeight = PickerView.wheelHeight
    static let rowHeight = PickerView.rowHeight

    private var plates: [(plate: View, label: Label)] = []
    private var columns: [[Label]] = []
    private let band = PickerView.makeSelectionBand()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Easel never decodes archives (see `View.init?(coder:)`): made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentChanged()
    }

    /// The date shown, within the minimum and maximum.
    private var shownDate: Date {
        var shown = date
        if let minimumDate, shown < minimumDate { shown = minimumDate }
        if let maximumDate, shown > maximumDate { shown = maximumDate }
        return shown
    }

    private func formatter(_ format: (DateFormatter) -> Void) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale ?? Locale(identifier: "en_US")
        formatter.calendar = calendar
        formatter.timeZone = timeZone ?? TimeZone.current
        format(formatter)
        return formatter
    }

    /// The compact plates' texts: "Nov 26, 2026" and "9:41 AM" in US English.
    private var plateTexts: [String] {
        let day = formatter { $0.dateStyle = .medium; $0.timeStyle = .none }.string(from: shownDate)
        let time = formatter { $0.dateStyle = .none; $0.timeStyle = .short }.string(from: shownDate)
        switch datePickerMode {
        case .date: return [day]
        case .time: return [time]
        case .dateAndTime: return [day, time]
        case .countDownTimer: return [Self.duration(countDownDuration)]
        }
    }

    private static func duration(_ seconds: TimeInterval) -> String {
        let minutes = Int(seconds) / 60
        return "\(minutes / 60) hours \(minutes % 60) min"
    }

    /// The wheel columns, each the selected value with two before and two after.
    private var wheelColumns: [[String]] {
        let calendar = calendar ?? Calendar(identifier: .gregorian)
        func around(_ component: Calendar.Component, _ format: String) -> [String] {
            let shape = formatter { $0.setLocalizedDateFormatFromTemplate(format) }
            return (-2 ... 2).map { offset in
                shape.string(from: calendar.date(byAdding: component, value: offset, to: shownDate) ?? shownDate)
            }
        }
        switch datePickerMode {
        case .date: return [around(.month, "MMMM"), around(.day, "d"), around(.year, "y")]
        case .time: return [around(.hour, "h"), around(.minute, "mm"), ["", "", formatter { $0.dateFormat = "a" }.string(from: shownDate), "", ""]]
        case .dateAndTime: return [around(.day, "EEE MMM d"), around(.hour, "h"), around(.minute, "mm")]
        case .countDownTimer:
            let hours = Int(countDownDuration) / 3600, minutes = Int(countDownDuration) / 60 % 60
            return [(hours - 2 ... hours + 2).map { $0 < 0 ? "" : "\($0) hours" }, (minutes - 2 ... minutes + 2).map { $0 < 0 || $0 > 59 ? "" : "\($0) min" }]
        }
    }

    private func contentChanged() {
        plates.forEach { $0.plate.removeFromSuperview() }
        columns.joined().forEach { $0.removeFromSuperview() }
        band.removeFromSuperview()
        plates = []
        columns = []
        if datePickerStyle == .compact {
            plates = plateTexts.map { text in
                let plate = View()
                plate.backgroundColor = .tertiarySystemFill
                plate.layer.cornerRadius = Self.plateRadius
                let label = Label(text, font: .systemFont(ofSize: 17))
                label.textColor = .label
                plate.addSubview(label)
                addSubview(plate)
                return (plate, label)
            }
        } else {
            addSubview(band)
            columns = wheelColumns.map { texts in
                texts.enumerated().map { index, text in
                    let selected = index == 2
                    let label = Label(text, font: .systemFont(ofSize: selected ? 21 : 19))
                    label.textAlignment = .center
                    label.textColor = selected ? .label : .tertiaryLabel
                    addSubview(label)
                    return label
                }
            }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize {
        if datePickerStyle == .compact {
            let widths = plates.map { $0.label.intrinsicContentSize.width + Self.plateInsets.horizontal }
            return pixelGrid.ceil(CGSize(width: widths.reduce(0, +) + Self.plateSpacing * CGFloat(max(0, widths.count - 1)), height: Self.plateHeight))
        }
        return CGSize(width: View.noIntrinsicMetric, height: Self.wheelHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width < 0 ? 320 : intrinsic.width, height: intrinsic.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if datePickerStyle == .compact {
            // Trailing-aligned plates, centred down the bounds.
            var x = bounds.maxX
            for (plate, label) in plates.reversed() {
                let width = label.intrinsicContentSize.width + Self.plateInsets.horizontal
                x -= width
                plate.frame = pixelGrid.align(CGRect(x: x, y: bounds.midY - Self.plateHeight / 2, width: width, height: Self.plateHeight))
                label.frame = CGRect(x: Self.plateInsets.left, y: 0, width: width - Self.plateInsets.horizontal, height: Self.plateHeight)
                x -= Self.plateSpacing
            }
            return
        }
        band.frame = pixelGrid.align(CGRect(x: 8, y: bounds.midY - Self.rowHeight / 2, width: max(0, bounds.width - 16), height: Self.rowHeight))
        let columnWidth = bounds.width / CGFloat(max(1, columns.count))
        for (column, labels) in columns.enumerated() {
            for (row, label) in labels.enumerated() {
                label.frame = pixelGrid.align(CGRect(x: CGFloat(column) * columnWidth, y: bounds.midY + CGFloat(row - 2) * Self.rowHeight - Self.rowHeight / 2,
                                                     width: columnWidth, height: Self.rowHeight))
            }
        }
    }

    open override func drawControl(in canvas: Canvas) {
        switch datePickerStyle {
        case .compact, .automatic: break
        case .wheels: Layer.report(UnsupportedDrawing(source: String(describing: type(of: self)), problem: "the wheels are drawn flat, without their curve"))
        case .inline: Layer.report(UnsupportedDrawing(source: String(describing: type(of: self)), problem: "the inline calendar is drawn as wheels"))
        }
    }
}
