import Foundation

/// The solver state of one constraint group, kept by its host view between layout passes. Each
/// pass describes the rows it wants (`Row`); the engine adds and removes only those that changed,
/// so editing one constant costs one removal and one addition in the incremental solver. A
/// constraint's row is made once and kept while nothing it depends on changes (`cachedRow`), so
/// a pass that changed one constant compares object identities, not every row's terms.
final class ConstraintEngine {
    /// One constraint as the solver gets it, with what reports call it. A class, so that a row
    /// kept from an earlier pass is recognised by identity and passed around without copying.
    final class Row {
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
            /// `form (relation) 0`: its terms are sorted and name each variable once, as the
            /// solver takes them.
            var form: LinearForm
            var relation: RelationalOperator
            var priority: Float
            /// How much one unit of error counts against others of the same priority.
            var weight: Double = 1
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
        /// Whether the engine holds this very row (it is in `added` under its key), so that a
        /// row kept from an earlier pass is found without hashing its key.
        @exclusivity(unchecked) fileprivate var isHeld = false
        /// While held: the solver's constraint for it, nil when it was broken to resolve a conflict.
        @exclusivity(unchecked) fileprivate var solverConstraint: LinearConstraint?
        /// While held: the last update that wanted it.
        @exclusivity(unchecked) fileprivate var update = 0

        /// `form (relation) 0` held at `priority`.
        init(_ key: Key, _ form: LinearForm, _ relation: RelationalOperator, _ priority: LayoutPriority, weight: Double = 1, constraint: LayoutConstraint? = nil,
             of item: View? = nil, describe: @escaping (_ itemName: String) -> String = { _ in "" }) {
            self.key = key
            spec = Spec(form: form, relation: relation, priority: priority.rawValue, weight: weight)
            self.constraint = constraint
            self.item = item
            implicitDescription = describe
        }

        /// A constant width or height the app set (`view.height == 343`), not one a
        /// stack view makes.
        var isAppsConstantLength: Bool {
            guard let constraint, constraint.secondItem == nil, constraint.firstAttribute.isDimension else { return false }
            return !(constraint.identifier?.hasPrefix("UISV-") ?? false)
        }

        var entry: ConstraintIssue.Entry {
            constraint.map { ConstraintIssue.Entry($0) }
                ?? ConstraintIssue.Entry(implicit: implicitDescription(item?.constraintName ?? "a view no longer in the tree"))
        }
    }

    /// A constraint's row as one pass made it, and what it was made from: reused while the
    /// constraint's constant and priority, the layout direction, the host's bounds origin and the
    /// insets of the guides it names stay, and its items stay in the group.
    final class CachedRow {
        /// Held, so that no other constraint takes its address while the entry stays.
        let constraint: LayoutConstraint
        let row: Row?
        let constant: CGFloat
        let priority: LayoutPriority
        let isRightToLeft: Bool
        let hostOrigin: CGPoint
        /// The guide or margin insets each item's form took (`SolvePass.formInsets`).
        let insets: (EdgeInsets, EdgeInsets)
        /// Whether the row ties views' own edges, sizes or centres (no guide, no margin): then
        /// it stays right, while its group does, without its items being looked at.
        let isPlain: Bool
        @exclusivity(unchecked) var pass: Int

        init(constraint: LayoutConstraint, row: Row?, constant: CGFloat, priority: LayoutPriority, isRightToLeft: Bool, hostOrigin: CGPoint,
             insets: (EdgeInsets, EdgeInsets), isPlain: Bool, pass: Int) {
            self.constraint = constraint
            self.row = row
            self.constant = constant
            self.priority = priority
            self.isRightToLeft = isRightToLeft
            self.hostOrigin = hostOrigin
            self.insets = insets
            self.isPlain = isPlain
            self.pass = pass
        }
    }

