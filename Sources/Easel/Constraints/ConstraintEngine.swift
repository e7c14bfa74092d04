import Foundation

/// The solver state of one constraint group, kept by its host view between layout passes. Each
/// pass describes the rows it wants (`Row`); the engine adds and removes only those that changed,
/// so editing one constant costs one removal and one addition in the incremental solver.
final class ConstraintEngine {
    /// One constraint as the solver gets it, with what reports call it.
    struct Row {
        enum Key: Hashable {
            case constraint(ObjectIdentifier)
            case hostWidth, hostHeight, hostMaxWidth, hostMaxHeight, hostMinWidth, hostMinHeight
            case fixedWidth(Int), fixedHeight(Int)
            /// A framed view's x, y, width or height held to its frame.
            case translatedFrame(Int, part: LinearForm.VariableKey.Part)
            case hugging(Int, Axis), resistance(Int, Axis)
            case probe
            /// Two arranged views squeezed in proportion to their natural lengths.
            case squeeze(Int, Int)
        }

        struct Spec: Equatable {
            var terms: [(LinearForm.VariableKey, Double)]
            var constant: Double
            var relation: RelationalOperator
            var priority: Float
            /// How much one unit of error counts against others of the same priority.
            var weight: Double = 1

            static func == (a: Spec, b: Spec) -> Bool {
                a.constant == b.constant && a.relation == b.relation && a.priority == b.priority && a.weight == b.weight
                    && a.terms.count == b.terms.count && zip(a.terms, b.terms).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
            }
        }

        let key: Key
        let spec: Spec
        /// The constraint the row comes from, for reports; nil for Easel's own rows.
        let constraint: LayoutConstraint?
        /// The view one of Easel's own rows is about, held weakly: the engine lives in its host
        /// view's storage, so a row holding its view would keep the whole tree alive.
        weak var item: View?
        /// How reports name Easel's own rows, given the name of their view.
        let implicitDescription: (_ itemName: String) -> String

        /// `form (relation) 0` held at `priority`.
        init(_ key: Key, _ form: LinearForm, _ relation: RelationalOperator, _ priority: LayoutPriority, weight: Double = 1, constraint: LayoutConstraint? = nil,
             of item: View? = nil, describe: @escaping (_ itemName: String) -> String = { _ in "" }) {
            self.key = key
            spec = Spec(terms: form.terms.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, constant: form.constant, relation: relation, priority: priority.rawValue, weight: weight)
            self.constraint = constraint
            self.item = item
            implicitDescription = describe
        }

        var entry: ConstraintIssue.Entry {
            constraint.map { ConstraintIssue.Entry($0) }
                ?? ConstraintIssue.Entry(implicit: implicitDescription(item?.constraintName ?? "a view no longer in the tree"))
        }
    }

    private struct Added {
        let row: Row
        /// Nil when the row was broken to resolve a conflict.
        let solverConstraint: LinearConstraint?
    }

    let solver = Solver()
    /// Whether conflicts are reported (layout's engine) or only resolved (fitting's).
    let reportsConflicts: Bool
    private var added: [Row.Key: Added] = [:]
    private var rowBySolverConstraint: [ObjectIdentifier: Row.Key] = [:]
    private var variables: [LinearForm.VariableKey: Variable] = [:]
    private var itemNumbers: [ObjectIdentifier: Int] = [:]
    /// The report of each row broken to resolve a conflict, in the order found, kept while the
    /// row stays broken: it is sent to `LayoutDiagnostics` once, and the view tree answers it
    /// (`View.unresolvedConstraintConflicts`) for as long as the conflict lasts.
    private var conflicts: [(key: Row.Key, issue: ConstraintIssue)] = []

    /// The conflicts the last solve had to break a constraint for.
    var unresolvedConflicts: [ConstraintIssue] { conflicts.map(\.issue) }

    init(reportsConflicts: Bool) {
        self.reportsConflicts = reportsConflicts
    }

    /// The engine's stable number for an item.
    func number(of item: AnyObject) -> Int {
        let id = ObjectIdentifier(item)
        if let number = itemNumbers[id] { return number }
        let number = itemNumbers.count
        itemNumbers[id] = number
        return number
    }

    /// Whether the variable has taken part in a solve.
    func hasVariable(_ key: LinearForm.VariableKey) -> Bool {
        variables[key] != nil
    }

