import Foundation

/// San Francisco's numbers, which the system font lays out with: Easel draws Inter's glyphs,
/// but lines are as tall, baselines as low and words as wide as `UIFont.systemFont(ofSize:weight:)`
/// makes them on iOS.
///
/// Vertical metrics: SF Pro's ascender 1950 and descender 494 units of a 2048-unit em, the same
/// at every weight, so `lineHeight` is `size × 2444 / 2048` (17 points: 20.287109375, ascender
/// 16.1865234375, descender −4.1005859375), as `UIFont` reports it.
///
/// Tracking: Apple's published SF Pro tracking table (Human Interface Guidelines, Typography,
/// "Tracking values", https://developer.apple.com/design/human-interface-guidelines/typography ;
/// transcribed per size in charliecm/figma-fix-sf `code.ts` @01cff1ef, `TRACKING_TEXT` and
/// `TRACKING_DISPLAY`), in thousandths of an em: SF Pro Text below 20 points, SF Pro Display
/// from 20, which is where Easel switches Inter to Inter Display. Between whole sizes the value
/// is interpolated, as Core Text interpolates a font's `trak` table.
enum SystemFontMetrics {
    static let ascenderPerEm: CGFloat = 1950 / 2048
    static let descenderPerEm: CGFloat = 494 / 2048

    /// The size from which the system font is the display cut (Inter Display, SF Pro Display).
    static let displaySize: CGFloat = 20

    /// SF Pro Text, 6 to 19 points.
    private static let textTracking: [CGFloat] = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]
    private static let textSizes: ClosedRange<Int> = 6 ... 19

    /// SF Pro Display, 20 to 80 points (0 from 80 up).
    private static let displayTracking: [CGFloat] = [
        19, 17, 16, 16, 15, 14, 14, 13, 13, 13, // 20–29
        12, 12, 12, 11, 11, 11, 10, 10, 10, 10, // 30–39
        10, 9, 9, 9, 8, 8, 8, 8, 8, 7,          // 40–49
        7, 7, 6, 6, 6, 6, 5, 5, 5, 5,           // 50–59
        4, 4, 4, 4, 4, 4, 3, 3, 2, 2,           // 60–69
        2, 2, 2, 2, 2, 2, 1, 1, 1, 1,           // 70–79
        0,                                      // 80
    ]
    private static let displaySizes: ClosedRange<Int> = 20 ... 80

    /// Inter is not SF: with SF's tracking alone, Inter's text cuts come out narrower than SF's
    /// from semibold up, increasingly so at heavy and black (Inter Black is about 5% narrower
    /// than SF Black), and Inter Display about 0.9% wider than SF Display at regular and
    /// semibold. These corrections (thousandths of an em) were fitted to iOS-recorded label
    /// widths in Tests/EaselTests/Fixtures/ios-text-sizes.json: regular to semibold to the
    /// snapshot dumps and view hierarchies recorded from iOS 12 to a 2025 simulator; bold, heavy and black to
    /// `UILabel.intrinsicContentSize` recorded on iOS 26.1 for running text at 13 to 35 points
    /// and a 22-point bold label recorded on iOS 12, least squares on the relative error.
    private static func correction(weight: Font.Weight, display: Bool) -> CGFloat {
        switch (weight, display) {
        case (.bold, false): 16.5
        case (.heavy, false): 28.5
        case (.black, false): 38.5
        case (.bold, true): 2
        case (.heavy, true): 12
        case (.black, true): 21
        case (_, true): -9
        case (.semibold, false): 7
        case (.medium, false): 3.5
        default: 0
        }
    }

    /// The space added after every character of the system font at `size` points, in points.
    static func tracking(size: CGFloat, weight: Font.Weight, correctedForInter: Bool = true) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        let display = size >= displaySize
        let table = display ? displayTracking : textTracking
        let sizes = display ? displaySizes : textSizes
        let clamped = min(max(size, CGFloat(sizes.lowerBound)), CGFloat(sizes.upperBound))
        let below = Int(clamped.rounded(.down)) - sizes.lowerBound
        let above = min(below + 1, table.count - 1)
        let fraction = clamped - clamped.rounded(.down)
        let perEm = table[below] + (table[above] - table[below]) * fraction
        return size * (perEm + (correctedForInter ? correction(weight: weight, display: display) : 0)) / 1000
    }
}
