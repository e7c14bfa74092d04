import Foundation

/// The files Easel ships: images and example screens.
public enum EaselResources {
    /// The bundle that holds them.
    public static var bundle: Bundle { .module }

    /// The URL of a file in `Resources/`, such as `Images/logo.png`; nil when there is none.
    public static func url(for relativePath: String) -> URL? {
        let url = bundle.bundleURL.appendingPathComponent(relativePath)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
