import Foundation
import Testing

/// Every input that ever crashed, hung or blew up Easel (Tests/EaselTests/Fixtures/fuzz, from
/// bug reports and from scripts/fuzz) is replayed through the fuzz target on every test
/// run: `easel-fuzz` built without libFuzzer reads each file exactly as the fuzzer would.
@Suite struct FuzzRegressionTests {
    @Test(arguments: ["screens", "png"])
    func everyPastCrashNowEndsCleanly(target: String) throws {
        let folder = fixtures.appendingPathComponent("../fuzz/\(target)").standardized
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!inputs.isEmpty)
        let start = Date()
        let run = try spawn(Bundle.main.bundleURL.appendingPathComponent("easel-fuzz"), [folder.path], environment: ["EASEL_FUZZ_TARGET": target])
        let text = run.output
        #expect(!run.crashed && run.status == 0, "crashed after \(text.split(separator: "\n").last ?? "nothing")")
        #expect(text == inputs.map { folder.appendingPathComponent($0).path + "\n" }.joined())
        #expect(Date().timeIntervalSince(start) < 60)
    }
}
