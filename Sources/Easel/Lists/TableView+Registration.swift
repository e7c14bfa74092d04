import Foundation

/// Why a table or collection view could not make a cell.
public struct CellRegistrationError: Error, CustomStringConvertible {
    public let reuseIdentifier: String
    public var description: String {
        "no cell class is registered for reuse identifier \"\(reuseIdentifier)\": call register(_:forCellReuseIdentifier:) first"
    }
}

extension TableView {
    /// Makes `dequeueReusableCell(withIdentifier:for:)` answer a new `cellClass` for `identifier`,
    /// as UIKit's `register(_:forCellReuseIdentifier:)`.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// A cell of the class registered for `identifier`. Easel renders every row at once, so
    /// each call makes a new cell (made with `init()`, so with the default style); nothing is reused.
    /// An unregistered identifier is a programming error, as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cellClass = registeredCellClasses[identifier] else {
            preconditionFailure(CellRegistrationError(reuseIdentifier: identifier).description)
        }
        return cellClass.init()
    }

    /// A new cell of the registered class, nil when none is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        registeredCellClasses[identifier].map { $0.init() }
    }
}
