import Foundation

/// A screen to render on: its size in points (portrait) and its scale, as the devices report them.
///
///     try screen.render(size: Device.iPhone15.size, scale: Device.iPhone15.scale)
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// Points, portrait.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    public init(name: String, size: CGSize, scale: CGFloat) {
        self.name = name
        self.size = size
        self.scale = scale
    }

    /// The same device turned on its side.
    public var landscape: Device {
        Device(name: "\(name) (landscape)", size: CGSize(width: size.height, height: size.width), scale: scale)
    }

    /// The size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        (Int(saturating: size.width * scale), Int(saturating: size.height * scale))
    }

    public var description: String { "\(name) (\(Int(saturating: size.width))×\(Int(saturating: size.height)) @\(Int(saturating: scale))x)" }

    public static let iPhoneSE1 = Device(name: "iPhone SE (1st generation)", size: CGSize(width: 320, height: 568), scale: 2)
    public static let iPhoneSE = Device(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2)
    public static let iPhone8 = Device(name: "iPhone 8", size: CGSize(width: 375, height: 667), scale: 2)
    public static let iPhone13Mini = Device(name: "iPhone 13 mini", size: CGSize(width: 375, height: 812), scale: 3)
    public static let iPhone14 = Device(name: "iPhone 14", size: CGSize(width: 390, height: 844), scale: 3)
    public static let iPhone15 = Device(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3)
    public static let iPhone15Pro = Device(name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), scale: 3)
    public static let iPhone15Plus = Device(name: "iPhone 15 Plus", size: CGSize(width: 430, height: 932), scale: 3)
    public static let iPhone15ProMax = Device(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3)
    public static let iPadMini = Device(name: "iPad mini", size: CGSize(width: 744, height: 1133), scale: 2)
    public static let iPadPro11 = Device(name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194), scale: 2)
    public static let iPadPro12_9 = Device(name: "iPad Pro 12.9-inch", size: CGSize(width: 1024, height: 1366), scale: 2)

    /// Every named device, by the names screen files and the command line use.
    public static let named: [String: Device] = [
        "iPhoneSE1": .iPhoneSE1, "iPhoneSE": .iPhoneSE, "iPhone8": .iPhone8, "iPhone13Mini": .iPhone13Mini,
        "iPhone14": .iPhone14, "iPhone15": .iPhone15, "iPhone15Pro": .iPhone15Pro, "iPhone15Plus": .iPhone15Plus,
        "iPhone15ProMax": .iPhone15ProMax, "iPadMini": .iPadMini, "iPadPro11": .iPadPro11, "iPadPro12_9": .iPadPro12_9,
    ]
}
