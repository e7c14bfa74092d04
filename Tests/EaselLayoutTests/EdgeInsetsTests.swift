import EaselLayout
import Foundation
import Testing

@Suite struct EdgeInsetsTests {
    @Test func insettingARectMovesEachEdge() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(insets.horizontal == 6 && insets.vertical == 4)
    }

    @Test func insetsLargerThanTheRectLeaveAnEmptyRect() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.inset(by: EdgeInsets(all: 8)).size == .zero)
        #expect(EdgeInsets(horizontal: 3, vertical: 5) == EdgeInsets(top: 5, left: 3, bottom: 5, right: 3))
    }
}
