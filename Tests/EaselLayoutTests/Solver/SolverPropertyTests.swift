@testable import EaselLayout
import Testing

/// A small deterministic generator (SplitMix64), so a failing system can be replayed by its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476C_E5E4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random systems of one or two variables inside a required box: every required constraint must
/// hold, and no vertex of the constraint arrangement (where the optimum of a piecewise-linear
/// objective over a bounded region is always found) may have a lower error, compared priority by
/// priority from the highest, as `Strength` promises. Then some constraints are removed and the
/// same is checked again, so removal must give back the optimum of what is left.
@Suite struct SolverPropertyTests {
    /// `a·x + b·y + c <op> 0` with plain numbers, to evaluate at any point.
    struct Plain {
        var a: Double, b: Double, c: Double
        var relation: RelationalOperator
        var priority: Double  // 1000: required

        func value(_ x: Double, _ y: Double) -> Double { a * x + b * y + c }

        func error(_ x: Double, _ y: Double) -> Double {
            let v = value(x, y)
            switch relation {
            case .equal: return abs(v)
            case .lessThanOrEqual: return max(0, v)
            case .greaterThanOrEqual: return max(0, -v)
            }
        }
    }

    static let priorities: [Double] = [1000, 1000, 900, 750, 750, 250, 1]

    static func randomSystem(_ random: inout SplitMix64, twoVariables: Bool) -> [Plain] {
        var system: [Plain] = []
        // The box keeps every region bounded.
        for (a, b) in twoVariables ? [(1.0, 0.0), (0, 1)] : [(1.0, 0.0)] {
            system.append(Plain(a: a, b: b, c: -100, relation: .lessThanOrEqual, priority: 1000))
            system.append(Plain(a: a, b: b, c: 100, relation: .greaterThanOrEqual, priority: 1000))
        }
        let count = Int.random(in: 2 ... 7, using: &random)
        let coefficients: [Double] = [-3, -2, -1, -0.5, 0.5, 1, 2, 3]
        for _ in 0 ..< count {
            var a = coefficients.randomElement(using: &random) ?? 1
            var b = twoVariables ? coefficients.randomElement(using: &random) ?? 1 : 0
            if twoVariables && Bool.random(using: &random) { if Bool.random(using: &random) { a = 0 } else { b = 0 } }
            let relation = [RelationalOperator.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random) ?? .equal
            system.append(Plain(
                a: a, b: b, c: Double(Int.random(in: -60 ... 60, using: &random)),
                relation: relation, priority: priorities.randomElement(using: &random) ?? 1000
            ))
        }
        return system
    }

    /// Where the lines `value == 0` meet (pairs of them; single roots when there is one variable).
    static func vertices(_ system: [Plain], twoVariables: Bool) -> [(Double, Double)] {
        var points: [(Double, Double)] = []
        if !twoVariables {
            for p in system where p.a != 0 { points.append((-p.c / p.a, 0)) }
            return points
        }
        for i in system.indices {
            for j in system.indices where j > i {
                let p = system[i], q = system[j]
                let determinant = p.a * q.b - p.b * q.a
                guard abs(determinant) > 1e-12 else { continue }
                points.append(((-p.c * q.b + p.b * q.c) / determinant, (-p.a * q.c + p.c * q.a) / determinant))
            }
        }
        return points
    }

    static func feasible(_ system: [Plain], _ x: Double, _ y: Double) -> Bool {
        system.allSatisfy { $0.priority < 1000 || $0.error(x, y) <= 1e-7 }
    }

    /// Errors summed per priority, highest first.
    static func errors(_ system: [Plain], _ x: Double, _ y: Double) -> [Double] {
        priorities.dropFirst(2).map { level in
            system.filter { $0.priority == level }.reduce(0) { $0 + $1.error(x, y) }
        }
    }

