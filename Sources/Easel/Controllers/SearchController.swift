import Foundation

/// A search bar and what it searches, as `UISearchController`: given to a screen's
/// `navigationItem.searchController`, its `searchBar` is drawn in the navigation bar, below the
/// title (unless `navigationItem.hidesSearchBarWhenScrolling`, UIKit's default, keeps it out
/// of sight until the list is pulled down, as it is at rest). A render shows the controller
/// inactive: the results controller is kept and not shown.
open class SearchController: ViewController {
    /// The bar the user types in.
    public let searchBar = SearchBar()
    /// The controller that shows results while searching; nil shows them in the searched screen.
    public let searchResultsController: ViewController?
    /// Told when the search text changes (`updateSearchResults(for:)`).
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Whether the search is in progress; a render shows the screen before it starts.
    public var isActive = false
    public var obscuresBackgroundDuringPresentation = true
    public var hidesNavigationBarDuringPresentation = true
    public var automaticallyShowsCancelButton = true
    public var automaticallyShowsSearchResultsController = true
    public var showsSearchResultsController = false

    /// A search controller showing results in `searchResultsController` (nil: in place).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    /// A search controller that shows results in place.
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        // In a navigation bar the bar is the field alone, as iOS draws it.
        searchBar.searchBarStyle = .minimal
    }
}
