#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Testing

// The overrides and properties apps use on labels and buttons, written as app code does.

/// A label with padding, the way it is usually written: the text rectangle and the drawing
/// rectangle inset, so that Auto Layout sizes it with its padding.
private final class PaddedLabel: UILabel {
    var textInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let rect = super.textRect(forBounds: bounds.inset(by: textInsets), limitedToNumberOfLines: numberOfLines)
        let outset = UIEdgeInsets(top: -textInsets.top, left: -textInsets.left, bottom: -textInsets.bottom, right: -textInsets.right)
        return rect.inset(by: outset)
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: textInsets))
    }
}

/// The other common form: only `drawText(in:)` and `intrinsicContentSize` overridden.
private final class InsetLabel: UILabel {
    let insets: UIEdgeInsets

    init(insets: UIEdgeInsets) {
        self.insets = insets
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    override var intrinsicContentSize: CGSize {
        var size = super.intrinsicContentSize
        size.width += insets.left + insets.right
        size.height += insets.top + insets.bottom
        return size
    }
}

/// A view with its own `cornerRadius` stored property, as apps declare it: it must compile
/// beside the layer's and keep its own value.
private final class RoundedCard: UIView {
    var cornerRadius: CGFloat = 12 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = cornerRadius
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite struct LabelAndButtonOverrideTests {
    private func label(_ label: UILabel) -> UILabel {
        label.text = "Sale"
        label.font = .systemFont(ofSize: 15)
        label.textColor = .black
        return label
    }

    /// The columns of `image` (at scale 1) where any pixel is darker than mid grey.
    private func inkColumns(_ image: UIImage) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for x in 0 ..< image.pixelWidth {
            for y in 0 ..< image.pixelHeight where image[x, y].red < 128 && image[x, y].alpha > 128 {
                columns.append(x)
                break
            }
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first ... last
    }

    /// UILabel's `sizeThatFits` and `intrinsicContentSize` go through
    /// `textRect(forBounds:limitedToNumberOfLines:)`, so the padded label is the text's size plus
    /// its insets; its text is drawn inside the insets.
    @Test func paddedLabelGrowsByItsInsetsAndDrawsInsideThem() throws {
        let plain = label(UILabel())
        let padded = label(PaddedLabel())
        let text = plain.intrinsicContentSize
        #expect(padded.intrinsicContentSize == CGSize(width: text.width + 16, height: text.height + 8))
        #expect(padded.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: text.width + 16, height: text.height + 8))

        padded.backgroundColor = .white
        padded.frame = CGRect(origin: .zero, size: padded.intrinsicContentSize)
        plain.backgroundColor = .white
        plain.frame = CGRect(origin: .zero, size: text)
        let paddedInk = try #require(inkColumns(try padded.render(scale: 1)))
        let plainInk = try #require(inkColumns(try plain.render(scale: 1)))
        // The same glyphs, moved right by the left inset.
        #expect(paddedInk.lowerBound == plainInk.lowerBound + 8)
        #expect(paddedInk.upperBound == plainInk.upperBound + 8)
    }

    /// `drawText(in:)` receives the bounds; an override that insets them moves the text.
    @Test func drawTextOverrideMovesTheText() throws {
        let inset = label(InsetLabel(insets: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)))
        let plain = label(UILabel())
        #expect(inset.intrinsicContentSize.width == plain.intrinsicContentSize.width + 20)
        for view in [inset, plain] {
            view.backgroundColor = .white
            view.frame = CGRect(origin: .zero, size: view.intrinsicContentSize)
        }
        let insetInk = try #require(inkColumns(try inset.render(scale: 1)))
        let plainInk = try #require(inkColumns(try plain.render(scale: 1)))
        #expect(insetInk.lowerBound == plainInk.lowerBound + 20)
    }

    /// A disabled label dims its text (UILabel.isEnabled: "The label dims the text somewhat when
    /// not enabled"): black text is drawn no darker than `.tertiaryLabel` over white,
    /// (60, 60, 67) at 30% = (196, 196, 198).
    @Test func disabledLabelDimsItsText() throws {
        let disabled = label(UILabel())
        disabled.isEnabled = false
        disabled.backgroundColor = .white
        disabled.frame = CGRect(origin: .zero, size: disabled.intrinsicContentSize)
        let image = try disabled.render(scale: 2)
        var darkest = 255
        for y in 0 ..< image.pixelHeight {
            for x in 0 ..< image.pixelWidth { darkest = min(darkest, Int(image[x, y].red)) }
        }
        #expect(darkest >= 195 && darkest <= 197)
        disabled.isEnabled = true
        let enabled = try disabled.render(scale: 2)
        #expect(enabled != image)
    }

    /// `contentHorizontalAlignment` puts a button's title at the leading or trailing edge of its
    /// content area, or centres it (the default).
    @Test func buttonContentAlignmentPlacesTheTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Forgot password?", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        let width = button.titleLabel!.intrinsicContentSize.width

        button.layoutIfNeeded()
        let centred = button.titleLabel!.frame
        #expect(abs(centred.midX - 150) <= 0.5)

        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == 0)

        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.maxX - 300) <= 0.5)
        #expect(button.titleLabel!.frame.width == width)

        button.contentHorizontalAlignment = .leading
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == 16)

        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minY == button.contentEdgeInsets.top)
    }

    /// `titleEdgeInsets` moves the title without resizing the button: centred content moves by
    /// half the difference of the left and right insets (the usual way to put a gap between an
    /// image and a title), left-aligned content by the left inset.
    @Test func titleEdgeInsetsMoveTheTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let before = button.titleLabel!.frame
        let size = button.intrinsicContentSize

        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == before.minX + 8)
        #expect(button.intrinsicContentSize == size)

        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == before.minX + 5)

        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == 10)
    }

    /// A subclass's own `cornerRadius` property compiles beside the layer's and rounds the layer
    /// through its `didSet`, as on iOS.
    @Test func subclassCornerRadiusPropertyRoundsTheLayer() {
        let card = RoundedCard(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(card.layer.cornerRadius == 12)
        card.cornerRadius = 20
        #expect(card.layer.cornerRadius == 20)
        #expect(card.cornerRadius == 20)
    }
}
