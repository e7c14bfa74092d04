import Foundation

// UIKit's spelling of a list position: Foundation on Linux has IndexPath but not these.
extension IndexPath {
    /// Row `row` of section `section`, as in a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// Item `item` of section `section`, as in a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index, 0 for an empty path.
    public var section: Int { count > 0 ? self[0] : 0 }
    /// The row within the section: the second index, 0 when there is none.
    public var row: Int { count > 1 ? self[1] : 0 }
    /// The item within the section (the same index as `row`).
    public var item: Int { row }
}
