import EaselLayout
import Foundation
import Testing

@Suite struct PixelGridTests {
    @Test func sizesRoundUpToTheNextPixel() {
        let lineHeight: CGFloat = 17 * 2444 / 2048  // SF at 17 points: 20.287109375
        #expect(PixelGrid(scale: 1).ceil(lineHeight) == 21)
        #expect(PixelGrid(scale: 2).ceil(lineHeight) == 20.5)
        #expect(PixelGrid(scale: 3).ceil(lineHeight) == 61.0 / 3)
        // On a pixel edge already, or a hair above it from arithmetic: no extra pixel.
        #expect(PixelGrid(scale: 3).ceil(61.0 / 3) == 61.0 / 3)
        #expect(PixelGrid(scale: 2).ceil(20.5 + 1e-9) == 20.5)
        #expect(PixelGrid(scale: 2).ceil(CGSize(width: 24.1, height: 19.2)) == CGSize(width: 24.5, height: 19.5))
        // Unlimited lengths stay unlimited.
        #expect(PixelGrid(scale: 3).ceil(CGFloat.greatestFiniteMagnitude) == .greatestFiniteMagnitude)
        #expect(PixelGrid(scale: 3).ceil(CGFloat.infinity) == .infinity)
    }

    @Test func positionsRoundToTheNearestPixelAndNeighboursStillTouch() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.round(10.2) == 10 && grid.round(10.3) == 10.5 && grid.round(10.75) == 11)
        let left = grid.align(CGRect(x: 0, y: 0.3, width: 280.0 / 3, height: 20.287))
        let right = grid.align(CGRect(x: 280.0 / 3, y: 0.3, width: 280.0 / 3, height: 20.287))
        #expect(left == CGRect(x: 0, y: 0.5, width: 93.5, height: 20))
        #expect(left.maxX == right.minX)
        #expect(right.width == 93)
    }

    @Test func aScaleThatIsNotAboveZeroIsOne() {
        #expect(PixelGrid(scale: 0).scale == 1)
        #expect(PixelGrid(scale: -2).scale == 1)
        #expect(PixelGrid(scale: .nan).scale == 1)
    }

    @Test func aStackOnAGridAlignsItsFramesAndRoundsItsSizeUp() {
        let items = (0 ..< 3).map { _ in StackItem(size: CGSize(width: 10, height: 20.287)) }
        var stack = StackArrangement(axis: .horizontal, distribution: .fillEqually)
        let exact = stack.frames(for: items, in: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(exact[1].minX == 100.0 / 3)
        stack.pixelGrid = PixelGrid(scale: 2)
        let frames = stack.frames(for: items, in: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(frames.map(\.minX) == [0, 33.5, 66.5])
        #expect(frames.map(\.width) == [33.5, 33, 33.5])
        stack.distribution = .fill
        #expect(stack.fittingSize(for: items, proposal: CGSize(width: 1000, height: 1000)) == CGSize(width: 30, height: 20.5))
    }
}
