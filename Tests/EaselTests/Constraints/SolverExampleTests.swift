import Easel
import Testing

/// The solver sample of the article "Constraints and layouts" in a file that imports Easel, which re-exports
/// Foundation too: the kiwi spellings must resolve there, `==` between variables must build a
/// constraint rather than compare, and the expression type must not collide with Foundation's
/// `Expression` (hence its name, `LinearExpression`).
@Suite struct SolverExampleTests {
    @Test func theSampleCompilesAndSolvesThroughEasel() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        let total: LinearConstraint = left + width == 300   // required unless told
        try solver.add(total)
        try solver.add(width >= 100)
        try solver.add((width == 120).strength(.weak))       // .required, .strong, .medium, .weak
        try solver.add((left == 0).priority(750))            // Auto Layout's 1...1000 onto strengths
        try solver.addEditVariable(left, strength: .strong)
        try solver.suggest(left, value: 40)
        solver.updateVariables()                             // then left.value, width.value
        #expect(left.value == 40)
        #expect(width.value == 260)

        let right: LinearExpression = left + width
        let someConstraint = right <= 320 - 16
        try solver.add(someConstraint)
        try solver.add(left == width)
        solver.updateVariables()
        // left + width == 300 with left == width: 150 each, under 304.
        #expect(left.value == 150 && width.value == 150)
        try solver.remove(someConstraint)
        #expect(!solver.hasConstraint(someConstraint))
    }
}
