import Easel
import Foundation
import Testing

/// Easel's reader and Resources/screen.schema.json agree on every mutant of the example screens
/// and of Fixtures/schema/every-key.json (every kind with every key), each judged by Python's
/// jsonschema (Fixtures/schema/cases.py makes about 14,000): numbers around every range, texts of
/// every kind at 50,000 characters and past it, content sizes in any letter case, and the rules
/// across keys (orientation needs a device, a font has a size or a style, one location per
/// colour, a selected segment among at most 64, a slider's maximum raised to its minimum).
@Suite struct ScreenSchemaAgreementTests {
    private struct Case: Decodable {
        let text: String
        let valid: Bool
    }

    @Test func theReaderAcceptsExactlyWhatTheSchemaAllows() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Repository.fixtures.appendingPathComponent("schema/cases.py").path, Repository.root.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 with jsonschema is installed (scripts/setup)")
        let cases = try JSONDecoder().decode([Case].self, from: data)
        #expect(cases.count > 10_000)
        var disagreements: [String] = []
        for (index, item) in cases.enumerated() {
            var problem: String?
            do {
                _ = try ScreenFile(data: Data(item.text.utf8), name: "case\(index).json")
            } catch {
                problem = "\(error)"
            }
            if (problem == nil) != item.valid {
                disagreements.append("\(item.valid ? "schema allows, Easel refuses" : "schema refuses, Easel accepts"): \(item.text) \(problem ?? "")")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(3).joined(separator: "\n"))")
    }
}
