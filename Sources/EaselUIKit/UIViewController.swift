import Easel

public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UITabBarController = TabBarController
public typealias UITabBarItem = TabBarItem
public typealias UINavigationBar = NavigationBar
public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinatorContext

public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction
