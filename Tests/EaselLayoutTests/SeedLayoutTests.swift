import EaselLayout
import Foundation
import XCTest

/// Seed 001's test, as written: a layout tested with no views at all.
struct TestLayout: Layout {
    typealias Content = TestLayout

    var frame: CGRect

    init(frame: CGRect = .zero) {
        self.frame = frame
    }

    mutating func layout(in rect: CGRect) {
        frame = rect
    }

    var contents: [Content] { [self] }
}

final class LayoutTests: XCTestCase {
    func testLayout() {
        let child1 = TestLayout()
        let child2 = TestLayout()
        var layout = DecoratingLayout(content: child1, decoration: child2)
        layout.layout(in: CGRect(x: 0, y: 0, width: 120, height: 40))
        XCTAssertEqual(layout.contents[0].frame, CGRect(x: 0, y: 5, width: 35, height: 30))
        XCTAssertEqual(layout.contents[1].frame, CGRect(x: 35, y: 5, width: 70, height: 30))
    }

    /// The seed's first version names the views: the decoration (child2) is the one on the left.
    func testTheDecorationIsOnTheLeft() {
        var layout = DecoratingLayout(content: TestLayout(), decoration: TestLayout())
        layout.layout(in: CGRect(x: 0, y: 0, width: 120, height: 40))
        XCTAssertEqual(layout.decoration.frame, CGRect(x: 0, y: 5, width: 35, height: 30))
        XCTAssertEqual(layout.content.frame, CGRect(x: 35, y: 5, width: 70, height: 30))
    }
}
