import Easel

public typealias UILabel = Label
public typealias NSTextAlignment = TextAlignment
public typealias NSLineBreakMode = LineBreakMode

extension Label {
    /// The text as a Foundation attributed string with UIKit's keys (`.font`,
    /// `.foregroundColor`, `.kern`, `.underlineStyle`, `.strikethroughStyle`, `.paragraphStyle`);
    /// a paragraph style sets the label's alignment, line spacing and line height.
    public var attributedText: NSAttributedString? {
        get { self.Easel::attributedText.map(NSAttributedString.init(easelText:)) }
        set {
            guard let newValue else { self.Easel::attributedText = nil; return }
            if let paragraph = newValue.firstParagraphStyle {
                textAlignment = paragraph.alignment
                lineSpacing = paragraph.lineSpacing
                lineHeightMultiple = paragraph.lineHeightMultiple
                if paragraph.lineBreakMode != .byWordWrapping { lineBreakMode = paragraph.lineBreakMode }
            }
            self.Easel::attributedText = newValue.easelText
        }
    }
}
