import Easel
import Foundation

/// An image set in an asset catalog, named as Xcode's generated asset symbols name it
/// (`ImageResource.avatar`); declare the symbols an app uses as Xcode would generate them:
///
///     extension ImageResource {
///         static let avatar = ImageResource(name: "Avatar", bundle: .main)
///     }
///     imageView.image = UIImage(resource: .avatar)
public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour set in an asset catalog, as Xcode's generated `ColorResource` symbols.
public struct ColorResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image set `resource` names, found as `Image(named:in:)` finds it; an empty image when
    /// no catalog has it (`Image(named:)` says where it looked).
    public init(resource: ImageResource) {
        self = Image(named: resource.name, in: resource.bundle) ?? Image()
    }
}

extension Color {
    /// The colour set `resource` names, found as `Color(named:in:)` finds it; clear when no
    /// catalog has it (`Color.missingColorHandler` is told where it looked).
    public convenience init(resource: ColorResource) {
        let found = Color(named: resource.name, in: resource.bundle) ?? .clear
        self.init(light: found, dark: found)
    }
}
