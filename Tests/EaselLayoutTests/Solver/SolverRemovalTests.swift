import EaselLayout
import Testing

/// Removals past the point where the solver stops keeping a dummy per equality (64 equalities):
/// a redundant equality without a dummy has no row, and must come back when what implied it goes.
/// Found by an independent review's randomised comparison with an LP.
@Suite struct SolverRemovalTests {
    /// 63 equalities so that the next one is the last to keep its dummy.
    private func fill(_ solver: Solver) throws {
        for i in 0..<63 { try solver.add(Variable("f\(i)") == Double(i)) }
    }

    @Test func aRedundantTwinSurvivesTheRemovalOfItsTrackedTwin() throws {
        let solver = Solver(); let x = Variable("x")
        try fill(solver)
        let tracked = x == 10
        try solver.add(tracked)            // the 64th: keeps its dummy
        try solver.add(x == 10)            // no dummy left, implied: no row
        try solver.remove(tracked)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func aRedundantEqualitySurvivesTheRemovalOfTheInequalitiesThatImplyIt() throws {
        let solver = Solver(); let x = Variable("x")
        try fill(solver)
        try solver.add(Variable("g") == 1)  // the 64th keeps the last dummy
        let low = x >= 10, high = x <= 10
        try solver.add(low)
        try solver.add(high)
        try solver.add(x == 10)             // implied by the two: no row
        try solver.add((x == 0).strength(.weak))
        try solver.remove(low)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func aSuggestionAfterRemovingAnEqualityUsesTheRebuiltRows() throws {
        let solver = Solver(); let x = Variable("x"), y = Variable("y")
        let c = y == 5
        try solver.add(c)
        try solver.addEditVariable(x, strength: .strong)
        try solver.remove(c)
        try solver.suggest(x, value: 7)
        solver.updateVariables()
        #expect(x.value == 7)
    }
}