    /// What a view's size rows are made from: its fixed lengths, natural size (as measured),
    /// hugging (priority and weight) and compression resistance, horizontal then vertical.
    struct SizeInputs: Equatable {
        var fixedWidth, fixedHeight: CGFloat?
        var natural: CGSize
        var hugging: AxisPriorities
        var huggingWeight: (horizontal: Double, vertical: Double)
        var resistance: AxisPriorities

        static func == (a: SizeInputs, b: SizeInputs) -> Bool {
            a.fixedWidth == b.fixedWidth && a.fixedHeight == b.fixedHeight && a.natural == b.natural && a.hugging == b.hugging
                && a.huggingWeight == b.huggingWeight && a.resistance == b.resistance
        }
    }

    // The engine's tables are used by its own pass alone, on one thread, never while another
    // access to the same table is open: they skip the run-time exclusivity check (a table
    // lookup per access, a tenth of a large layout's time). So do the rows' and records' marks.
    /// Each solved view's size rows and what they were made from, reused while that stays.
    @exclusivity(unchecked) var cachedSizeRows = IdentityMap<(inputs: SizeInputs, rows: [Row])>()

    /// Rows of constraints whose forms depend on nothing but the constraint and which items the
    /// group solves (see `SolvePass.rows()`), by constraint.
    @exclusivity(unchecked) var cachedRows = IdentityMap<CachedRow>()
    /// Counts `solve` calls, to find cached rows no pass asked for.
    @exclusivity(unchecked) private(set) var passCount = 0
    @exclusivity(unchecked) private var updateCount = 0

    let solver = Solver()
    /// Whether conflicts are reported (layout's engine) or only resolved (fitting's).
    let reportsConflicts: Bool
    /// The rows the solver holds (or broke), by key.
    @exclusivity(unchecked) private var added = HeldRows()
    /// The solver's variables, at `item * 4 + part` (item numbers count up from 0).
    @exclusivity(unchecked) private var variableSlots: [Variable?] = []

    private func slot(_ key: LinearForm.VariableKey) -> Int { key.item * 4 + key.part.rawValue }

