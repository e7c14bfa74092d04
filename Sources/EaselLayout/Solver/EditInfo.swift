/// An edit variable: the `variable == value` wish that `Solver.suggest(_:value:)` moves, and the
/// value last suggested.
struct EditInfo {
    let constraint: LinearConstraint
    let tag: Tag
    var constant: Double
}
