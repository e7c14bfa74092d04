#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The installed `easel` (scripts/install): a launcher with no Foundation in it (the Swift runtime and
// the C library, linked fully static), so it
// starts in about half a millisecond, which hands the command line unchanged to one of the
// programs installed in ../libexec/easel beside it:
//   easel diff ...     to easel-diff, which links only libpng, zlib and libdeflate;
//   easel preview ...  to easel-preview, the command line with its preview server (Hummingbird);
//   anything else      to easel, the command line without the preview server.
// A missing easel-diff or easel-preview falls back to easel (which execs easel-preview itself).

/// The folder this executable is in, symbolic links resolved.
func ownFolder() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let path = String(decoding: buffer[0 ..< count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return String(path[..<slash])
}

func fail(_ message: String) -> Never {
    let line = Array("easel: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

guard let folder = ownFolder() else { fail("cannot find where this executable is (/proc/self/exe)") }
let tools = folder + "/../libexec/easel/"
let arguments = CommandLine.arguments
let subcommand = arguments.count > 1 ? arguments[1] : ""
let chosen = subcommand == "diff" ? "easel-diff" : subcommand == "preview" ? "easel-preview" : "easel"
let program = access(tools + chosen, X_OK) == 0 ? tools + chosen : tools + "easel"
execv(program, CommandLine.unsafeArgv)
fail("cannot run \(program): \(String(cString: strerror(errno))); scripts/install puts it there")
