import Foundation

/// `easel-fuzz`: under libFuzzer (scripts/fuzz builds it with `-sanitize=fuzzer,address
/// -DFUZZING`) it fuzzes `FuzzTarget.current`; in an ordinary build it replays inputs:
/// `EASEL_FUZZ_TARGET=png easel-fuzz crash-1 corpus/` runs each file (and each file in each
/// folder) once, so that a crash found by the fuzzer can be re-run in a debugger.
@main
struct FuzzEntry {
    static func main() throws {
        #if FUZZING
        // SwiftPM renames an executable's main, so libFuzzer's own main is never linked in;
        // its driver is started from here instead.
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
        for path in CommandLine.arguments.dropFirst() {
            let url = URL(fileURLWithPath: path)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted()
            for file in names.map({ $0.map { url.appendingPathComponent($0) } }) ?? [url] {
                print(file.path)
                FuzzTarget.current.run(try Data(contentsOf: file))
            }
        }
        #endif
    }
}

#if FUZZING
/// One input from libFuzzer.
private func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.current.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

/// libFuzzer's driver (`int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*)(const uint8_t *, size_t))`),
/// declared by name because there is no C header to import it from; on x86-64 and arm64 Linux
/// Swift passes these three pointers and returns the int as C does.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif
