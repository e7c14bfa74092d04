import Foundation

extension TableView {
    /// Makes `dequeueReusableCell(withIdentifier:for:)` answer a new `cellClass` for `identifier`,
    /// as UIKit's `register(_:forCellReuseIdentifier:)`.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCells.register(cellClass, for: identifier)
    }

    /// A new cell of the class registered for `identifier` (made with `init()`, so with the
    /// default style; nothing is reused). An unregistered identifier is a programming error,
    /// as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        registeredCells.makeRegisteredCell(identifier)
    }

    /// A new cell of the registered class, nil when none is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        registeredCells.makeCell(identifier)
    }
}
