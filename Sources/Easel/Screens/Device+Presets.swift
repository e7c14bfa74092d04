import Foundation

// Every preset's screen, in one table.
//
// Sizes, scales and safe-area insets are the values UIKit reports on each device (Apple, Human
// Interface Guidelines, "Layout" > "Specifications" > "iOS, iPadOS device screen sizes", and
// `UIView.safeAreaInsets` of a full-screen root view): iPhones with a Dynamic Island have a top
// inset of 59 (62 on the 16 Pro and Pro Max), notched ones 47 (50 on the mini), and 34 at the
// bottom for the home indicator; in landscape the top inset moves to the left and right and the
// bottom one becomes 21. iPhones with a home button have only the 20-point status bar, which
// iOS hides in landscape. iPads without a home button have 24 at the top (status bar) and 20 at
// the bottom, in both orientations. Status-bar heights are `UIStatusBarManager.statusBarFrame`'s.
// Display corner radii are the screens' `_displayCornerRadius` (0 for square screens).
extension Device {
    private static func faceIDPhone(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, statusBar: CGFloat, corner: CGFloat) -> Device {
        Device(
            name: name, size: CGSize(width: width, height: height), scale: 3, idiom: .phone,
            safeArea: EdgeInsets(top: top, bottom: 34), landscapeSafeArea: EdgeInsets(left: top, bottom: 21, right: top),
            statusBarHeight: statusBar, landscapeStatusBarHeight: 0, displayCornerRadius: corner, hasHomeIndicator: true
        )
    }

    private static func homeButtonPhone(_ name: String, _ width: CGFloat, _ height: CGFloat) -> Device {
        Device(
            name: name, size: CGSize(width: width, height: height), scale: 2, idiom: .phone,
            safeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, statusBarHeight: 20, landscapeStatusBarHeight: 0
        )
    }

    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat, corner: CGFloat) -> Device {
        Device(
            name: name, size: CGSize(width: width, height: height), scale: 2, idiom: .pad,
            safeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
            statusBarHeight: 24, displayCornerRadius: corner, hasHomeIndicator: true
        )
    }

    public static let iPhoneSE1 = homeButtonPhone("iPhone SE (1st generation)", 320, 568)
    /// iPhone SE (2nd and 3rd generation).
    public static let iPhoneSE = homeButtonPhone("iPhone SE", 375, 667)
    public static let iPhone8 = homeButtonPhone("iPhone 8", 375, 667)
    public static let iPhone13Mini = faceIDPhone("iPhone 13 mini", 375, 812, top: 50, statusBar: 50, corner: 44)
    public static let iPhone14 = faceIDPhone("iPhone 14", 390, 844, top: 47, statusBar: 47, corner: 47.33)
    public static let iPhone15 = faceIDPhone("iPhone 15", 393, 852, top: 59, statusBar: 54, corner: 55)
    public static let iPhone15Pro = faceIDPhone("iPhone 15 Pro", 393, 852, top: 59, statusBar: 54, corner: 55)
    public static let iPhone15Plus = faceIDPhone("iPhone 15 Plus", 430, 932, top: 59, statusBar: 54, corner: 55)
    public static let iPhone15ProMax = faceIDPhone("iPhone 15 Pro Max", 430, 932, top: 59, statusBar: 54, corner: 55)
    public static let iPhone16 = faceIDPhone("iPhone 16", 393, 852, top: 59, statusBar: 54, corner: 55)
    public static let iPhone16Pro = faceIDPhone("iPhone 16 Pro", 402, 874, top: 62, statusBar: 54, corner: 62)
    public static let iPhone16ProMax = faceIDPhone("iPhone 16 Pro Max", 440, 956, top: 62, statusBar: 54, corner: 62)
    public static let iPhone16e = faceIDPhone("iPhone 16e", 390, 844, top: 47, statusBar: 47, corner: 47.33)
    /// iPad mini (6th generation).
    public static let iPadMini = pad("iPad mini", 744, 1133, corner: 21.5)
    /// iPad (10th generation).
    public static let iPad10 = pad("iPad (10th generation)", 820, 1180, corner: 18)
    public static let iPadPro11 = pad("iPad Pro 11-inch", 834, 1194, corner: 18)
    public static let iPadPro12_9 = pad("iPad Pro 12.9-inch", 1024, 1366, corner: 18)
    /// iPad Pro 13-inch (M4).
    public static let iPadPro13 = pad("iPad Pro 13-inch", 1032, 1376, corner: 30)

    /// Every named device, by the names screen files and the command line use.
    public static let named: [String: Device] = Dictionary(uniqueKeysWithValues: presets)

    /// The presets in the order `easel devices` lists them: phones small to large, then iPads.
    public static let presets: [(name: String, device: Device)] = [
        ("iPhoneSE1", .iPhoneSE1), ("iPhoneSE", .iPhoneSE), ("iPhone8", .iPhone8), ("iPhone13Mini", .iPhone13Mini),
        ("iPhone14", .iPhone14), ("iPhone16e", .iPhone16e), ("iPhone15", .iPhone15), ("iPhone15Pro", .iPhone15Pro),
        ("iPhone16", .iPhone16), ("iPhone16Pro", .iPhone16Pro), ("iPhone15Plus", .iPhone15Plus),
        ("iPhone15ProMax", .iPhone15ProMax), ("iPhone16ProMax", .iPhone16ProMax), ("iPadMini", .iPadMini),
        ("iPad10", .iPad10), ("iPadPro11", .iPadPro11), ("iPadPro12_9", .iPadPro12_9), ("iPadPro13", .iPadPro13),
    ]
}
