import EaselLayout
import Testing

/// Hand-solved systems: each expected value is worked out in the comment beside it.
@Suite struct SolverTests {
    @Test func theArticleSample() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.add(left + width == 300)
        try solver.add(width >= 100)
        try solver.add((width == 120).strength(.weak))
        let pinned = (left == 0).priority(750)
        try solver.add(pinned)
        solver.updateVariables()
        // left == 0 (750) beats width == 120 (weak): left 0, width 300.
        #expect(left.value == 0)
        #expect(width.value == 300)
        try solver.addEditVariable(left, strength: .strong)
        try solver.suggest(left, value: 40)
        solver.updateVariables()
        // The strong edit (999) beats left == 0 (750): left 40, width 260.
        #expect(left.value == 40)
        #expect(width.value == 260)
        try solver.suggest(left, value: 250)
        solver.updateVariables()
        // width >= 100 is required: left can go no further than 200.
        #expect(left.value == 200)
        #expect(width.value == 100)
        try solver.remove(pinned)
        try solver.removeEditVariable(left)
        solver.updateVariables()
        // Only the weak wish is left: width 120, left 180.
        #expect(width.value == 120)
        #expect(left.value == 180)
    }

    @Test func simpleEqualities() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + 2 == 20)
        try solver.add(x == y + 10)
        solver.updateVariables()
        #expect(x.value == 18)
        #expect(y.value == 8)
    }

    @Test func termsOfOneVariableAreSummed() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x + x + 3 * x == 10
        #expect(constraint.expression.terms.count == 1)
        try solver.add(constraint)
        solver.updateVariables()
        #expect(x.value == 2)
    }

    @Test func arithmeticBuildsTheExpectedExpression() {
        let x = Variable("x"), y = Variable("y")
        let expression = (2 * x - y / 4 + 6) * 0.5 - 1
        #expect(expression.terms.map(\.coefficient) == [1, -0.125])
        #expect(expression.terms[0].variable === x && expression.terms[1].variable === y)
        #expect(expression.constant == 2)
        let c: LinearConstraint = x == y
        #expect(c.relation == .equal && c.strength == .required)
        #expect((x <= 3).relation == .lessThanOrEqual)
        #expect((3 <= x).expression.terms[0].coefficient == -1)
        #expect((x >= y + 1).relation == .greaterThanOrEqual)
    }

    @Test func inequalitiesBoundAWeakWish() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 10)
        try solver.add(x >= 5)
        let far = (x == 100).strength(.weak)
        try solver.add(far)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.remove(far)
        try solver.add((x == -3).strength(.weak))
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test func strongerWishWinsAndRemovingItRestoresTheWeaker() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).strength(.weak))
        solver.updateVariables()
        #expect(x.value == 10)
        let strong = (x == 20).strength(.strong)
        try solver.add(strong)
        solver.updateVariables()
        #expect(x.value == 20)
        let medium = (x == 30).strength(.medium)
        try solver.add(medium)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.remove(strong)
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.remove(medium)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    /// Auto Layout's meaning: one 751 wish beats any number of 750 ones (a weighted sum such as
    /// kiwi's would let three 750s outvote it).
    @Test func aHigherPriorityBeatsManyLowerOnes() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).priority(751))
        for _ in 0 ..< 50 { try solver.add((x == 10).priority(750)) }
        solver.updateVariables()
        #expect(x.value == 0)
    }

    /// Within one priority the errors add: two wishes for 10 outweigh one for 0.
    @Test func equalPrioritiesAddTheirErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).priority(500))
        try solver.add((x == 10).priority(500))
        try solver.add((x == 10).priority(500))
        try solver.add(x >= -100)
        solver.updateVariables()
        #expect(x.value == 10)
        // A weight counts as that many: one wish of weight 4 for -20 beats the three (80 < 100).
        try solver.add((x == -20).strength(Strength(priority: 500, weight: 4)))
        solver.updateVariables()
        #expect(x.value == -20)
    }

    @Test func priorityMapping() {
        #expect(Strength.priority(1000) == .required)
        #expect(Strength.priority(2000) == .required)
        #expect(Strength.priority(999) == .strong)
        #expect(!Strength.priority(999).isRequired)
        #expect(Strength.priority(751) > .priority(750))
        #expect(Strength.priority(0).priority == 1)
        #expect(Strength.priority(Double.nan).priority == 1)
        #expect(Strength.medium.priority == 500 && Strength.weak.priority == 1)
        #expect((Variable() == 1).priority(Float(250)).strength.priority == 250)
        #expect((Variable() == 1).priority(LayoutPriority.defaultHigh).strength.priority == 750)
        #expect((Variable() == 1).priority(.required).strength == .required)
    }

    /// Three views in a row, 8 apart, inside a 320-point container with 16-point margins: the
    /// middle one takes what the fixed ones leave, 320 − 32 − 2 × 60 − 16 = 152.
    @Test func chainOfViews() throws {
        let solver = Solver()
        let lefts = (0 ..< 3).map { Variable("left\($0)") }
        let widths = (0 ..< 3).map { Variable("width\($0)") }
        try solver.add(lefts[0] == 16)
        try solver.add(lefts[1] == lefts[0] + widths[0] + 8)
        try solver.add(lefts[2] == lefts[1] + widths[1] + 8)
        try solver.add(lefts[2] + widths[2] == 320 - 16)
        try solver.add(widths[0] == 60)
        try solver.add(widths[2] == 60)
        try solver.add(widths[1] >= 0)
        solver.updateVariables()
        #expect(lefts.map(\.value) == [16, 84, 244])
        #expect(widths.map(\.value) == [60, 152, 60])
    }

    /// Compression resistance (750) beats a required-looking-but-optional cap (500): a label of
    /// intrinsic width 200 in a 150 container keeps 200 only if its resistance wins.
    @Test func resistanceAgainstAContainer() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.add(width <= 150)   // required container edge
        try solver.add((width >= 200).priority(750))
        try solver.add((width <= 200).priority(250))
        solver.updateVariables()
        #expect(width.value == 150)
        let other = Variable("other")
        try solver.add((other >= 200).priority(750))
        try solver.add((other <= 200).priority(250))
        try solver.add((other <= 150).priority(500))
        solver.updateVariables()
        #expect(other.value == 200)
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 5
        try solver.add(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraintCount == 0)
        try solver.add(x == 7)
        solver.updateVariables()
        #expect(x.value == 7)
    }

    @Test func oneVariableInTwoSolvers() throws {
        let first = Solver(), second = Solver()
        let x = Variable("x"), y = Variable("y")
        try first.add(x == 1)
        try second.add(y == 2)
        try second.add(x == y + 1)
        try first.add(y == x + 10)
        first.updateVariables()
        #expect(x.value == 1 && y.value == 11)
        second.updateVariables()
        #expect(x.value == 3 && y.value == 2)
    }
}
