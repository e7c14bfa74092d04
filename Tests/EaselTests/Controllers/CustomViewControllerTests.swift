@testable import Easel
import Testing

// Seed 004 as written: a custom view with a delegate (its controller), installed by `loadView()`
// three ways — by hand, with `HasCustomView`, and with `CustomViewController<CustomView>`.

protocol MyViewDelegate: AnyObject {
    func myViewDidTapLogin(_ view: MyView)
}

final class MyView: View {
    weak var delegate: MyViewDelegate?
    let title = Label("Welcome back", font: .systemFont(ofSize: 28, weight: .bold))
    lazy var loginButton = Button(title: "Log in", style: .filled) { [weak self] in
        guard let self else { return }
        self.delegate?.myViewDidTapLogin(self)
    }
    private(set) var renderCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(title)
        addSubview(loginButton)
    }

    /// The seed's "some MyView method".
    func render() { renderCount += 1 }

    override func layoutSubviews() {
        let area = safeAreaFrame
        title.sizeToFit()
        title.frame.origin = CGPoint(x: area.minX + 20, y: area.minY + 20)
        loginButton.frame = CGRect(x: area.minX + 20, y: area.maxY - 70, width: area.width - 40, height: 50)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// Swift makes `CustomView()` in generic code only through a final class or a required `init()`:
// the view type says it can be made so (UIKit's Objective-C runtime needs no such line).
extension MyView: DefaultInitializable {}

/// A label type generic code can make with `init()` (Label itself is open to subclasses).
final class PlainLabel: Label, DefaultInitializable {}

final class HandWrittenViewController: ViewController, MyViewDelegate {
    var logins = 0
    override func loadView() {
        let myView = MyView()
        myView.delegate = self
        view = myView
    }
    func myViewDidTapLogin(_ view: MyView) { logins += 1 }
}

final class ProtocolViewController: ViewController, HasCustomView, MyViewDelegate {
    typealias CustomView = MyView
    var logins = 0
    override func loadView() {
        let customView = CustomView()
        customView.delegate = self
        view = customView
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        customView.render()
    }
    func myViewDidTapLogin(_ view: MyView) { logins += 1 }
}

final class GenericViewController: CustomViewController<MyView>, MyViewDelegate {
    var logins = 0
    override func loadView() {
        super.loadView()
        customView.delegate = self
    }
    func myViewDidTapLogin(_ view: MyView) { logins += 1 }
}

@Suite struct CustomViewControllerTests {
    @Test func loadViewInstallsTheCustomViewEveryWay() {
        #expect(HandWrittenViewController().view is MyView)
        let protocolVC = ProtocolViewController()
        #expect(protocolVC.customView === protocolVC.view)
        #expect(protocolVC.customView.renderCount == 1)
        let generic = GenericViewController()
        #expect(generic.customView.delegate === generic)
        // CustomViewController with no subclass: loadView alone installs CustomView().
        #expect(CustomViewController<PlainLabel>().customView.text == nil)
    }

    @Test func aTapOnTheButtonInsideTheCustomViewReachesTheController() throws {
        let vc = GenericViewController()
        _ = try vc.render(on: .iPhone15)
        let button = vc.customView.loginButton
        #expect(button.frame == CGRect(x: 20, y: 852 - 34 - 70, width: 353, height: 50))
        let point = CGPoint(x: button.frame.midX, y: button.frame.midY)
        #expect(vc.view.tap(at: point) === button)
        #expect(vc.logins == 1)
        // The title is not a button: a tap there reaches nothing.
        #expect(vc.view.tap(at: CGPoint(x: 30, y: 59 + 30)) == nil)
        #expect(vc.logins == 1)

        let handWritten = HandWrittenViewController()
        _ = try handWritten.render(on: .iPhoneSE)
        handWritten.view.tap(at: CGPoint(x: 187, y: 667 - 45))
        #expect(handWritten.logins == 1)
    }

    @Test func theMismatchMessageIsTheSeeds() {
        #expect(HasCustomViewMismatch.message(expected: MyView.self, found: View.self) == "Expected view to be of type MyView but got View instead")
    }
}
