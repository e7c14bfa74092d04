#if canImport(UIKit)
import UIKit
#else
import EaselUIKit
#endif
import Foundation
import Testing

/// What screens set on their navigation bar and item in `viewDidLoad`: the transparent-bar
/// idiom (an empty background image and shadow image), title text attributes, a search
/// controller, the edit button; and the lifecycle calls UIKit makes around them.
@Suite struct NavigationAppearanceTests {
    final class Recipes: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Recipes"
            view.backgroundColor = .white
            // Make the navigation bar transparent, as the recipe app does.
            navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
            navigationController?.navigationBar.shadowImage = UIImage()
            navigationController?.navigationBar.isTranslucent = true
            navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.red]
        }
    }

    /// An empty background image leaves the bar clear (the white view shows through, with no
    /// hairline, since a shadow image is set too: UIKit shows a custom shadow image only with a
    /// custom background image); the title is drawn in the attributes' colour.
    @Test func anEmptyBackgroundImageMakesTheBarClear() throws {
        let recipes = Recipes()
        let navigation = UINavigationController(rootViewController: recipes)
        let image = try navigation.render(on: .iPhone15)
        let bar = navigation.navigationBar
        #expect(bar.backgroundImage(for: .default)?.size == .zero)
        #expect(bar.backgroundImage(for: .compact) == nil)
        #expect((bar.titleTextAttributes?[.foregroundColor] as? UIColor) == .red)
        let bottom = Int((bar.frame.maxY * 3).rounded()) - 1
        // Where the bar's translucent grey and its hairline would be: white.
        #expect(image[20, bottom] == Pixel(red: 255, green: 255, blue: 255))
        #expect(image[20, bottom - 30] == Pixel(red: 255, green: 255, blue: 255))
        // The title's ink is red.
        var red = 0
        for y in Int(bar.frame.minY * 3) ..< bottom { for x in 450 ..< 730 where image[x, y].red > 200 && image[x, y].green < 80 { red += 1 } }
        #expect(red > 50)
    }

    final class Coins: UIViewController, UISearchResultsUpdating, UISearchBarDelegate {
        var hidesSearchBar = false
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Coins"
            view.backgroundColor = .systemBackground
            let searchController = UISearchController()
            searchController.searchResultsUpdater = self
            searchController.searchBar.delegate = self
            searchController.searchBar.placeholder = "Search for a crypto"
            navigationItem.searchController = searchController
            searchController.obscuresBackgroundDuringPresentation = false
            navigationItem.hidesSearchBarWhenScrolling = hidesSearchBar
        }
        func updateSearchResults(for searchController: UISearchController) {}
    }

    /// With `hidesSearchBarWhenScrolling` false the search bar is in the bar, in a 52-point
    /// row below the 44-point title row, its field 16 points from the screen's edges; the
    /// screen's safe area starts below it. UIKit's default (true) keeps the bar out of sight at
    /// rest.
    @Test func aSearchControllersBarSitsBelowTheTitle() throws {
        let coins = Coins()
        let navigation = UINavigationController(rootViewController: coins)
        _ = try navigation.render(on: .iPhone15)
        let search = try #require(coins.navigationItem.searchController?.searchBar)
        #expect(search.superview === navigation.navigationBar)
        #expect(search.frame == CGRect(x: 8, y: 59 + 44, width: 377, height: 52))
        #expect(search.searchTextField.frame.minX + search.frame.minX == 16)
        #expect(abs(coins.view.safeAreaInsets.top - (59 + 44 + 52)) < 0.001)

        let hidden = Coins()
        hidden.hidesSearchBar = true
        let other = UINavigationController(rootViewController: hidden)
        _ = try other.render(on: .iPhone15)
        #expect(hidden.navigationItem.searchController?.searchBar.superview == nil)
        #expect(abs(hidden.view.safeAreaInsets.top - (59 + 44)) < 0.001)
    }

    final class Library: UIViewController {
        var calls: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            calls.append("viewDidLoad")
            navigationItem.rightBarButtonItem = editButtonItem
        }
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append("setEditing(\(editing))")
        }
    }

    /// Lifecycle overrides written in an extension, as many apps group them: `easel port`
    /// moves them into the class (Swift on Linux allows overrides in extensions only for
    /// Objective-C members); written here in the class, as the port leaves them.
    final class Lifecycle: UIViewController {
        var calls: [String] = []
        var sizeWhenAppearing = CGSize.zero
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("viewWillAppear") }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            calls.append("viewIsAppearing")
            sizeWhenAppearing = view.bounds.size
        }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); if calls.last != "viewWillLayoutSubviews" { calls.append("viewWillLayoutSubviews") } }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("viewDidAppear") }
        override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning(); calls.append("didReceiveMemoryWarning") }
    }

    /// `viewIsAppearing(_:)` comes after `viewWillAppear(_:)`, with the view at the screen's
    /// size, and before the layout and `viewDidAppear(_:)` (Apple's documentation of the
    /// method); a render never warns of low memory.
    @Test func viewIsAppearingComesBetweenWillAppearAndTheLayout() throws {
        let screen = Lifecycle()
        _ = try screen.render(on: .iPhone15)
        #expect(screen.calls == ["viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews", "viewDidAppear"])
        #expect(screen.sizeWhenAppearing == CGSize(width: 393, height: 852))
    }

    /// The edit button reads "Edit", and "Done" in the bold done style while editing; tapping
    /// it toggles editing through `setEditing(_:animated:)`.
    @Test func theEditButtonItemFollowsEditing() throws {
        let library = Library()
        let navigation = UINavigationController(rootViewController: library)
        _ = try navigation.render(on: .iPhone15)
        let item = library.editButtonItem
        #expect(item === library.navigationItem.rightBarButtonItem)
        #expect(item.title == "Edit" && item.style == .plain)
        let button = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Edit" })
        button.tap(at: CGPoint(x: button.bounds.midX, y: button.bounds.midY))
        #expect(library.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        library.isEditing = false
        #expect(item.title == "Edit")
        #expect(library.calls == ["viewDidLoad", "setEditing(true)", "setEditing(false)"])
    }

    final class Branded: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Orders"
            view.backgroundColor = .white
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            appearance.shadowColor = .clear
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            navigationController?.navigationBar.standardAppearance = appearance
            navigationController?.navigationBar.scrollEdgeAppearance = appearance
            navigationController?.setNavigationBarHidden(false, animated: false)
        }
    }

    /// An opaque appearance fills the whole bar, status bar area included, with its colour and
    /// draws the title in white; a clear shadow colour leaves no hairline.
    @Test func aNavigationBarAppearanceColoursTheBar() throws {
        let navigation = UINavigationController(rootViewController: Branded())
        let image = try navigation.render(on: .iPhone15)
        let bar = navigation.navigationBar
        #expect(bar.scrollEdgeAppearance === bar.standardAppearance)
        // systemIndigo in light mode: #5856D6.
        let indigo = Pixel(red: 0x58, green: 0x56, blue: 0xD6)
        #expect(image[30, 30] == indigo)
        let bottom = Int((bar.frame.maxY * 3).rounded()) - 1
        #expect(image[30, bottom] == indigo)
        #expect(image[30, bottom + 2] == Pixel(red: 255, green: 255, blue: 255))
        var white = 0
        for y in Int(bar.frame.minY * 3) + 177 ..< bottom { for x in 500 ..< 680 where image[x, y] == Pixel(red: 255, green: 255, blue: 255) { white += 1 } }
        #expect(white > 50)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden)
    }
}
