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

    /// Easel never shows a keyboard: nothing becomes first responder.
    @discardableResult
    public func becomeFirstResponder() -> Bool { false }
    @discardableResult
    public func resignFirstResponder() -> Bool { true }
}

extension Switch {
    /// Sets `isOn` (no animation is drawn).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
