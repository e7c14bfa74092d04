import EaselLayout
import Testing

/// The constraint and conflict list of the `unsatisfiableConstraint` error that `body` throws.
func conflict(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> (LinearConstraint.ID, [LinearConstraint.ID])? {
    do {
        try body()
        Issue.record("expected an unsatisfiable constraint", sourceLocation: sourceLocation)
    } catch {
        if case let SolverError.unsatisfiableConstraint(constraint, conflicting) = error { return (constraint, conflicting) }
        Issue.record("expected an unsatisfiable constraint, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

@Suite struct SolverErrorTests {
    @Test func duplicateAndUnknownConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 1
        try solver.add(c)
        #expect(throws: SolverError.duplicateConstraint(c.id)) { try solver.add(c) }
        try solver.remove(c)
        #expect(!solver.hasConstraint(c))
        #expect(throws: SolverError.unknownConstraint(c.id)) { try solver.remove(c) }
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.badRequiredStrength(x.id)) { try solver.addEditVariable(x, strength: .required) }
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.unknownEditVariable(x.id)) { try solver.suggest(x, value: 1) }
        #expect(throws: SolverError.unknownEditVariable(x.id)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(x.id)) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.nonFiniteNumber("the value nan suggested for x")) { try solver.suggest(x, value: .nan) }
    }

    @Test func nonFiniteCoefficients() {
        let solver = Solver()
        let x = Variable("x")
        let c = x / 0 == 1
        #expect(throws: SolverError.self) { try solver.add(c) }
        #expect(!solver.hasConstraint(c))
    }

    /// Equalities that fix every variable: the error names the new one and the two it meets.
    @Test func conflictingEqualitiesAreNamed() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let a = x == 10, b = y == x + 5, unrelated = z == 3
        try solver.add(a)
        try solver.add(unrelated)
        try solver.add(b)
        let bad = y == 20
        #expect(throws: SolverError.self) { try solver.add(bad) }
        if let (constraint, conflicting) = conflict({ try solver.add(bad) }) {
            #expect(constraint == bad.id)
            #expect(conflicting.first == bad.id)
            #expect(conflicting.count == 3)
            #expect(conflicting.contains(a.id) && conflicting.contains(b.id))
            #expect(!conflicting.contains(unrelated.id))
        }
        #expect(!solver.hasConstraint(bad))
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15 && z.value == 3)
    }

    /// Inequalities that leave no room go through the artificial variable; the error names the
    /// bound it hits, and the solver is as it was.
    @Test func conflictingInequalitiesAreNamed() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let low = x >= 10, gap = y >= x + 5, spare = y <= 1000
        try solver.add(low)
        try solver.add(gap)
        try solver.add(spare)
        try solver.add((y == 50).strength(.weak))
        let cap = y <= 12
        if let (constraint, conflicting) = conflict({ try solver.add(cap) }) {
            #expect(constraint == cap.id)
            #expect(conflicting.contains(low.id) && conflicting.contains(gap.id))
            #expect(!conflicting.contains(spare.id))
        }
        #expect(!solver.hasConstraint(cap))
        solver.updateVariables()
        #expect(y.value == 50)
        #expect(x.value >= 10 && x.value <= 45)
        // The solver still works: a cap that fits.
        try solver.add(y <= 20)
        solver.updateVariables()
        #expect(y.value == 20)
    }

    @Test func aRedundantEqualityCanBeAddedAndRemoved() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = x == 4, b = y == x + 1, c = y == 5
        try solver.add(a)
        try solver.add(b)
        try solver.add(c)   // implied by a and b
        try solver.remove(a)
        try solver.add((x == 100).strength(.weak))
        solver.updateVariables()
        // Still x = 4: y == 5 and y == x + 1 hold it there.
        #expect(x.value == 4 && y.value == 5)
        try solver.remove(c)
        solver.updateVariables()
        #expect(x.value == 100 && y.value == 101)
    }

    @Test func messagesSayWhat() {
        let x = Variable("x")
        #expect(SolverError.unknownEditVariable(x.id).description == "x is not an edit variable")
        let c = x == 2
        #expect("\(SolverError.unsatisfiableConstraint(c.id, conflicting: [c.id]))".hasPrefix("Unable to satisfy the required constraint"))
    }
}
