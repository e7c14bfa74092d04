import Easel
import Foundation

/// The Cassowary solver on chains and grids of N views (4 variables each: left, top, width,
/// height, with the constraints a UIKit row or grid of fixed-size views makes), against kiwi
/// (scripts/bench-kiwi.py builds the same systems in the same order) in the same run:
///  - build: a new solver, every constraint added, variables updated;
///  - edit: the first view's width constant changed (remove + add), variables updated (the
///    first change, which rebuilds Easel's tableau because that equality came with the first
///    build and keeps no dummy column, is also shown on its own; the median is of all of them);
///  - suggest: the edit variable `inset` (the leading inset every row starts at) moved, updated.
/// A size whose build takes longer than `budget` seconds ends that layout.
struct SolverBenchmark {
    let iterations: Int
    var sizes = [100, 1_000, 5_000, 10_000]
    var budget = 20.0

    enum Shape: String, CaseIterable { case chain, grid }

    struct System {
        let solver: Solver
        var firstWidth: LinearConstraint
        let firstWidthVariable: Variable
        let inset: Variable
        let lastLeft: Variable
    }

    /// The same system as scripts/bench-kiwi.py's `build`.
    static func build(_ shape: Shape, views n: Int) throws -> System {
        let solver = Solver()
        let inset = Variable("inset")
        try solver.addEditVariable(inset, strength: .strong)
        try solver.suggest(inset, value: 16)
        var left: [Variable] = [], top: [Variable] = [], width: [Variable] = [], height: [Variable] = []
        left.reserveCapacity(n); top.reserveCapacity(n); width.reserveCapacity(n); height.reserveCapacity(n)
        let columns = shape == .chain ? n : Int(Double(n).squareRoot().rounded(.up))
        var firstWidth: LinearConstraint?
        for i in 0 ..< n {
            let l = Variable(), t = Variable(), w = Variable(), h = Variable()
            left.append(l); top.append(t); width.append(w); height.append(h)
            let (r, c) = i.quotientAndRemainder(dividingBy: columns)
            try solver.add(c == 0 ? l == inset : l == left[i - 1] + width[i - 1] + 8)
            try solver.add(r == 0 ? t == 20 : t == top[i - columns] + height[i - columns] + 8)
            let widthConstraint = shape == .chain || c == 0
                ? w == Double(40 + (shape == .chain ? i : r) % 7)
                : w == width[i - 1]
            if i == 0 { firstWidth = widthConstraint }
            try solver.add(widthConstraint)
            try solver.add(shape == .chain || r == 0 ? h == 30 : h == height[i - columns])
        }
        solver.updateVariables()
        guard let firstWidth, let lastLeftVariable = left.last else { throw SolverError.internalSolverError("a layout of no views") }
        return System(solver: solver, firstWidth: firstWidth, firstWidthVariable: width[0], inset: inset, lastLeft: lastLeftVariable)
    }

    /// Medians in ms, wall and this thread's CPU (the load of a shared machine disturbs CPU less).
    struct Row {
        var build: Double, buildCPU: Double
        var edit: Double?, editCPU: Double?
        var firstEdit: Double?
        var suggest: Double?, suggestCPU: Double?
        /// The last view's left after the build, to check that kiwi solved the same system.
        var lastLeft: Double
    }

    func measure(_ shape: Shape, views n: Int) throws -> Row {
        var build = Measurement("build")
        var system = try build.time { try Self.build(shape, views: n) }
        let lastLeft = system.lastLeft.value
        let first = build.medianMilliseconds
        let runs = max(1, min(iterations, Int(2000 / max(first, 0.001))))
        for _ in 1 ..< runs { system = try build.time { try Self.build(shape, views: n) } }
        var edit = Measurement("edit"), suggest = Measurement("suggest")
        var spent = 0.0
        var k = 0
        // At least 3 edits and up to 2 s of them, but never past the budget after the first.
        while first <= budget * 1000 && !(k >= 1 && spent >= budget * 1000) && !(k >= 3 && (spent >= 2000 || k >= iterations * 5)) {
            let start = ContinuousClock.now
            try edit.time {
                try system.solver.remove(system.firstWidth)
                system.firstWidth = system.firstWidthVariable == Double(41 + k % 2)
                try system.solver.add(system.firstWidth)
                system.solver.updateVariables()
            }
            try suggest.time {
                try system.solver.suggest(system.inset, value: Double(16 + 8 * ((k + 1) % 2)))
                system.solver.updateVariables()
            }
            let elapsed = ContinuousClock.now - start
            spent += Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            k += 1
        }
        return Row(build: build.medianMilliseconds, buildCPU: build.medianCPUMilliseconds,
                   edit: k > 0 ? edit.medianMilliseconds : nil, editCPU: k > 0 ? edit.medianCPUMilliseconds : nil,
                   firstEdit: edit.samples.first.map { Double($0.components.seconds) * 1000 + Double($0.components.attoseconds) / 1e15 },
                   suggest: k > 0 ? suggest.medianMilliseconds : nil, suggestCPU: k > 0 ? suggest.medianCPUMilliseconds : nil,
                   lastLeft: lastLeft)
    }

