/// The symbols a constraint put into the tableau: its marker (the slack of an inequality, the
/// dummy of a required equality, the positive error of a wish) and, for wishes, the other error.
/// Removing the constraint pivots its marker out; the conflict report names constraints by them.
struct Tag: Sendable {
    var marker: Symbol
    var other: Symbol?
}
