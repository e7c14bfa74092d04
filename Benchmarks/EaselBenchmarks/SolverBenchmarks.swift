import Benchmark
import EaselLayout

/// The Cassowary solver alone (EaselLayout), on a grid of 1,000 fixed-size cells: 4 variables
/// and 4 required constraints a cell, every cell placed from the one before it in its row and
/// the one above it in its column, rows and columns starting at an edit variable `margin`.
/// kiwi's figures on the same kind of system are in `scripts/bench` (easel-bench's solver table),
/// which runs kiwi in the same process load; these rows track Easel's own regressions.
enum SolverBenchmarks {
    /// A solved grid and the handles the edit benchmarks change.
    struct Grid {
        let solver = Solver()
        let margin = Variable("margin")
        /// The first cell's width constraint, and its variable.
        var firstWidth: LinearConstraint
        let firstWidthVariable: Variable

        init(cells: Int) throws {
            let columns = Int(Double(cells).squareRoot().rounded(.up))
            try solver.addEditVariable(margin, strength: .strong)
            try solver.suggest(margin, value: 16)
            var cellsMade: [(x: Variable, y: Variable, width: Variable, height: Variable)] = []
            cellsMade.reserveCapacity(cells)
            var constraints: [LinearConstraint] = []
            for index in 0 ..< cells {
                let cell = (x: Variable(), y: Variable(), width: Variable(), height: Variable())
                let isFirstColumn = index % columns == 0, isFirstRow = index < columns
                let before = isFirstColumn ? nil : cellsMade[index - 1]
                let above = isFirstRow ? nil : cellsMade[index - columns]
                constraints.append(before.map { cell.x == $0.x + $0.width + 8 } ?? (cell.x == margin))
                constraints.append(above.map { cell.y == $0.y + $0.height + 8 } ?? (cell.y == margin))
                constraints.append(before.map { cell.width == $0.width } ?? (cell.width == Double(40 + index % 7)))
                constraints.append(above.map { cell.height == $0.height } ?? (cell.height == 30))
                cellsMade.append(cell)
            }
            for constraint in constraints { try solver.add(constraint) }
            solver.updateVariables()
            firstWidth = constraints[2]
            firstWidthVariable = cellsMade[0].width
        }
    }

    static func register() {
        Benchmark("Solver grid of 1,000 cells: build and solve") { _ in
            blackHole(try Grid(cells: 1_000).firstWidthVariable.value)
        }

        // A constant changed the way Auto Layout's `constant =` changes it in kiwi's vocabulary:
        // the constraint removed and a new one added, then the variables updated.
        var grid = try? Grid(cells: 1_000)
        var edits = 0
        Benchmark("Solver grid of 1,000 cells: one constant changed") { _ in
            guard var solved = grid else { throw SolverError.internalSolverError("the grid did not build") }
            edits += 1
            try solved.solver.remove(solved.firstWidth)
            solved.firstWidth = solved.firstWidthVariable == Double(41 + edits % 2)
            try solved.solver.add(solved.firstWidth)
            solved.solver.updateVariables()
            grid = solved
            blackHole(solved.firstWidthVariable.value)
        }

        // An edit variable moved (dragging, animating): the dual simplex from the kept tableau.
        Benchmark("Solver grid of 1,000 cells: edit variable suggested") { _ in
            guard let solved = grid else { throw SolverError.internalSolverError("the grid did not build") }
            edits += 1
            try solved.solver.suggest(solved.margin, value: Double(16 + 8 * (edits % 2)))
            solved.solver.updateVariables()
            blackHole(solved.margin.value)
        }
    }
}
