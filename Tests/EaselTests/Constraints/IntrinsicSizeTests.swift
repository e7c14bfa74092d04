import Easel
import Testing

@Suite struct IntrinsicSizeTests {
    /// Two one-line labels side by side in a row of `width`, 8 points apart, pinned to both ends.
    private func row(width: CGFloat, configure: (Label, Label) -> Void) -> (Label, Label) {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let name = Label("Name"), detail = Label("A much longer detail")
        configure(name, detail)
        for label in [name, detail] {
            root.addSubview(label)
        }
        name.snp.makeConstraints { make in
            make.leading.top.equalToSuperview()
        }
        detail.snp.makeConstraints { make in
            make.leading.equalTo(name.snp.trailing).offset(8)
            make.trailing.equalToSuperview()
            make.firstBaseline.equalTo(name)
        }
        root.layoutIfNeeded()
        return (name, detail)
    }

    @Test func theLabelWithLowerHuggingGrows() {
        let (name, detail) = row(width: 400) { name, _ in
            name.setContentHuggingPriority(.defaultLow, for: .horizontal)
        }
        #expect(detail.frame.width == detail.intrinsicContentSize.width)
        #expect(name.frame.width == 400 - 8 - detail.frame.width)
        #expect(name.frame.height == name.intrinsicContentSize.height)

        let (name2, detail2) = row(width: 400) { _, detail in
            detail.setContentHuggingPriority(.defaultLow, for: .horizontal)
        }
        #expect(name2.frame.width == name2.intrinsicContentSize.width)
        #expect(detail2.frame.minX == name2.frame.maxX + 8)
        #expect(detail2.frame.maxX == 400)
    }

    @Test func theLabelWithLowerCompressionResistanceShrinks() {
        // 200 points are too few for both: the one that resists less gives way.
        let (name, detail) = row(width: 200) { _, detail in
            detail.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(detail.frame.width == 200 - 8 - name.frame.width)
        #expect(detail.frame.width < detail.intrinsicContentSize.width)

        let (name2, detail2) = row(width: 200) { name, _ in
            name.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        #expect(detail2.frame.width == detail2.intrinsicContentSize.width)
        #expect(name2.frame.width == 200 - 8 - detail2.frame.width)
        #expect(name2.frame.width < name2.intrinsicContentSize.width)
    }

    @Test func baselinesLineUpTextOfDifferentSizes() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let big = Label("Total", font: .systemFont(ofSize: 34))
        let small = Label("incl. tax", font: .systemFont(ofSize: 13))
        let note = Label("Two\nlines", font: .systemFont(ofSize: 15))
        note.numberOfLines = 0
        let under = View()
        [big, small, note, under].forEach(root.addSubview)
        big.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(10) }
        small.snp.makeConstraints { make in
            make.left.equalTo(big.snp.right).offset(8)
            make.firstBaseline.equalTo(big.snp.firstBaseline)
        }
        note.snp.makeConstraints { make in
            make.left.equalTo(small.snp.right).offset(8)
            make.lastBaseline.equalTo(big.snp.lastBaseline)
        }
        under.snp.makeConstraints { make in
            make.left.equalToSuperview()
            make.top.equalTo(note.snp.lastBaseline).offset(4)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        let baseline = big.frame.minY + big.firstBaselineOffset
        #expect(abs(small.frame.minY + small.firstBaselineOffset - baseline) <= 0.5)
        #expect(abs(note.frame.minY + note.lastBaselineOffset - baseline) <= 0.5)
        #expect(abs(under.frame.minY - (baseline + 4)) <= 0.5)
        #expect(note.frame.height == note.intrinsicContentSize.height)
    }

    @Test func aWrappingLabelGetsItsSolvedWidthBeforeItsHeight() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let text = Label("To use the Swift Talk app please login as a subscriber")
        text.numberOfLines = 0
        let below = View()
        root.addSubview(text)
        root.addSubview(below)
        text.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview().inset(10)
        }
        below.snp.makeConstraints { make in
            make.top.equalTo(text.snp.bottom).offset(10)
            make.leading.equalToSuperview()
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        let wrapped = text.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude))
        #expect(text.frame == CGRect(x: 10, y: 10, width: 180, height: wrapped.height))
        #expect(wrapped.height > text.intrinsicContentSize.height)
        #expect(below.frame.minY == text.frame.maxY + 10)
    }

    @Test func fixedLengthsAreRequiredConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View()
        box.fixedWidth = 60
        box.fixedHeight = 30
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.width.equalTo(100).priority(.high)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 70, y: 85, width: 60, height: 30))
    }

    @Test func systemLayoutSizeFittingMeasuresAConstrainedView() {
        let card = View()
        let title = Label("Title")
        let body = Label("A body long enough to wrap onto more than one line at this width")
        body.numberOfLines = 0
        card.addSubview(title)
        card.addSubview(body)
        title.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(12)
            make.trailing.lessThanOrEqualToSuperview().inset(12)
        }
        body.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom).offset(4)
            make.leading.trailing.bottom.equalToSuperview().inset(12)
        }
        let size = card.systemLayoutSizeFitting(CGSize(width: 240, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let bodyHeight = body.sizeThatFits(CGSize(width: 216, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(size == CGSize(width: 240, height: 12 + title.intrinsicContentSize.height + 4 + bodyHeight + 12))

        let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        #expect(compressed.width == 12 + max(title.intrinsicContentSize.width, body.intrinsicContentSize.width) + 12)
    }
}
