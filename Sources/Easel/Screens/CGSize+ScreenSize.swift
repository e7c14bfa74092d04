import Foundation

extension CGSize {
    /// A screen size written as `WIDTHxHEIGHT` in points, as screen files and `--size` take it:
    /// plain decimals (`320x480`, `393.5x852`), each side from 1 to 10000
    /// (`ScreenLimits.screenSides`). Exponents, signs, leading zeros and a trailing `.` are refused,
    /// as Resources/screen.schema.json's pattern refuses them.
    ///
    ///     CGSize(screenSize: "320x480")  // 320×480
    public init?(screenSize text: String) {
        let sides = text.split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "X", omittingEmptySubsequences: false) }
        guard sides.count == 2, let width = Self.side(sides[0]), let height = Self.side(sides[1]) else { return nil }
        self.init(width: width, height: height)
    }

    /// `[1-9][0-9]*(\.[0-9]+)?` within the allowed sides.
    private static func side(_ text: Substring) -> CGFloat? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits: (Substring) -> Bool = { !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains($0) } }
        guard digits(parts[0]), parts[0].first != "0", parts.count == 1 || digits(parts[1]),
              let value = Double(text), ScreenLimits.screenSides.contains(CGFloat(value)) else { return nil }
        return CGFloat(value)
    }
}
