import Foundation

/// Told that a search controller's text changed, as `UISearchResultsUpdating`.
public protocol SearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: SearchController)
}
