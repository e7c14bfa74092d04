import Easel
import Testing

/// A controller that writes each lifecycle call into a shared log.
final class LoggingViewController: ViewController {
    let name: String
    let log: LifecycleLog
    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    private func note(_ call: String) { log.entries.append("\(name).\(call)") }
    override func loadView() { note("loadView"); super.loadView() }
    override func viewDidLoad() { note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
    override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { note("traitCollectionDidChange") }
    override func viewSafeAreaInsetsDidChange() { note("viewSafeAreaInsetsDidChange") }
    override func willMove(toParent parent: ViewController?) { note("willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { note("didMove(\(parent == nil ? "nil" : "parent"))") }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class LifecycleLog { var entries: [String] = [] }

@Suite struct ViewControllerLifecycleTests {
    @Test func renderingRunsTheLifecycleInUIKitsOrder() throws {
        let log = LifecycleLog()
        let vc = LoggingViewController("vc", log: log)
        _ = vc.view
        _ = vc.view
        #expect(log.entries == ["vc.loadView", "vc.viewDidLoad"])

        log.entries = []
        _ = try vc.render(on: .iPhone15)
        #expect(log.entries == [
            "vc.viewWillAppear", "vc.traitCollectionDidChange", "vc.viewSafeAreaInsetsDidChange",
            "vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews", "vc.viewDidAppear",
        ])

        // Again on the same screen: nothing changed, nothing to lay out, already on screen.
        log.entries = []
        _ = try vc.render(on: .iPhone15)
        #expect(log.entries == [])

        // Turned: the safe area moves and the size changes; traits change (vertical size class).
        log.entries = []
        _ = try vc.render(on: .iPhone15.landscape)
        #expect(log.entries == ["vc.traitCollectionDidChange", "vc.viewSafeAreaInsetsDidChange", "vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews"])
    }

    @Test func containmentCallsWillAndDidMoveAndTheParentPlacesTheChild() throws {
        let log = LifecycleLog()
        let parent = LoggingViewController("parent", log: log)
        let child = LoggingViewController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 100, width: 393, height: 200)
        child.didMove(toParent: parent)
        #expect(parent.children.map { ($0 as? LoggingViewController)?.name } == ["child"])
        #expect(child.parent === parent)
        _ = try parent.render(on: .iPhone15)
        #expect(log.entries.filter { $0.hasSuffix("Appear") } == ["parent.viewWillAppear", "child.viewWillAppear", "child.viewDidAppear", "parent.viewDidAppear"])
        #expect(log.entries.prefix(6) == ["child.willMove(parent)", "parent.loadView", "parent.viewDidLoad", "child.loadView", "child.viewDidLoad", "child.didMove(parent)"])

        log.entries = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(log.entries == ["child.willMove(nil)", "child.didMove(nil)"])
    }

    @Test func overrideUserInterfaceStyleAppliesToTheControllersViews() throws {
        let vc = ViewController()
        let inner = View()
        vc.view.addSubview(inner)
        vc.overrideUserInterfaceStyle = .dark
        _ = try vc.render(on: .iPhoneSE)
        #expect(vc.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        // The override wins over what the render asks for.
        _ = try vc.render(on: .iPhoneSE, traits: TraitCollection(userInterfaceStyle: .light))
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
    }
}
