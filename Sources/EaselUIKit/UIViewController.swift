import Easel

public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UITabBarController = TabBarController
public typealias UITabBarItem = TabBarItem
public typealias UINavigationBar = NavigationBar
public typealias UITableViewController = TableViewController
public typealias UICollectionViewController = CollectionViewController
public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinatorContext

public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction

extension CollectionViewController {
    /// The layout object the collection view is laid out by.
    public var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }
}

extension NavigationController {
    /// Hides or shows the bar (at once: a render has no animation).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}
