import Foundation

/// Owns a screen's root view, as `UIViewController`: the view is made on first use by
/// `loadView()` (override it to install a custom view, seed 004), then `viewDidLoad()` runs.
/// Rendering calls the rest of the lifecycle in UIKit's order: `viewWillAppear`, then around
/// every layout pass `viewWillLayoutSubviews` / `viewDidLayoutSubviews`, then `viewDidAppear`;
/// `traitCollectionDidChange(_:)` and `viewSafeAreaInsetsDidChange()` when those change.
///
///     final class ProfileViewController: ViewController {
///         override func loadView() { view = ProfileView() }
///     }
///
/// As `UIViewController` it descends from `Responder` and `NSObject`; its designated
/// initializers are `init(nibName:bundle:)` and `init?(coder:)`, and `init()` is a convenience
/// that calls `init(nibName: nil, bundle: nil)`.
open class ViewController: Responder {
    private var loadedView: View?

    /// A name for the screen: navigation bars show it; the command line and snapshot names use it.
    /// What this controller presented or was presented by (ViewController+Presentation.swift).
    let presentation = Presentation()

    public var title: String? {
        didSet { if title != oldValue { parent?.childTitleDidChange(self) } }
    }

    /// The item a `TabBarController` shows for this controller (its title by default).
    public var tabBarItem: TabBarItem {
        get { _tabBarItem ?? TabBarItem(title: title ?? "") }
        set { _tabBarItem = newValue }
    }
    private var _tabBarItem: TabBarItem?

    /// What a navigation bar shows for this controller: its title, bar button items, title view.
    public private(set) lazy var navigationItem = NavigationItem(controller: self)

