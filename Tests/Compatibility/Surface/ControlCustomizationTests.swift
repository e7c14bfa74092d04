#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// Controls customised the way apps customise them: a text field subclass that insets its text
/// by overriding UIKit's rectangle methods, a slider with value images and a shrunken thumb,
/// a button whose configuration shows an activity indicator in place of its image.
@Suite struct ControlCustomizationTests {
    /// A field with an icon on the left, as many sign-up forms draw it: the text and the
    /// placeholder start 50 points in (UIKit asks `placeholderRect(forBounds:)` while the field
    /// is empty, `textRect(forBounds:)` otherwise, `editingRect(forBounds:)` while editing).
    final class IconField: UITextField {
        var insets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 20)
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: insets) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 20)) }
        override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 20)) }
    }

    /// The leftmost dark column of `image`, nil when none is dark.
    private func firstDarkColumn(_ image: Image) -> Int? {
        (0 ..< image.pixelWidth).first { x in (0 ..< image.pixelHeight).contains { image[x, $0].red < 128 } }
    }

    @Test func textFieldRectOverridesPlaceTheTextAndThePlaceholder() throws {
        let field = IconField(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
        field.backgroundColor = .white
        field.placeholder = "Email"
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.black])
        // "E" has a straight stem: its ink starts within a point of the rectangle's edge.
        let placeholder = try #require(firstDarkColumn(try field.render(scale: 1)))
        #expect((40 ... 42).contains(placeholder))
        field.text = "Hello"
        field.textColor = .black
        let text = try #require(firstDarkColumn(try field.render(scale: 1)))
        #expect((50 ... 52).contains(text))
        field.isEditing = true
        let editing = try #require(firstDarkColumn(try field.render(scale: 1)))
        #expect((60 ... 62).contains(editing))
    }

    /// Speaker symbols at both ends shorten the track by their widths and 10 points each; a
    /// thumb image replaces the drawn thumb and its size sets the thumb's travel.
    @Test func sliderValueImagesAndThumbImage() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        #expect(slider.thumbImage(for: .normal) == nil)
        slider.minimumValueImage = UIImage(systemName: "speaker.wave.1")
        slider.maximumValueImage = UIImage(systemName: "speaker.wave.3")
        let low = try #require(slider.minimumValueImage?.size.width)
        let high = try #require(slider.maximumValueImage?.size.width)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(abs(track.minX - (low + 10)) < 0.5)
        #expect(abs(track.maxX - (300 - high - 10)) < 0.5)
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds).maxX == 300)

        slider.thumbTintColor = .lightGray
        let tinted = try #require(slider.thumbImage(for: .normal))
        #expect(tinted.size == CGSize(width: 28, height: 28))
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5)).image { _ in tinted.draw(in: CGRect(x: 0, y: 0, width: 5, height: 5)) }
        slider.setThumbImage(dot, for: .normal)
        slider.value = 0.5
        #expect(slider.currentThumbImage?.size == CGSize(width: 5, height: 5))
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
        #expect(thumb.size == CGSize(width: 5, height: 5))
        // Half way along the track's length less the thumb's width.
        #expect(abs(thumb.midX - track.midX) <= 0.5)
        slider.isContinuous = false
        #expect(!slider.isContinuous)
    }

    /// A signing-in button: the configuration's `showsActivityIndicator` puts a 20-point
    /// spinner where the image goes, before the title, in the foreground colour.
    @Test func aButtonConfigurationShowsAnActivityIndicator() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign In"
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        let plain = button.intrinsicContentSize.width
        button.configuration?.showsActivityIndicator = true
        #expect(button.intrinsicContentSize.width == plain + 28)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let spinner = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(spinner.frame.maxX + 8 <= (button.titleLabel?.frame.minX ?? 0) + 0.5)
        #expect(spinner.isAnimating && spinner.color == .white)
        button.configuration?.showsActivityIndicator = false
        #expect(!button.subviews.contains { $0 is UIActivityIndicatorView })
        #expect(button.intrinsicContentSize.width == plain)
    }
}
