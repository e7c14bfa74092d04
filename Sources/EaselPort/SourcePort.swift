/// The source-to-source step that lets UIKit screen code compile on Linux, where the compiler
/// rejects `@objc` and `#selector`: `import UIKit` and `import SnapKit` become
/// `import EaselUIKit`; `@objc`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`,
/// `@IBInspectable`, `@IBDesignable` and the `dynamic` modifier go; `#selector(name)` becomes
/// `EaselSelector("name", EnclosingType.name)`, which carries the method so that
/// `addTarget(_:action:for:)` reaches it; `convenience init` in extensions of `UIColor`,
/// `UIFont` and `UIImage` (value types in Easel) loses `convenience`; and
/// `super.init(nibName: nil, bundle: nil)` becomes `super.init()`. Everything else, comments
/// and strings included, is copied byte for byte. Used by `easel port` and the build-tool plugin.
///
///     let ported = try SourcePort.port(source, fileName: "LoginViewController.swift")
///     try ported.text.write(to: output, atomically: true, encoding: .utf8)
public enum SourcePort {
    /// Rewrites `source`; `fileName` names the file in errors.
    public static func port(_ source: String, fileName: String) throws(SourcePortError) -> PortedSource {
        var scanner = SourceScanner(source: Array(source.unicodeScalars), fileName: fileName)
        try scanner.run()
        return PortedSource(text: scanner.output, selectors: scanner.selectors)
    }
}

/// A ported file: its text, and the selectors it names (as `Type.method(_:)`), in order.
public struct PortedSource: Equatable, Sendable {
    public let text: String
    public let selectors: [String]
}

/// Why a file could not be ported, with the place in it.
public struct SourcePortError: Error, Equatable, CustomStringConvertible, Sendable {
    public let fileName: String
    public let line: Int
    public let column: Int
    public let message: String

    public var description: String { "\(fileName):\(line):\(column): \(message)" }
}