    /// Whether the screen is in editing mode, as UIKit's property: setting it calls
    /// `setEditing(_:animated:)`, which subclasses override to put their tables into editing.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Sets `isEditing`; `editButtonItem` shows "Done" while editing and "Edit" otherwise.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        guard let item = editItem else { return }
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// A bar button item that toggles editing, as UIKit's `editButtonItem`: "Edit", and
    /// "Done" (semibold) while editing.
    public var editButtonItem: BarButtonItem {
        if let editItem { return editItem }
        let item = BarButtonItem(barButtonSystemItem: isEditing ? .done : .edit)
        item.primaryAction = Action { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editItem = item
        return item
    }
    private var editItem: BarButtonItem?

    /// How a `NavigationController` shows this controller's title (UIKit's `navigationItem.largeTitleDisplayMode`).
    public var largeTitleDisplayMode: NavigationController.LargeTitleDisplayMode = .automatic

    /// The controller that contains this one (a navigation or tab bar controller, or any
    /// controller that called `addChild(_:)`).
    public private(set) weak var parent: ViewController?
    /// The controllers this one contains, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (UIKit's
    /// default); turn it off to let margins set on the view go below them.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Space added to the safe area of this controller's view (and so its subtree), over what
    /// the screen and any containing bars give it.
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { updateAddedSafeAreaInsets() } }
    }

    /// Insets a container adds for the bars it draws over this controller's view.
    var containerSafeAreaInsets = EdgeInsets.zero {
        didSet { if containerSafeAreaInsets != oldValue { updateAddedSafeAreaInsets() } }
    }

    /// Traits this controller sets for its view's subtree (UIKit's `traitOverrides`).
    public var traitOverrides = TraitCollection() {
        didSet { if isViewLoaded { view.traitOverrides = traitOverrides } }
    }

    /// Forces the appearance of this controller's views, as UIKit's `overrideUserInterfaceStyle`.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// Whether the view is on a rendered screen (between `viewDidAppear` and `viewDidDisappear`).
    public private(set) var isAppearing = false

    /// UIKit's designated initializer. Easel loads no nibs: the name and bundle are kept and
    /// otherwise unused; the view comes from `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// UIKit's archive initializer. Easel never decodes archives: the coder is not read and the
    /// controller is made as `init(nibName: nil, bundle: nil)` makes it. Easel never calls it.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// A controller with no nib, through `init(nibName:bundle:)`; not required, so subclasses
    /// with their own designated initializers need not write it.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nib name given to `init(nibName:bundle:)` (Easel loads no nibs).
    public let nibName: String?
    /// The bundle given to `init(nibName:bundle:)`.
    public let nibBundle: Bundle?

    /// The view's superview, as UIKit's `next` for a controller (else the parent controller).
    open override var next: Responder? {
        if let superview = viewIfLoaded?.superview { return superview }
        return parent
    }

    /// The window of the loaded view, for first-responder state.
    override var responderRoot: View? { viewIfLoaded?.responderRoot }

    /// The root view, loaded on first access.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            if loadedView?.viewController === self { loadedView?.viewController = nil }
            loadedView = newValue
            newValue?.viewController = self
            if let newValue { adoptSystemMinimumLayoutMargins(newValue) }
            newValue?.traitOverrides = traitOverrides
            updateAddedSafeAreaInsets()
        }
    }

    /// Whether `loadView()` has run.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view, or nil when it is not loaded (does not load it).
    public var viewIfLoaded: View? { loadedView }

    /// Loads the view now if it is not loaded yet: `loadView()` once, then `viewDidLoad()` once.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = View() }
        viewDidLoad()
    }

    /// Makes the root view and assigns it to `view`. The default makes an empty `View` the size
    /// of the screen the controller is loaded for, that follows its superview's size, as UIKit's
    /// default does, so that `viewDidLoad()` sees the screen's bounds. A view installed by an
    /// override keeps the frame it was made with until the screen sizes it, as on iOS.
    open func loadView() {
        let view = View(frame: CGRect(origin: .zero, size: loadingScreen.size))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// The screen the last render showed this controller on (set before the view loads, so
    /// children loaded while the render lays out find it too).
    private var renderingScreen: Device?

    /// The screen the view is loaded for: the device a render shows the controller (or its
    /// container) on, else `Screen.main`.
    var loadingScreen: Device {
        renderingScreen ?? parent?.loadingScreen ?? Screen.main.device
    }

    /// Called once after the view is loaded: configure it here.
    open func viewDidLoad() {}

    /// Called before the view goes on screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after `viewWillAppear(_:)` once the view is in the render's tree with its size,
    /// traits and safe area, before it is laid out, as UIKit's `viewIsAppearing(_:)` (iOS 17):
    /// geometry-dependent set-up goes here.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view is on screen (after its first layout).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen (a pushed-over or deselected controller).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view's `layoutSubviews()` in every layout pass that lays it out.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()`; subviews have their frames (their own
    /// subviews are laid out after this).
    open func viewDidLayoutSubviews() {}
    /// Called when the view's traits changed, with the traits before (nil the first time).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called when the view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's layout margins changed, as UIKit's `viewLayoutMarginsDidChange()`.
    open func viewLayoutMarginsDidChange() {}
    /// Called when the view's constraints are updated (before its `updateConstraints()`), as
    /// UIKit's `updateViewConstraints()`: override it to change constraints in one batch and
    /// call `super` last.
    open func updateViewConstraints() {}
    /// Called before the view's size changes with a rotation or window resize; Easel renders
    /// each size from the start, so it never calls it. Declared so that overrides compile.
    open func viewWillTransition(to size: CGSize, with coordinator: any TransitionCoordinator) {}
    /// Called when the device is low on memory; a render never is, so Easel never calls it.
    /// Declared so that overrides compile.
    open func didReceiveMemoryWarning() {}
    /// Called for controllers loaded from a nib or storyboard; Easel loads none, so it is never
    /// called. Declared so that overrides compile.
    open func awakeFromNib() {}

    /// The orientations the controller supports (UIKit's default on iPhone: all but upside
    /// down). Declared and not consulted: a render uses its device's orientation.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
    /// The status bar content the controller prefers. Declared and not drawn: the rendered
    /// status bar follows the appearance (see `StatusBarStyle`).
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden. Declared and not drawn: the render's
    /// chrome decides whether a status bar is drawn.
    open var prefersStatusBarHidden: Bool { false }
    /// Whether the controller may rotate (UIKit's default true). Declared and not consulted.
    open var shouldAutorotate: Bool { true }

    /// The traits the view draws with.
    public var traitCollection: TraitCollection { view.traitCollection }

    // MARK: Containment

    /// Makes `child` a child of this controller (calling `child.willMove(toParent: self)`);
    /// add its view to your view, then call `child.didMove(toParent: self)`, as in UIKit.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Takes this controller out of its parent's children (calling `didMove(toParent: nil)`);
    /// call `willMove(toParent: nil)` and remove its view first, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller joins or leaves a parent (nil when leaving).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller joined or left a parent (nil when it left).
    open func didMove(toParent parent: ViewController?) {}

    /// Called on a parent when a child's title changed, so bars can show it.
    func childTitleDidChange(_ child: ViewController) {}

    /// The nearest `NavigationController` above this controller.
    public var navigationController: NavigationController? { nearestAncestor() }

    /// The nearest `TabBarController` above this controller.
    public var tabBarController: TabBarController? { nearestAncestor() }

    private func nearestAncestor<Container: ViewController>() -> Container? {
        var current = parent
        while let controller = current {
            if let match = controller as? Container { return match }
            current = controller.parent
        }
        return nil
    }

    private func updateAddedSafeAreaInsets() {
        guard let loadedView else { return }
        let a = additionalSafeAreaInsets, c = containerSafeAreaInsets
        loadedView.addedSafeAreaInsets = EdgeInsets(top: a.top + c.top, left: a.left + c.left, bottom: a.bottom + c.bottom, right: a.right + c.right)
    }

    // MARK: Appearance

    /// Runs `viewWillAppear`, the layout, and `viewDidAppear` for this controller and the
    /// children whose views are in its tree (parents first), as a window does when it shows it.
    func beginAppearance() {
        guard !isAppearing else { return }
        viewWillAppear(false)
        for child in children where child.isViewLoaded && child.view.isDescendant(of: view) {
            child.beginAppearance()
        }
    }

    /// Runs `viewIsAppearing` for this controller and its children in the tree (parents first).
    func continueAppearance() {
        guard !isAppearing else { return }
        viewIsAppearing(false)
        for child in children where child.isViewLoaded && child.view.isDescendant(of: view) {
            child.continueAppearance()
        }
    }

    func endAppearance() {
        guard !isAppearing else { return }
        isAppearing = true
        for child in children where child.isViewLoaded && child.view.isDescendant(of: view) {
            child.endAppearance()
        }
        viewDidAppear(false)
    }

    /// Runs `viewWillDisappear` / `viewDidDisappear` for a controller leaving the screen.
    func disappear() {
        guard isAppearing else { return }
        viewWillDisappear(false)
        for child in children where child.isAppearing { child.disappear() }
        isAppearing = false
        viewDidDisappear(false)
    }

    // MARK: Rendering

    /// The controller's view as the root of `configuration`'s screen, with the controller's
    /// appearance calls; a controller always fills a screen, so without a device it fills
    /// `RenderConfiguration.defaultDevice`'s (an iPhone 15).
    ///
    ///     try vc.render(RenderConfiguration(device: .iPhone15, traits: .init(userInterfaceStyle: .dark)))
    public func render(_ configuration: RenderConfiguration) throws -> Image {
        let screen = screen(configuration)
        return try loadedView(for: screen).render(screen)
    }

    /// Shows the controller on `configuration`'s screen without drawing: appearance calls and
    /// layout, as `render(_:)` does before it draws; returns the screen's traits.
    @discardableResult
    public func layOut(_ configuration: RenderConfiguration) throws -> TraitCollection {
        let screen = screen(configuration)
        return try loadedView(for: screen).layOut(screen)
    }

    /// The view, loaded (if it is not yet) for the configuration's device.
    private func loadedView(for configuration: RenderConfiguration) -> View {
        renderingScreen = configuration.device
        return view
    }

    /// The configuration with a screen to fill: a size without a device is a screen of that size
    /// (no safe area), and neither is the default device.
    private func screen(_ configuration: RenderConfiguration) -> RenderConfiguration {
        guard configuration.device == nil, let size = configuration.size else {
            return configuration.onDevice(else: RenderConfiguration.defaultDevice)
        }
        var sized = configuration
        sized.device = Device(size: size, scale: configuration.scale)
        return sized
    }

    /// The controller's view filling `size`, as a window would show it, at `scale` (else 2).
    public func render(size: CGSize, scale: CGFloat? = nil) throws -> Image {
        let bare = try RenderConfiguration.checked(size: size, scale: scale)
        return try render(RenderConfiguration(device: Device(size: size, scale: bare.scale)))
    }

    /// The controller as a device's whole screen: its view gets the device's size, safe area and
    /// traits (overridden by `traits`), and the controller its appearance calls.
    ///
    ///     try vc.render(on: .iPhone15, traits: .init(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge))
    public func render(on device: Device = RenderConfiguration.defaultDevice, traits: TraitCollection = TraitCollection(), chrome: DeviceChrome = .none) throws -> Image {
        try render(RenderConfiguration(device: device, traits: traits, chrome: chrome))
    }

    /// Shows the controller on a device's screen without drawing, as `render(on:traits:)` does
    /// before it draws; returns the screen's traits.
    @discardableResult
    public func layOut(on device: Device = RenderConfiguration.defaultDevice, traits: TraitCollection = TraitCollection()) throws -> TraitCollection {
        try layOut(RenderConfiguration(device: device, traits: traits))
    }
}
