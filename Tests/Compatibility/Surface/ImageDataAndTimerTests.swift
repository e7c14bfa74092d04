#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// Image data and timers as view code uses them: an image encoded and read back (a poster
/// "compressed" to JPEG), prepared for display, given alignment insets; a timer with a target
/// and a selector, including a selector named on an instance (`#selector(player.next)`).
@Suite struct ImageDataAndTimerTests {
    private func swatch() throws -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
    }

    @Test func encodedImagesReadBack() throws {
        let image = try swatch()
        let png = try #require(image.pngData())
        #expect(UIImage(data: png, scale: image.scale)?.size == image.size)
        // Easel encodes no JPEG: the data read back is the same picture.
        let compressed = try #require(image.jpegData(compressionQuality: 0.5))
        let back = try #require(UIImage(data: compressed, scale: image.scale))
        #expect(back.size == image.size && back[0, 0] == image[0, 0])
        #expect(UIImage().pngData() == nil && UIImage().jpegData(compressionQuality: 1) == nil)
        #expect(image.byPreparingForDisplay() == image)
    }

    @Test func alignmentInsetsAreReported() throws {
        let image = try swatch()
        let seen = Reports()
        let inset = Layer.withUnsupportedDrawingHandler({ seen.add($0) }) {
            image.withAlignmentRectInsets(UIEdgeInsets(top: -70, left: -70, bottom: -70, right: -70))
        }
        #expect(inset == image)
        #expect(seen.problems.count == 1 && seen.problems[0].source == "UIImage")
    }

    final class Player {
        var skipped = 0
        var ticks: [Timer] = []
        func next() { skipped += 1 }
        func tick(timer: Timer) { ticks.append(timer) }
    }

    /// `easel port` writes `#selector(player.next)` as below: the selector calls the method on
    /// that instance.
    @Test func aSelectorNamedOnAnInstanceCallsIt() {
        let player = Player()
        let button = UIButton(type: .system)
        button.addTarget(player, action: EaselSelector("player.next", player.next), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(player.skipped == 1)
    }

    @Test func aTargetActionTimerCallsItsSelector() {
        let player = Player()
        let timer = Timer.scheduledTimer(timeInterval: 60, target: player, selector: EaselSelector("player.tick(timer:)", player.tick(timer:)), userInfo: nil, repeats: true)
        #expect(timer.isValid && timer.timeInterval == 60)
        timer.fire()
        #expect(player.ticks.count == 1 && player.ticks[0] === timer)
        timer.invalidate()
    }
}
