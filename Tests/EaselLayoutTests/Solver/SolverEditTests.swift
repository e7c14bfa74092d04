import EaselLayout
import Testing

@Suite struct SolverEditTests {
    @Test func suggestionsMoveTheEditVariable() throws {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right"), mid = Variable("mid")
        try solver.add(mid == (left + right) / 2)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggest(mid, value: 50)
        solver.updateVariables()
        #expect(mid.value == 50)
        #expect(left.value + right.value == 100)
        #expect(right.value - left.value >= 10)
        // 2 (left + 5) must fit under 100 + 10: mid can be at most 95.
        try solver.suggest(mid, value: 98)
        solver.updateVariables()
        #expect(mid.value == 95)
        #expect(right.value == 100)
        #expect(left.value == 90)
        try solver.suggest(mid, value: 2)
        solver.updateVariables()
        #expect(mid.value == 5)
        #expect(left.value == 0)
        #expect(right.value == 10)
    }

    @Test func twoEditVariablesDragAPoint() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x + y <= 10)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggest(x, value: 4)
        try solver.suggest(y, value: 9)
        solver.updateVariables()
        // x's edit is stronger: x 4, y takes what is left, 6.
        #expect(x.value == 4 && y.value == 6)
        try solver.suggest(x, value: -3)
        solver.updateVariables()
        #expect(x.value == 0 && y.value == 9)
    }

    @Test func removingAnEditVariableRestoresTheOtherWishes() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 7).strength(.weak))
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggest(x, value: 30)
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        solver.updateVariables()
        #expect(x.value == 7)
        // It can be made an edit variable again, starting over from 0.
        try solver.addEditVariable(x, strength: .medium)
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func suggestingTheSameValueTwiceChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == 2 * x + 1)
        try solver.addEditVariable(x, strength: .strong)
        for _ in 0 ..< 3 { try solver.suggest(x, value: 3) }
        solver.updateVariables()
        #expect(x.value == 3 && y.value == 7)
    }
}

/// Changing constants the way a layout does (remove, add with a new constant), on equalities from
/// the first build and on ones added later, with an edit variable's suggestion kept throughout.
@Suite struct SolverConstantChangeTests {
    @Test func changingAChainsConstantsMovesEveryViewAfterIt() throws {
        let solver = Solver()
        let inset = Variable("inset")
        try solver.addEditVariable(inset, strength: .strong)
        try solver.suggest(inset, value: 16)
        var lefts: [Variable] = [], widths: [Variable] = [], widthConstraints: [LinearConstraint] = []
        for i in 0 ..< 20 {
            let left = Variable("left\(i)"), width = Variable("width\(i)")
            try solver.add(i == 0 ? left == inset : left == lefts[i - 1] + widths[i - 1] + 8)
            let fixed = width == 40
            try solver.add(fixed)
            lefts.append(left)
            widths.append(width)
            widthConstraints.append(fixed)
        }
        solver.updateVariables()
        // 16 + 19 × 48.
        #expect(lefts[19].value == 928)
        // A constraint of the first build: removing it rebuilds the tableau.
        try solver.remove(widthConstraints[0])
        widthConstraints[0] = widths[0] == 50
        try solver.add(widthConstraints[0])
        solver.updateVariables()
        #expect(lefts[1].value == 74)
        #expect(lefts[19].value == 938)
        // Now a constraint added after a solve: changed again, incrementally.
        for (step, width) in [60.0, 45, 50].enumerated() {
            try solver.remove(widthConstraints[0])
            widthConstraints[0] = widths[0] == width
            try solver.add(widthConstraints[0])
            solver.updateVariables()
            #expect(lefts[19].value == 888 + width, "step \(step)")
        }
        // The suggestion survives rebuilds.
        try solver.remove(widthConstraints[7])
        try solver.add(widths[7] == 10)
        try solver.suggest(inset, value: 0)
        solver.updateVariables()
        #expect(lefts[0].value == 0)
        // 938 with widths[0] at 50, 30 less for widths[7], 16 less for the inset.
        #expect(lefts[19].value == 892)
        #expect(solver.constraintCount == 41)
    }
}
