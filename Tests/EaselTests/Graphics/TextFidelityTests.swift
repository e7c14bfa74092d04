import Easel
import Foundation
import Testing

/// One label or button title whose size iOS recorded, from `Fixtures/ios-text-sizes.json`.
struct RecordedTextSize: Decodable, CustomTestStringConvertible {
    struct Size: Decodable { let width: CGFloat?, height: CGFloat }
    let text: String
    let pointSize: CGFloat
    let weight: String
    let scale: CGFloat
    /// "label" or "buttonTitle" (a system button's title label).
    let kind: String
    /// The natural width iOS gave the view; nil when constraints set it (`constrainedWidth`).
    let width: CGFloat?
    let constrainedWidth: CGFloat?
    /// Nil for rows from a probe that recorded widths only.
    let height: CGFloat?
    /// Nil for the bold, heavy and black rows, added after SF's metrics.
    let easelBefore: Size?
    let source: String

    var testDescription: String { "\"\(text)\" \(pointSize) pt \(weight) @\(Int(scale))x" }

    static let all: [RecordedTextSize] = {
        struct File: Decodable { let rows: [RecordedTextSize] }
        let url = Repository.fixtures.appendingPathComponent("ios-text-sizes.json")
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.rows
    }()

    /// The size Easel gives the same view, laid out at the same scale.
    func easelSize() throws -> CGSize {
        let font = Font.systemFont(ofSize: pointSize, weight: try #require(Font.Weight(name: weight)))
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let renderer = ViewRenderer(scale: scale)
        if kind == "buttonTitle" {
            let button = Button(title: text)
            button.titleLabel.font = font
            root.addSubview(button)
            try renderer.layout(root)
            button.sizeToFit()
            root.layoutIfNeeded()
            return button.titleLabel.frame.size
        }
        let label = Label(text, font: font)
        root.addSubview(label)
        try renderer.layout(root)
        if let constrainedWidth {
            return CGSize(width: constrainedWidth, height: label.sizeThatFits(CGSize(width: constrainedWidth, height: .greatestFiniteMagnitude)).height)
        }
        label.sizeToFit()
        return label.frame.size
    }

    /// iOS prints thirds to a few digits: a length as whole pixels.
    func pixels(_ length: CGFloat) -> Int { Int((length * scale).rounded()) }
}

@Suite struct TextFidelityTests {
    @Test func theTableCoversSizesWeightsScalesAndKinds() {
        let rows = RecordedTextSize.all
        #expect(rows.count >= 30)
        #expect(Set(rows.map(\.weight)) == ["regular", "semibold", "bold", "heavy", "black"])
        for weight in ["bold", "heavy", "black"] {
            let sizes = Set(rows.filter { $0.weight == weight && $0.width != nil }.map(\.pointSize))
            #expect(sizes.count >= 4 && sizes.min()! <= 13 && sizes.max()! >= 28, "\(weight): \(sizes.sorted())")
        }
        #expect(Set(rows.map(\.scale)) == [2, 3])
        #expect(Set(rows.map(\.kind)) == ["label", "buttonTitle"])
        #expect(Set(rows.map(\.pointSize)).count >= 15)
        #expect(rows.map(\.pointSize).min() == 13 && rows.map(\.pointSize).max() == 58)
        #expect(rows.filter { $0.width != nil }.count >= 30)
        #expect(rows.allSatisfy { !$0.source.isEmpty })
    }

    @Test(arguments: RecordedTextSize.all.filter { $0.height != nil })
    func heightIsWhatIOSRecorded(row: RecordedTextSize) throws {
        let size = try row.easelSize()
        #expect(row.pixels(size.height) == row.pixels(try #require(row.height)))
        #expect(abs(size.height * row.scale - (size.height * row.scale).rounded()) < 1e-6, "on the pixel grid")
    }

    @Test(arguments: RecordedTextSize.all.filter { $0.width != nil })
    func widthIsWithinTwoAndAHalfPercentOrTwoThirdsOfAPoint(row: RecordedTextSize) throws {
        let size = try row.easelSize()
        let width = try #require(row.width)
        let allowed = max(0.025 * width, 0.67) + 0.001
        #expect(abs(size.width - width) <= allowed, "Easel \(size.width), iOS \(width)")
        #expect(abs(size.width * row.scale - (size.width * row.scale).rounded()) < 1e-6, "on the pixel grid")
    }

    @Test func widthsAreWithinOneAndAHalfPercentOnAverage() throws {
        var errors: [CGFloat] = [], before: [CGFloat] = []
        for row in RecordedTextSize.all {
            guard let width = row.width, let old = row.easelBefore?.width else { continue }
            errors.append(abs(try row.easelSize().width - width) / width)
            before.append(abs(old - width) / width)
        }
        let mean = errors.reduce(0, +) / CGFloat(errors.count)
        #expect(mean <= 0.015)
        // Before SF's metrics and tracking, Easel was several times further off.
        #expect(before.reduce(0, +) / CGFloat(before.count) > 3 * mean)
    }

    /// Bold, heavy and black against iOS: running text within max(2.5%, 0.67 pt) row by row (the
    /// width test above) and within 1.5% on average; with semibold's correction they were 2.2%
    /// (bold), 4.3% (heavy) and 6.1% (black) off on average, every one too narrow.
    @Test func theHeavyWeightsAreWithinOneAndAHalfPercentOnAverage() throws {
        for weight in ["bold", "heavy", "black"] {
            let rows = RecordedTextSize.all.filter { $0.weight == weight && $0.width != nil }
            let errors = try rows.map { abs(try $0.easelSize().width - $0.width!) / $0.width! }
            #expect(errors.count >= 8 && errors.reduce(0, +) / CGFloat(errors.count) <= 0.015, "\(weight)")
        }
    }

    @Test func theSystemFontReportsSFMetrics() {
        let font = Font.systemFont(ofSize: 17)
        #expect(font.lineHeight == 20.287109375)
        #expect(font.ascender == 16.1865234375)
        #expect(font.descender == -4.1005859375)
        for weight in Font.Weight.allCases {
            #expect(Font.systemFont(ofSize: 28, weight: weight).lineHeight == 33.4140625)  // 28 × 2444 / 2048
        }
        // Other fonts keep their own: DejaVu Sans Mono's line is taller than its size.
        let mono = Font.monospacedSystemFont(ofSize: 17)
        #expect(mono.lineHeight > 19 && mono.lineHeight != 20.287109375)
    }
}
