import Easel
import EaselTesting
import Testing

/// One reference image per content view, each looked at before it was committed.
@Suite struct ContentViewSnapshotTests {
    @Test func labels() {
        let column = View(frame: CGRect(x: 0, y: 0, width: 240, height: 260))
        column.backgroundColor = .white
        var y: CGFloat = 8
        func add(_ label: Label) {
            let height = label.sizeThatFits(CGSize(width: 224, height: CGFloat.greatestFiniteMagnitude)).height
            label.frame = CGRect(x: 8, y: y, width: 224, height: height)
            label.backgroundColor = Color(hex: "#FFF4E5")
            column.addSubview(label)
            y += height + 6
        }
        let wrapped = Label(seedSentence)
        wrapped.numberOfLines = 0
        add(wrapped)
        let truncated = Label("If you're not registered yet, please visit http://objc.io for more information")
        truncated.numberOfLines = 2
        truncated.font = .systemFont(ofSize: 15)
        add(truncated)
        let chinese = Label("中文段落在字符之间换行，日本語も表示できます。")
        chinese.numberOfLines = 0
        add(chinese)
        var text = AttributedText("Bold ", attributes: TextAttributes(font: .boldSystemFont(ofSize: 17)))
        text.append("red ", attributes: TextAttributes(color: .systemRed))
        text.append("underlined", attributes: TextAttributes(underline: true))
        let attributed = Label()
        attributed.attributedText = text
        attributed.textAlignment = .center
        add(attributed)
        add(Label("Display 28 pt", font: .systemFont(ofSize: 28, weight: .semibold)))
        assertSnapshot(of: column)
    }

    @Test func imageViews() throws {
        let row = View(frame: CGRect(x: 0, y: 0, width: 232, height: 72))
        row.backgroundColor = .white
        for (index, mode) in [ContentMode.scaleAspectFit, .scaleAspectFill, .scaleToFill, .center].enumerated() {
            let view = ImageView(image: try twoToneImage())
            view.contentMode = mode
            view.backgroundColor = .systemGray5
            view.frame = CGRect(x: 8 + CGFloat(index) * 56, y: 8, width: 48, height: 56)
            row.addSubview(view)
        }
        assertSnapshot(of: row)
        let logo = try #require(Image(named: "objc-logo"))
        assertSnapshot(of: ImageView(image: logo), named: "logo")
    }

    @Test func buttons() {
        let panel = View(frame: CGRect(x: 0, y: 0, width: 300, height: 150))
        panel.backgroundColor = .white
        for (row, style) in Button.Style.allCases.enumerated() {
            for (column, state) in [Button.State.normal, .highlighted, .disabled].enumerated() {
                let button = Button(title: "Login", style: style)
                button.isHighlighted = state == .highlighted
                button.isEnabled = state != .disabled
                button.frame.origin = CGPoint(x: 12 + CGFloat(column) * 96, y: 10 + CGFloat(row) * 46)
                panel.addSubview(button)
            }
        }
        assertSnapshot(of: panel)
    }
}