    /// The solved value of a variable (0 before it takes part).
    func value(_ key: LinearForm.VariableKey) -> Double {
        variables[key]?.value ?? 0
    }

    func value(of form: LinearForm) -> Double {
        form.terms.reduce(form.constant) { $0 + $1.value * value($1.key) }
    }

    /// Makes the solver hold exactly `rows` (in this order for new ones), then solves.
    func update(to rows: [Row]) {
        var wanted: [Row.Key: Int] = [:]
        for (index, row) in rows.enumerated() { wanted[row.key] = index }
        var removedAny = false
        for (key, old) in added {
            if let index = wanted[key], rows[index].spec == old.row.spec { continue }
            if let constraint = old.solverConstraint {
                try? solver.remove(constraint)
                rowBySolverConstraint[ObjectIdentifier(constraint)] = nil
                removedAny = true
            }
            added[key] = nil
            if wanted[key] == nil || rows[wanted[key]!].spec != old.row.spec { forgetConflict(key) }
        }
        if removedAny {
            // A constraint broken earlier may fit now that another left.
            for (key, old) in added where old.solverConstraint == nil { added[key] = nil }
        }
        for row in rows where added[row.key] == nil {
            add(row)
        }
        solver.updateVariables()
    }

    private func add(_ row: Row) {
        let terms = row.spec.terms.map { Term(variable(for: $0.0), $0.1) }
        let strength = row.spec.priority >= 1000 ? Strength.required : Strength(priority: Double(row.spec.priority), weight: row.spec.weight)
        let constraint = LinearConstraint(LinearExpression(terms, constant: row.spec.constant), row.spec.relation, strength: strength)
        do {
            try solver.add(constraint)
            added[row.key] = Added(row: row, solverConstraint: constraint)
            rowBySolverConstraint[ObjectIdentifier(constraint)] = row.key
            forgetConflict(row.key)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            added[row.key] = Added(row: row, solverConstraint: nil)
            reportConflict(breaking: row, with: conflicting)
        } catch {
            added[row.key] = Added(row: row, solverConstraint: nil)
        }
    }

    private func variable(for key: LinearForm.VariableKey) -> Variable {
        if let variable = variables[key] { return variable }
        let variable = Variable(key.part.name + "\(key.item)")
        variables[key] = variable
        return variable
    }

    /// UIKit's report, naming every constraint in the conflict with its label and where it was made.
    private func reportConflict(breaking row: Row, with conflicting: [LinearConstraint.ID]) {
        guard reportsConflicts, !conflicts.contains(where: { $0.key == row.key }) else { return }
        var entries: [ConstraintIssue.Entry] = []
        for constraint in conflicting {
            guard let key = rowBySolverConstraint[constraint.object], let other = added[key] else { continue }
            entries.append(other.row.entry)
        }
        entries.append(row.entry)
        let list = entries.map { "    \($0.description)" }.joined(separator: "\n")
        let message = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \(list)

            Will attempt to recover by breaking constraint
                \(row.entry.description)
            """
        let issue = ConstraintIssue(kind: .unsatisfiable, message: message, constraints: entries, broken: row.entry)
        conflicts.append((row.key, issue))
        LayoutDiagnostics.report(issue)
    }

    private func forgetConflict(_ key: Row.Key) {
        if !conflicts.isEmpty { conflicts.removeAll { $0.key == key } }
    }

    // MARK: Ambiguity

    /// Whether the variable can move without any constraint minding: it is pushed both ways by an
    /// edit at the weakest strength there is, and moves.
    func isAmbiguous(_ key: LinearForm.VariableKey) -> Bool {
        guard variables[key] != nil else { return true }
        return exercisedChange(of: key) != nil
    }

    /// How far the variable moves when pushed both ways at the weakest strength (first the
    /// way that moves it), nil when no push moves it; the solve is put back afterwards.
    func exercisedChange(of key: LinearForm.VariableKey) -> Double? {
        guard let variable = variables[key] else { return nil }
        let start = variable.value
        guard (try? solver.addEditVariable(variable, strength: Strength(priority: 1, weight: 1e-6))) != nil else { return nil }
        defer {
            try? solver.removeEditVariable(variable)
            solver.updateVariables()
        }
        for push in [37.0, -37.0] {
            try? solver.suggest(variable, value: start + push)
            solver.updateVariables()
            if abs(variable.value - start) > 0.01 { return variable.value - start }
        }
        return nil
    }
}
