import Easel
import Testing

@Suite struct ViewTests {
    @Test func frameBoundsAndCenterAgree() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.center == CGPoint(x: 60, y: 40))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -20, width: 100, height: 40))
    }

    @Test func resizingTheBoundsKeepsTheCenter() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(view.frame == CGRect(x: 25, y: 10, width: 50, height: 20))
        #expect(view.center == CGPoint(x: 50, y: 20))
    }

    @Test func addingASubviewMovesItFromItsOldSuperview() {
        let first = View(), second = View(), child = View()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.count == 1 && second.subviews[0] === child)
        #expect(child.superview === second)
        child.removeFromSuperview()
        #expect(second.subviews.isEmpty)
        #expect(child.superview == nil)
    }

    @Test func insertSubviewPlacesByIndexAndReAddingMovesToTheFront() {
        let parent = View(), a = View(), b = View(), c = View()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        parent.addSubview(c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        parent.insertSubview(View(), at: 99)
        #expect(parent.subviews.count == 4)
    }

    @Test func lookUpByTagAndIdentifierSearchesDepthFirstIncludingSelf() {
        let root = View(), branch = View(), leaf = View(), later = View()
        root.tag = 1
        leaf.tag = 7
        later.tag = 7
        leaf.accessibilityIdentifier = "avatar"
        root.addSubview(branch)
        branch.addSubview(leaf)
        root.addSubview(later)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(99) == nil)
        #expect(root.view(withIdentifier: "avatar") === leaf)
        #expect(branch.view(withIdentifier: "nope") == nil)
    }

    @Test func layoutRunsOncePerInvalidationParentsBeforeChildren() throws {
        final class Recorder: View {
            let name: String
            let log: Log
            init(_ name: String, log: Log) {
                self.name = name
                self.log = log
                super.init(frame: .zero)
            }
            required convenience init() { self.init("", log: Log()) }
            override func layoutSubviews() {
                log.entries.append(name)
                // A parent places its children; a new child size triggers the child's layout.
                for subview in subviews { subview.frame = bounds.insetBy(dx: 1, dy: 1) }
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        final class Log { var entries: [String] = [] }
        let log = Log()
        let parent = Recorder("parent", log: log), child = Recorder("child", log: log)
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent", "child"])
        #expect(child.frame == CGRect(x: 1, y: 1, width: 18, height: 18))

        parent.layoutIfNeeded()
        #expect(log.entries.count == 2)

        parent.frame.origin = CGPoint(x: 5, y: 5)  // moving is not resizing
        parent.layoutIfNeeded()
        #expect(log.entries.count == 2)

        parent.frame.size = CGSize(width: 30, height: 30)
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent", "child", "parent", "child"])
        #expect(child.frame.size == CGSize(width: 28, height: 28))

        _ = try parent.render(scale: View.defaultDisplayScale)  // the grid it was laid out on
        #expect(log.entries.count == 4)
        _ = try parent.render(scale: 3)  // a new pixel grid: the tree lays out again
        #expect(log.entries == ["parent", "child", "parent", "child", "parent", "child"])
    }

    @Test func baseViewSizesAreItsBoundsAndNoIntrinsicSize() {
        let view = View(frame: CGRect(x: 3, y: 4, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 30, height: 40))
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 3, y: 4, width: 30, height: 40))
    }

    @Test func defaultsMatchUIKit() {
        let view = View()
        #expect(view.alpha == 1)
        #expect(!view.isHidden && !view.clipsToBounds)
        #expect(view.backgroundColor == nil)
        #expect(view.layoutMargins == EdgeInsets(all: 8))
        #expect(view.cornerRadius == 0 && view.borderWidth == 0)
        #expect(view.borderColor == .black)
    }
}

@Suite struct ViewControllerTests {
    final class ProfileView: View {}

    final class ProfileViewController: ViewController, HasCustomView {
        typealias CustomView = ProfileView
        var loads = 0
        var didLoads = 0
        override func loadView() {
            loads += 1
            view = ProfileView()
        }
        override func viewDidLoad() {
            didLoads += 1
            customView.backgroundColor = .systemBackground
        }
    }

    @Test func viewIsLoadedOnFirstUseOnlyAndTypedThroughHasCustomView() {
        let controller = ProfileViewController()
        #expect(!controller.isViewLoaded)
        _ = controller.view
        _ = controller.view
        #expect(controller.loads == 1 && controller.didLoads == 1)
        #expect(controller.customView === controller.view)
        #expect(controller.customView.backgroundColor == .systemBackground)
    }

    @Test func aPlainControllerLoadsAnEmptyView() {
        let controller = ViewController()
        #expect(type(of: controller.view!) == View.self)
    }
}

@Suite struct ColorTests {
    @Test func hexStringsParse() {
        #expect(Color(hex: "#FF8000") == Color(red8: 255, green8: 128, blue8: 0))
        #expect(Color(hex: "ff800080") == Color(red8: 255, green8: 128, blue8: 0, alpha8: 128))
        #expect(Color(hex: "#007AFF") == Color.systemBlue.resolved(for: .light))
        #expect(Color(hex: "#007AFF")?.hexString == "#007AFF")
        #expect(Color.secondaryLabel.hexString == "#3C3C4399")
    }

    @Test func shortHexFormsDoubleEachDigit() {
        #expect(Color(hex: "#FFF") == Color(red8: 255, green8: 255, blue8: 255))
        #expect(Color(hex: "#f80") == Color(red8: 0xFF, green8: 0x88, blue8: 0x00))
        #expect(Color(hex: "F808") == Color(red8: 0xFF, green8: 0x88, blue8: 0x00, alpha8: 0x88))
        #expect(Color(hex: "#0000") == Color(red8: 0, green8: 0, blue8: 0, alpha8: 0))
    }

    @Test(arguments: ["", "#", "#FF", "#FFFFF", "#GGG", "#GG0000", "#12345", "#1234567", "#+FF", "0x123456", "#123456789"])
    func malformedHexIsNil(text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test func componentsAreClamped() {
        #expect(Color(red: 2, green: -1, blue: .nan, alpha: 5) == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func everySystemColourHasAName() {
        #expect(Color.named["systemBlue"] == .systemBlue)
        #expect(Color.named["secondaryLabel"] == .secondaryLabel)
        #expect(Color.named.count == 45)
    }
}
