import Foundation

/// Told about a search bar's text and buttons, as `UISearchBarDelegate`; every method has a
/// default that does nothing.
public protocol SearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
}
