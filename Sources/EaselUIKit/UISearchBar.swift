import Easel

public typealias UISearchBar = SearchBar
public typealias UISearchBarDelegate = SearchBarDelegate
public typealias UISearchTextField = TextField