    private func existingVariable(_ key: LinearForm.VariableKey) -> Variable? {
        let index = slot(key)
        return index < variableSlots.count ? variableSlots[index] : nil
    }
    @exclusivity(unchecked) private var itemNumbers = IdentityMap<Int>()
    /// The report of each row broken to resolve a conflict, in the order found, kept while the
    /// row stays broken: it is sent to `LayoutDiagnostics` once, and the view tree answers it
    /// (`View.unresolvedConstraintConflicts`) for as long as the conflict lasts.
    @exclusivity(unchecked) private var conflicts: [(key: Row.Key, issue: ConstraintIssue)] = []

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
        existingVariable(key) != nil
    }

    /// The solved value of a variable (0 before it takes part).
    func value(_ key: LinearForm.VariableKey) -> Double {
        existingVariable(key)?.value ?? 0
    }

    func value(of form: LinearForm) -> Double {
        form.terms.reduce(form.constant) { $0 + $1.coefficient * value($1.key) }
    }

    /// Holds `row`, which `added` has under its key already (`update(to:)` claims the key first).
    private func hold(_ row: Row, _ solverConstraint: LinearConstraint?, update: Int) {
        row.solverConstraint = solverConstraint
        row.update = update
        row.isHeld = true
    }

    /// Forgets the row held under `key`.
    private func drop(_ key: Row.Key) {
        if let old = added.removeValue(forKey: key) { release(old) }
    }

    private func release(_ row: Row) {
        row.isHeld = false
        row.solverConstraint = nil
    }

    /// Makes the solver hold exactly `rows` (in this order for new ones), then solves.
    func update(to rows: [Row]) {
        updateCount += 1
        let update = updateCount
        // Keep what is unchanged: a row kept from an earlier pass is the same object; another
        // is compared term by term.
        var kept = 0, missing = added.isEmpty && !rows.isEmpty
        for row in rows where !added.isEmpty {
            guard let old = row.isHeld ? row : added[row.key] else {
                missing = true
                continue
            }
            guard old.update != update else { continue }
            if old === row || old.spec == row.spec {
                old.update = update
                kept += 1
            } else {
                missing = true
            }
        }
        guard kept < added.count || missing else { return }
        if added.isEmpty {
            added.reserveCapacity(rows.count)
            // About four variables for each view or guide a row names.
            solver.reserveCapacity(constraints: rows.count, variables: itemNumbers.count * 4)
        }
        var removedAny = false
        if kept < added.count {
            let leaving = added.filter { $0.update != update }
            for old in leaving {
                if let constraint = old.solverConstraint {
                    try? solver.remove(constraint)
                    removedAny = true
                }
                drop(old.key)
                forgetConflict(old.key)
            }
        }
        if removedAny {
            // A constraint broken earlier may fit now that another left.
            let broken = added.filter { $0.solverConstraint == nil }
            for row in broken { drop(row.key) }
        }
        for row in rows where !row.isHeld {
            // Claim the key before adding: one hash where a lookup and then an insert took two.
            // A row held there (an equal one kept, or one of this pass with the same key) stays.
            if let held = added.updateValue(row, forKey: row.key) {
                added[row.key] = held
                continue
            }
            add(row, update: update)
        }
        solver.updateVariables()
    }

    /// The constraints of the group the last pass made rows for, held so that their array's
    /// storage (which a group keeps while it lives unchanged) cannot be another array's.
    @exclusivity(unchecked) private var lastGroupConstraints: [LayoutConstraint] = []

    /// Whether `constraints` is the very array of the group the last pass solved: the same
    /// group, kept by its host, with no view, guide or constraint joined or left since.
    func isSameGroup(_ constraints: [LayoutConstraint]) -> Bool {
        guard !constraints.isEmpty, constraints.count == lastGroupConstraints.count else { return false }
        return constraints.withUnsafeBufferPointer { mine in
            lastGroupConstraints.withUnsafeBufferPointer { last in mine.baseAddress == last.baseAddress }
        }
    }

    func rememberGroup(_ constraints: [LayoutConstraint]) {
        lastGroupConstraints = constraints
    }

    /// Starts a solve: counts it, for `sweepCachedRows`.
    func beginPass() -> Int {
        passCount += 1
        return passCount
    }

    /// Forgets cached rows of constraints the last pass did not ask for (deactivated, or no
    /// longer in the group), so the cache does not keep them alive, and size rows of views no
    /// longer solved.
    func sweepCachedRows(used: Int, views: [View]) {
        if cachedRows.count > used { cachedRows.filterValues { $0.pass == passCount } }
        if cachedSizeRows.count > views.count {
            var solved = IdentityMap<Bool>(minimumCapacity: views.count)
            for view in views { solved[ObjectIdentifier(view)] = true }
            cachedSizeRows.keepKeys(in: solved)
        }
    }

    /// Adds `row`, whose key it holds in `added` already, to the solver (or breaks it).
    private func add(_ row: Row, update: Int) {
        let form = row.spec.form
        var terms: [Term] = []
        terms.reserveCapacity(form.terms.count)
        for term in form.terms { terms.append(Term(variable(for: term.key), term.coefficient)) }
        let strength = row.spec.priority >= 1000 ? Strength.required : Strength(priority: Double(row.spec.priority), weight: row.spec.weight)
        // A form names each variable once: the expression is reduced already.
        let constraint = LinearConstraint(reduced: LinearExpression(terms, constant: form.constant), row.spec.relation, strength: strength)
        do {
            try solver.add(constraint)
            hold(row, constraint, update: update)
            forgetConflict(row.key)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            // Which rows the solver named: looked up only here, so that adding a row keeps no
            // second table beside `added`.
            var rowBySolverConstraint: [ObjectIdentifier: Row.Key] = [:]
            added.forEach { held in
                if let constraint = held.solverConstraint { rowBySolverConstraint[ObjectIdentifier(constraint)] = held.key }
            }
            let others = conflicting.compactMap { rowBySolverConstraint[$0.object] }
            let entries = others.compactMap { added[$0]?.entry } + [row.entry]
            if let victim = preferredVictim(among: others, adding: row), replace(victim, with: row, constraint, update: update) {
                reportConflict(breaking: victim, listing: entries)
                return
            }
            hold(row, nil, update: update)
            reportConflict(breaking: row.key, listing: entries)
        } catch {
            hold(row, nil, update: update)
        }
    }

    private func variable(for key: LinearForm.VariableKey) -> Variable {
        if let variable = existingVariable(key) { return variable }
        // Unnamed: nothing reports the engine's variables by name, and a layout makes thousands.
        let variable = Variable()
        let index = slot(key)
        if index >= variableSlots.count {
            // Room for the item's four variables (and any numbered before it) at once.
            variableSlots.append(contentsOf: repeatElement(nil, count: (index | 3) + 1 - variableSlots.count))
        }
        variableSlots[index] = variable
        return variable
    }

    /// Which constraint to break when `row`, required, cannot join the required rows `others`
    /// (in the order they were added); nil to break `row` itself, the last one added.
    ///
    /// The frames Easel holds views to (UIKit's autoresizing-mask and encapsulated-size
    /// constraints) are never broken while an app's constraint in the conflict can be. iOS's logs
    /// show a second choice: when the conflict holds a constant width or height the app set
    /// (`view.height == 343`), that is the one broken, even when it was added before the others
    /// (the last such one if there are several). Otherwise the last one added is broken.
    private func preferredVictim(among others: [Row.Key], adding row: Row) -> Row.Key? {
        guard !row.isAppsConstantLength else { return nil }
        return others.last { added[$0]?.isAppsConstantLength == true && added[$0]?.spec.priority == row.spec.priority }
    }

    /// Breaks `victim` so `row` can hold; false (and nothing changed) when `row` still cannot.
    private func replace(_ victim: Row.Key, with row: Row, _ constraint: LinearConstraint, update: Int) -> Bool {
        guard let old = added[victim], let oldConstraint = old.solverConstraint else { return false }
        try? solver.remove(oldConstraint)
        do {
            try solver.add(constraint)
        } catch {
            try? solver.add(oldConstraint)
            return false
        }
        old.solverConstraint = nil
        hold(row, constraint, update: update)
        forgetConflict(row.key)
        return true
    }

    /// UIKit's report, naming every constraint in the conflict with its label and where it was made.
    private func reportConflict(breaking key: Row.Key, listing entries: [ConstraintIssue.Entry]) {
        guard reportsConflicts, !conflicts.contains(where: { $0.key == key }), let row = added[key] else { return }
        let list = entries.map { "    \($0.description)" }.joined(separator: "\n")
        let message = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \(list)

            Will attempt to recover by breaking constraint
                \(row.entry.description)
            """
        let issue = ConstraintIssue(kind: .unsatisfiable, message: message, constraints: entries, broken: row.entry)
        conflicts.append((key, issue))
        LayoutDiagnostics.report(issue)
    }

    private func forgetConflict(_ key: Row.Key) {
        if !conflicts.isEmpty { conflicts.removeAll { $0.key == key } }
    }

    // MARK: Ambiguity

    /// Whether the variable can move without any constraint minding: it is pushed both ways by an
    /// edit at the weakest strength there is, and moves.
    func isAmbiguous(_ key: LinearForm.VariableKey) -> Bool {
        guard existingVariable(key) != nil else { return true }
        return exercisedChange(of: key) != nil
    }

    /// How far the variable moves when pushed both ways at the weakest strength (first the
    /// way that moves it), nil when no push moves it; the solve is put back afterwards.
    func exercisedChange(of key: LinearForm.VariableKey) -> Double? {
        guard let variable = existingVariable(key) else { return nil }
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
