import Easel
import Foundation
import Testing

/// `adjustedContentInset`: `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior` says.
@Suite struct ScrollViewInsetTests {
    /// A full-screen scroll view on an iPhone 15 (safe area 59 top, 34 bottom) whose content is
    /// `contentHeight` tall.
    private func scrollView(contentHeight: CGFloat, behavior: ContentInsetAdjustmentBehavior) throws -> ScrollView {
        let scroll = ScrollView()
        scroll.contentInset = EdgeInsets(top: 10, left: 1, bottom: 5, right: 2)
        scroll.contentSize = CGSize(width: 393, height: contentHeight)
        scroll.contentInsetAdjustmentBehavior = behavior
        try scroll.layOut(on: .iPhone15)
        #expect(scroll.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        return scroll
    }

    @Test func automaticAddsTheSafeAreaAlongTheScrollingAxis() throws {
        let tall = try scrollView(contentHeight: 2000, behavior: .automatic)
        #expect(tall.adjustedContentInset == EdgeInsets(top: 69, left: 1, bottom: 39, right: 2))
        #expect(tall.contentOffsetRange.min == CGPoint(x: -1, y: -69))
        // Content shorter than the view does not scroll, so nothing is added.
        let short = try scrollView(contentHeight: 300, behavior: .automatic)
        #expect(short.adjustedContentInset == short.contentInset)
        short.alwaysBounceVertical = true
        #expect(short.adjustedContentInset == EdgeInsets(top: 69, left: 1, bottom: 39, right: 2))
    }

    @Test func scrollableAxesNeverAndAlways() throws {
        #expect(try scrollView(contentHeight: 2000, behavior: .scrollableAxes).adjustedContentInset == EdgeInsets(top: 69, left: 1, bottom: 39, right: 2))
        #expect(try scrollView(contentHeight: 300, behavior: .scrollableAxes).adjustedContentInset == EdgeInsets(top: 10, left: 1, bottom: 5, right: 2))
        #expect(try scrollView(contentHeight: 2000, behavior: .never).adjustedContentInset == EdgeInsets(top: 10, left: 1, bottom: 5, right: 2))
        #expect(try scrollView(contentHeight: 300, behavior: .always).adjustedContentInset == EdgeInsets(top: 69, left: 1, bottom: 39, right: 2))
        // Landscape: the sensor housing's side inset joins in only where the content scrolls sideways.
        let wide = ScrollView()
        wide.contentSize = CGSize(width: 3000, height: 100)
        try wide.layOut(on: Device.iPhone15.landscape)
        #expect(wide.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
    }

    @Test func scrollToTopShowsTheInsetAboveTheContent() throws {
        let scroll = try scrollView(contentHeight: 2000, behavior: .automatic)
        scroll.scrollToTop()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -69))
    }
}
