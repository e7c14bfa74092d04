import Foundation

/// A screen file's `scroll`: one vertical stack as wide as the scroll view and as tall as its
/// content, which is the content size.
final class StackScrollView: ScrollView {
    let stack: StackView

    init(stack: StackView) {
        self.stack = stack
        super.init(frame: .zero)
        addSubview(stack)
    }

    override convenience init(frame: CGRect) {
        self.init(stack: StackView())
        self.frame = frame
    }

    required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    override func layoutSubviews() {
        let height = stack.layoutSize(fitting: CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
        stack.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        contentSize = stack.frame.size
    }
}