    /// Whether `a` is lexicographically below `b` by more than the tolerance.
    static func isBelow(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) {
            if x < y - 1e-6 { return true }
            if x > y + 1e-6 { return false }
        }
        return false
    }

    static func check(_ system: [Plain], x: Variable, y: Variable, twoVariables: Bool, seed: UInt64, stage: String) {
        let sx = x.value, sy = twoVariables ? y.value : 0
        #expect(feasible(system, sx, sy), "seed \(seed) \(stage): (\(sx), \(sy)) breaks a required constraint")
        let mine = errors(system, sx, sy)
        for (vx, vy) in vertices(system, twoVariables: twoVariables) where feasible(system, vx, vy) {
            let theirs = errors(system, vx, vy)
            #expect(!isBelow(theirs, mine), "seed \(seed) \(stage): (\(vx), \(vy)) has errors \(theirs), below the solver's \(mine) at (\(sx), \(sy))")
        }
    }

    /// `dummyLimit`: 64 keeps every dummy on these small systems (kiwi's way), 0 keeps none (every
    /// removal of an equality rebuilds), 3 drops them part-way through the first build.
    @Test(arguments: [false, true], [64, 3, 0])
    func optimalOnRandomSystems(twoVariables: Bool, dummyLimit: Int) throws {
        for seed in UInt64(1) ... 400 {
            var random = SplitMix64(state: seed &* 7919 &+ (twoVariables ? 1 : 0))
            let candidates = Self.randomSystem(&random, twoVariables: twoVariables)
            let solver = Solver(dummyLimit: dummyLimit)
            let x = Variable("x"), y = Variable("y")
            var accepted: [(plain: Plain, constraint: LinearConstraint)] = []
            for (index, plain) in candidates.enumerated() {
                // Equalities added after a solve keep their dummy column, earlier ones do not:
                // both kinds get added, removed and diagnosed here.
                if index == candidates.count / 2 { solver.updateVariables() }
                let expression = plain.a * x + plain.b * y + plain.c
                let constraint = LinearConstraint(expression, plain.relation, strength: .priority(plain.priority))
                do {
                    try solver.add(constraint)
                    accepted.append((plain, constraint))
                } catch let error as SolverError {
                    guard case .unsatisfiableConstraint = error else {
                        Issue.record("seed \(seed): \(error)")
                        return
                    }
                    #expect(plain.priority == 1000, "seed \(seed): a wish was refused")
                    #expect(!solver.hasConstraint(constraint))
                }
            }
            solver.updateVariables()
            Self.check(accepted.map(\.plain), x: x, y: y, twoVariables: twoVariables, seed: seed, stage: "built")
            // Remove every other non-box constraint, then check the rest.
            var kept: [Plain] = []
            for (index, entry) in accepted.enumerated() {
                if index >= (twoVariables ? 4 : 2) && index % 2 == Int(seed % 2) {
                    try solver.remove(entry.constraint)
                } else {
                    kept.append(entry.plain)
                }
            }
            solver.updateVariables()
            Self.check(kept, x: x, y: y, twoVariables: twoVariables, seed: seed, stage: "after removals")
        }
    }

    /// Edit variables moved around a random system: after each suggestion the solution must be the
    /// optimum of the system plus `x == suggestion` as a wish at the edit's priority. Half way, a
    /// required equality is removed (with `dummyLimit` 0 that rebuilds the tableau, which must keep
    /// the suggestion).
    @Test(arguments: [64, 0])
    func editsStayOptimal(dummyLimit: Int) throws {
        for seed in UInt64(1) ... 200 {
            var random = SplitMix64(state: seed &* 104_729)
            let system = Self.randomSystem(&random, twoVariables: true)
            let solver = Solver(dummyLimit: dummyLimit)
            let x = Variable("x"), y = Variable("y")
            var accepted: [(plain: Plain, constraint: LinearConstraint)] = []
            for plain in system {
                let constraint = LinearConstraint(plain.a * x + plain.b * y + plain.c, plain.relation, strength: .priority(plain.priority))
                if (try? solver.add(constraint)) != nil { accepted.append((plain, constraint)) }
            }
            try solver.addEditVariable(x, strength: .priority(900))
            for step in 0 ..< 4 {
                if step == 2, let index = accepted.indices.last(where: { $0 >= 4 && accepted[$0].plain.priority == 1000 }) {
                    try solver.remove(accepted[index].constraint)
                    accepted.remove(at: index)
                }
                let value = Double(Int.random(in: -120 ... 120, using: &random))
                try solver.suggest(x, value: value)
                solver.updateVariables()
                let withEdit = accepted.map(\.plain) + [Plain(a: 1, b: 0, c: -value, relation: .equal, priority: 900)]
                Self.check(withEdit, x: x, y: y, twoVariables: true, seed: seed, stage: "suggest \(value)")
            }
        }
    }
}
