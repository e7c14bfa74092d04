import Easel

public typealias UITextField = TextField
public typealias UITextView = TextView
public typealias UISwitch = Switch
public typealias UISegmentedControl = SegmentedControl
public typealias UISlider = Slider
public typealias UIProgressView = ProgressView
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIPageControl = PageControl
public typealias UIStepper = Stepper

/// Keyboards UIKit text fields ask for; Easel draws no keyboard, so these are accepted and
/// change nothing in a render.
public enum UIKeyboardType: Sendable { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch }
public enum UITextAutocapitalizationType: Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }
public enum UIReturnKeyType: Sendable { case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue` }
public struct UITextContentType: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let name = UITextContentType(rawValue: "name")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

extension TextField {
    /// Accepted and ignored: Easel draws no keyboard.
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    public var textContentType: UITextContentType? { get { nil } set {} }
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
}

extension Switch {
    /// Sets `isOn` (no animation is drawn).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

extension Slider {
    /// The value as UIKit's `Float`.
    public var value: Float {
        get { Float(self.Easel::value) }
        set { self.Easel::value = Double(newValue) }
    }
    public var minimumValue: Float {
        get { Float(self.Easel::minimumValue) }
        set { self.Easel::minimumValue = Double(newValue) }
    }
    public var maximumValue: Float {
        get { Float(self.Easel::maximumValue) }
        set { self.Easel::maximumValue = Double(newValue) }
    }

    /// Sets `value` (no animation is drawn).
    public func setValue(_ value: Float, animated: Bool) { self.value = value }
}

extension ProgressView {
    /// The progress as UIKit's `Float`.
    public var progress: Float {
        get { Float(self.Easel::progress) }
        set { self.Easel::progress = Double(newValue) }
    }

    /// A progress view of `style` at zero, as UIKit's initializer.
    public convenience init(progressViewStyle style: Style) {
        self.init(progress: 0, style: style)
    }

    /// Sets `progress` (no animation is drawn).
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}

extension TextField {
    /// The placeholder as a Foundation attributed string with UIKit's keys (`.foregroundColor`,
    /// `.font`, …), as apps colour placeholders.
    public var attributedPlaceholder: NSAttributedString? {
        get { self.Easel::attributedPlaceholder.map(NSAttributedString.init(easelText:)) }
        set { self.Easel::attributedPlaceholder = newValue?.easelText }
    }
}

extension ScrollView {
    /// How the keyboard is dismissed by a drag, as UIKit's enumeration.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    /// Accepted and ignored: no keyboard is drawn and nothing is dragged in a render.
    public var keyboardDismissMode: KeyboardDismissMode { get { .none } set {} }
}

extension PageControl {
    /// UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    /// The dots are drawn as `.automatic` draws them at rest (no platter); `.prominent`, whose
    /// platter iOS draws behind the dots, is reported.
    public var backgroundStyle: BackgroundStyle {
        get { .automatic }
        set {
            if newValue == .prominent {
                Layer.report(UnsupportedDrawing(source: "UIPageControl", problem: "the prominent background style's platter is not drawn"))
            }
        }
    }
}
public typealias NSTextContainer = TextContainer
