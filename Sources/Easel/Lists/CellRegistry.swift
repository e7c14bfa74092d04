import Foundation

/// The cell classes a table or collection view makes cells of, by reuse identifier. Easel
/// draws every row at once, so "dequeuing" makes a new cell each time (with the cell
/// classes' required `init()`); nothing is reused.
struct CellRegistry<Cell: DefaultInitializable> {
    private var classes: [String: Cell.Type] = [:]

    mutating func register(_ cellClass: Cell.Type?, for identifier: String) {
        classes[identifier] = cellClass
    }

    /// A new cell of the class registered for `identifier`, nil when there is none.
    func makeCell(_ identifier: String) -> Cell? {
        classes[identifier].map { $0.init() }
    }

    /// A new cell of the registered class. An unregistered identifier is a programming
    /// error, as in UIKit: it stops with a message naming the identifier.
    func makeRegisteredCell(_ identifier: String) -> Cell {
        guard let cell = makeCell(identifier) else {
            preconditionFailure("no cell class is registered for reuse identifier \"\(identifier)\": register one before the table or collection asks for its cells")
        }
        return cell
    }
}
