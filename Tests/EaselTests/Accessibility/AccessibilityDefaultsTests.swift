import Easel
import Foundation
import Testing

/// UIKit's per-class accessibility defaults. Sources:
/// - `isAccessibilityElement`: "The default value for this property is false. If the receiver is
///   a UIKit control, the default value is true." (developer.apple.com/documentation/uikit/
///   uiaccessibilityelement/isaccessibilityelement)
/// - `accessibilityLabel`: "By default, standard UIKit controls and views have labels that derive
///   from their titles." (…/uiaccessibilityelement/accessibilitylabel)
/// - `UIAccessibilityTraits`: a button has `.button`, a label `.staticText`, an image `.image`, a
///   slider `.adjustable`, a disabled control `.notEnabled`, a selected one `.selected`; a switch
///   `.toggleButton` (public since iOS 17) and its value "1" or "0".
/// - `accessibilityFrame`: "The frame of the accessibility element, in screen coordinates";
///   `accessibilityActivationPoint`: "The default activation point is the center of the
///   accessibility frame" (…/uiaccessibilityelement/accessibilityactivationpoint).
@Suite struct AccessibilityDefaultsTests {
    @Test func plainViewsAreContainersAndControlsAreElements() {
        #expect(!View().isAccessibilityElement)
        #expect(View().accessibilityTraits == .none)
        #expect(Button(title: "Save").isAccessibilityElement)
        #expect(Switch().isAccessibilityElement)
        #expect(Slider().isAccessibilityElement)
        #expect(TextField().isAccessibilityElement)
    }

    @Test func aLabelReadsItsTextAsStaticText() {
        let label = Label("Welcome back")
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Welcome back")
        #expect(label.accessibilityTraits == .staticText)
        // An empty label gives VoiceOver nothing to say, so it is not a stop.
        #expect(!Label("").isAccessibilityElement)
    }

    @Test func aButtonReadsItsTitleAsAButtonWithItsState() {
        let button = Button(title: "Sign Up")
        #expect(button.accessibilityLabel == "Sign Up")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
    }

    @Test func aTextFieldIsNamedByItsPlaceholderAndValuedByItsText() {
        let field = TextField()
        field.placeholder = "Email"
        #expect(field.accessibilityLabel == "Email")
        #expect(field.accessibilityValue == nil)
        field.text = "ada@example.com"
        #expect(field.accessibilityValue == "ada@example.com")
        field.isSecureTextEntry = true
        field.text = "abc"
        #expect(field.accessibilityValue == "•••")
    }

    @Test func aSwitchIsAToggleValuedOneOrZero() {
        let toggle = Switch(isOn: true)
        #expect(toggle.accessibilityValue == "1")
        #expect(toggle.accessibilityTraits == [.button, .toggleButton])
        toggle.isOn = false
        #expect(toggle.accessibilityValue == "0")
    }

    @Test func aSliderIsAdjustableAndValuedAsAPercentage() {
        let slider = Slider()
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.value = 2.5
        #expect(slider.accessibilityValue == "25%")
        #expect(slider.accessibilityTraits == .adjustable)
    }

    @Test func aPageControlIsAdjustableAndValuedByItsPage() {
        let pages = PageControl(numberOfPages: 4)
        pages.currentPage = 1
        #expect(pages.accessibilityValue == "page 2 of 4")
        #expect(pages.accessibilityTraits == .adjustable)
    }

    @Test func aStepperIsTwoButtonsThatDimAtTheirLimits() throws {
        let stepper = Stepper(value: 0, minimumValue: 0, maximumValue: 10)
        try stepper.layOut(on: nil)
        #expect(!stepper.isAccessibilityElement)
        #expect(stepper.accessibilityDescription == """
        1. "Decrement. Dimmed. Button." frame (0 0; 47 32)
        2. "Increment. Button." frame (47 0; 47 32)

        """)
    }

    @Test func anImageViewIsAnImageThatIsReadOnceItHasALabel() {
        let image = ImageView(image: nil)
        #expect(!image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)
        image.accessibilityLabel = "Profile photo"
        #expect(image.isAccessibilityElement)
    }

    @Test func setValuesReplaceTheClassDefaults() {
        let button = Button(title: "×")
        button.accessibilityLabel = "Close"
        button.accessibilityTraits = [.button, .header]
        button.isAccessibilityElement = false
        #expect(button.accessibilityLabel == "Close")
        #expect(button.accessibilityTraits == [.button, .header])
        #expect(!button.isAccessibilityElement)
    }

    @Test func theFrameIsInScreenCoordinatesAndTheActivationPointItsCentre() {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = View(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
        let button = Button(title: "Go")
        button.frame = CGRect(x: 10, y: 150, width: 100, height: 44)
        screen.addSubview(card)
        card.addSubview(button)
        #expect(button.accessibilityFrame == CGRect(x: 30, y: 250, width: 100, height: 44))
        #expect(button.accessibilityActivationPoint == CGPoint(x: 80, y: 272))
        button.accessibilityActivationPoint = CGPoint(x: 35, y: 255)
        #expect(button.accessibilityActivationPoint == CGPoint(x: 35, y: 255))
    }

    /// App code overrides the properties in subclasses, as it does in UIKit.
    private final class RatingView: View {
        override var isAccessibilityElement: Bool { get { true } set {} }
        override var accessibilityLabel: String? { get { "Rating" } set {} }
        override var accessibilityValue: String? { get { "4 of 5 stars" } set {} }
        override var accessibilityTraits: AccessibilityTraits { get { .adjustable } set {} }
    }

    @Test func subclassesOverrideThePropertiesAsInUIKit() throws {
        let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        try rating.layOut(on: nil)
        let item = try #require(rating.accessibilityItems().first)
        #expect(item.description == "Rating: 4 of 5 stars. Adjustable.")
        #expect(item.hint == "Swipe up or down with one finger to adjust the value.")
    }

    @Test func theSystemSettingsAreThoseOfNoAssistiveTechnology() {
        #expect(!Accessibility.isVoiceOverRunning)
        #expect(!Accessibility.isReduceMotionEnabled)
        #expect(!Accessibility.isBoldTextEnabled)
        Accessibility.post(notification: .screenChanged, argument: nil)
    }
}