    /// kiwi's rows from scripts/bench-kiwi.py, by layout and size; empty when it cannot run.
    func kiwiRows() -> (rows: [String: [String: Any]], note: String?) {
        let script = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("scripts/bench-kiwi.py")
        guard FileManager.default.fileExists(atPath: script.path) else { return ([:], "scripts/bench-kiwi.py not found (run from the package folder)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--sizes", sizes.map(String.init).joined(separator: ","),
                             "--iterations", String(iterations), "--budget", String(budget)]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return ([:], "could not run python3: \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var rows: [String: [String: Any]] = [:]
        var note: String?
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
            if let error = object["error"] as? String { note = error }
            if let layout = object["layout"] as? String, let views = object["views"] as? Int { rows["\(layout) \(views)"] = object }
        }
        return (rows, note)
    }

    func run() throws {
        print("\nCassowary solver: chains and grids of N views (4 variables, 4 constraints each), median ms; kiwi in the same run")
        var ours: [String: Row] = [:]
        for shape in Shape.allCases {
            var over = false
            for n in sizes where !over {
                let row = try measure(shape, views: n)
                ours["\(shape.rawValue) \(n)"] = row
                over = row.build > budget * 1000
            }
        }
        let (kiwi, note) = kiwiRows()
        func cell(_ value: Double?) -> String { value.map { String(format: "%9.3f", $0) } ?? String(repeating: " ", count: 8) + "-" }
        func ratio(_ theirs: Double?, _ mine: Double?) -> String {
            guard let theirs, let mine, mine > 0 else { return "      -" }
            return String(format: "%6.1f×", theirs / mine)
        }
        for (title, wall) in [("wall time", true), ("CPU time of the solving thread", false)] {
            print("\(title), median ms (Easel | kiwi | kiwi / Easel)")
            print("layout views |     build      kiwi   ratio |      edit      kiwi   ratio |   suggest      kiwi   ratio" + (wall ? " | 1st edit      kiwi" : ""))
            for shape in Shape.allCases {
                for n in sizes {
                    let key = "\(shape.rawValue) \(n)"
                    let mine = ours[key]
                    let theirs = kiwi[key]
                    func k(_ name: String) -> Double? { theirs?[wall ? name : name + "CPU"] as? Double }
                    let (b, e, s) = wall ? (mine?.build, mine?.edit, mine?.suggest) : (mine?.buildCPU, mine?.editCPU, mine?.suggestCPU)
                    print(shape.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0) + String(format: " %5d", n)
                          + " |" + cell(b) + " " + cell(k("build")) + " " + ratio(k("build"), b)
                          + " |" + cell(e) + " " + cell(k("edit")) + " " + ratio(k("edit"), e)
                          + " |" + cell(s) + " " + cell(k("suggest")) + " " + ratio(k("suggest"), s)
                          + (wall ? " |" + cell(mine?.firstEdit) + " " + cell(k("firstEdit")) : ""))
                    if wall, let mine, let left = theirs?["lastLeft"] as? Double, abs(left - mine.lastLeft) > 1e-6 {
                        print("  (\(key): kiwi puts the last view at \(left), Easel at \(mine.lastLeft): not the same system)")
                    }
                }
            }
        }
        if let note { print("kiwi: \(note)") }
        print("ratio = kiwi / Easel (above 1: Easel is faster); '-': not run (over the \(Int(budget)) s budget)")
    }
}
