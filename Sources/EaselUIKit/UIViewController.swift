import Easel

public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UITabBarController = TabBarController
public typealias UITabBarItem = TabBarItem
public typealias UINavigationBar = NavigationBar
