import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// easel-preview, the executable with the preview server, which `easel preview` hands its
/// command line to: it sits beside `easel` in the build folder and in scripts/install's
/// libexec/easel.
enum PreviewExecutable {
    static let name = "easel-preview"

    /// Replaces this process with easel-preview from this executable's folder, with the same
    /// arguments. Returns only when it cannot, with why.
    static func replaceProcess() -> String {
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let path = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(name).path
        guard access(path, X_OK) == 0 else {
            return "the preview server is \(name), which is not beside this executable (\(path)): build it with `swift build --product \(name)`, or install with scripts/install"
        }
        execv(path, CommandLine.unsafeArgv)
        return "cannot run \(path): \(String(cString: strerror(errno)))"
    }
}
