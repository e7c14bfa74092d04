import Easel
import Testing

@Suite struct ConstraintFormScreenTests {
    @Test func theFieldsStartOnOneColumnAfterTheLongestLabel() throws {
        let screen = ExampleScreen.constraintForm.makeView()
        _ = try screen.render(size: ExampleScreen.constraintForm.size, scale: 2)
        let labels = screen.subviews.compactMap { $0 as? Label }.filter { ["Name", "Starts at", "Duration", "Frames per second"].contains($0.text) }
        let fields = screen.subviews.compactMap { $0 as? TextField }
        try #require(labels.count == 4 && fields.count == 4)
        let longest = try #require(labels.map(\.frame.maxX).max())
        #expect(longest == labels.first { $0.text == "Frames per second" }!.frame.maxX)
        for field in fields {
            #expect(field.frame.minX == longest + 12)
            #expect(abs(field.frame.maxX - (375 - 20)) < 1e-9)
        }
        for (label, field) in zip(labels, fields) {
            #expect(label.frame.minX == 20)
            #expect(abs(label.frame.minY + label.firstBaselineOffset - (field.frame.minY + field.firstBaselineOffset)) <= 0.5)
        }
        let panel = try #require(screen.subviews.last { $0.cornerRadius == 20 })
        #expect(panel.frame == CGRect(x: 0, y: 547, width: 375, height: 120))
        #expect(screen.ambiguousLayouts().isEmpty)
    }
}
