import EaselPort
import Foundation
import Testing

/// `easel port` on the compatibility corpus's @objc screens: the files it writes are the ones
/// EaselPortPlugin compiles into EaselCompatibilityTests (whose tests tap them), and bad input
/// exits 2 naming file, line and column, writing nothing.
@Suite struct PortCommandTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Compatibility/ObjC").standardized

    @Test func portsTheCorpusAsThePluginDoes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count == 6)
        let run = try easel(["port"] + files.map { Self.corpus.appendingPathComponent($0).path } + ["-o", folder.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.split(separator: "\n").count == 6)
        for file in files {
            let source = try String(contentsOf: Self.corpus.appendingPathComponent(file), encoding: .utf8)
            let ported = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(source.contains("@objc") && source.contains("#selector("))
            #expect(!ported.contains("@objc") && !ported.contains("#selector") && !ported.contains("import UIKit"))
            #expect(ported == (try SourcePort.port(source, fileName: file, sourceLocation: Self.corpus.appendingPathComponent(file).path)).text)
        }
        let login = try String(contentsOf: folder.appendingPathComponent("LoginViewController.swift"), encoding: .utf8)
        #expect(login.contains("button.addTarget(self, action: EaselSelector(\"loginTapped\", LoginViewController.loginTapped), for: .touchUpInside)"))
        #expect(login.contains("EaselSelector(\"forgotPasswordTapped(_:)\", LoginViewController.forgotPasswordTapped(_:))"))
        #expect(login.contains("    private func loginTapped() {"))
    }

    @Test func rewritesOnlyCodeNotStringsOrComments() throws {
        let source = """
        import UIKit
        // @objc and #selector(inComment) stay in comments
        final class Card: UIView {
            @IBOutlet weak var title: UILabel!
            @objc dynamic var count = 0
            let style = "#selector(inString) @objc"
            let corner: UIButton.Configuration.CornerStyle = .dynamic
            func wire(_ button: UIButton) {
                button.addTarget(self, action: #selector(Card.pressed(_:)), for: .touchUpInside)
                button.addTarget(self, action: #selector(self.reset), for: .touchUpInside)
            }
            @IBAction func pressed(_ sender: UIButton) {}
            @objc(resetCard) private func reset() {}
        }
        extension UIColor {
            convenience init(hex: Int) { self.init(white: 1, alpha: 1) }
        }
        """
        let ported = try SourcePort.port(source, fileName: "Card.swift")
        #expect(ported.text == """
        import EaselUIKit
        // @objc and #selector(inComment) stay in comments
        final class Card: UIView {
            weak var title: UILabel!
            var count = 0
            let style = "#selector(inString) @objc"
            let corner: UIButton.Configuration.CornerStyle = .dynamic
            func wire(_ button: UIButton) {
                button.addTarget(self, action: EaselSelector("Card.pressed(_:)", Card.pressed(_:)), for: .touchUpInside)
                button.addTarget(self, action: EaselSelector("reset", Card.reset), for: .touchUpInside)
            }
            func pressed(_ sender: UIButton) {}
            private func reset() {}
        }
        extension UIColor {
            convenience init(hex: Int) { self.init(white: 1, alpha: 1) }
        }
        """)
        #expect(ported.selectors == ["Card.pressed(_:)", "Card.reset"])
    }

    @Test func overrideInitLosesOverrideOnlyInDirectSubclassesOfUIKitViewsAndControllers() throws {
        let source = """
        import UIKit
        final class Chip: UIView {
            override init() { super.init() }
            public override convenience init(frame: CGRect, title: String) { self.init() }
            required init?(coder: NSCoder) { nil }
        }
        class Screen<Model: Equatable>: UIViewController {
            public override init() { super.init () }
            override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
        }
        final class Token: NSObject {
            override init() {}
        }
        final class Sub: Chip {
            override init() { super.init() }
        }
        """
        let ported = try SourcePort.port(source, fileName: "Chip.swift")
        // UIView's and UIViewController's init() are convenience initializers in Easel, which a
        // designated initializer cannot call; NSObject's and an app class's own init() stay.
        #expect(ported.text == """
        import EaselUIKit
        final class Chip: UIView {
            init() { super.init(frame: .zero) }
            public override convenience init(frame: CGRect, title: String) { self.init() }
            required init?(coder: NSCoder) { nil }
        }
        class Screen<Model: Equatable>: UIViewController {
            public init() { super.init(nibName: nil, bundle: nil) }
            override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
        }
        final class Token: NSObject {
            override init() {}
        }
        final class Sub: Chip {
            override init() { super.init() }
        }
        """)
    }

    /// Apps group lifecycle overrides in an extension (`// MARK: - Lifecycle`); Swift on Linux
    /// lets an extension override only Objective-C members, so the port moves each override
    /// into the class the same file declares, framed by `#sourceLocation` lines that keep the
    /// original line numbers; the lines it leaves are blank. An extension of a class declared
    /// elsewhere is left as it is.
    @Test func overridesInAnExtensionMoveIntoTheClass() throws {
        let source = """
        import UIKit
        class LoginViewController: UIViewController {
            let label = UILabel()
        }

        // MARK: - Lifecycle
        extension LoginViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
            }

            func helper() {}
            @objc public override func didReceiveMemoryWarning() { print("}") }
        }
        extension UIViewController {
            override func viewDidLayoutSubviews() {}
        }
        """
        let ported = try SourcePort.port(source, fileName: "Login.swift")
        #expect(ported.text == """
        import EaselUIKit
        class LoginViewController: UIViewController {
            let label = UILabel()
        #sourceLocation(file: "Login.swift", line: 8)
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
            }
        #sourceLocation(file: "Login.swift", line: 13)
            public override func didReceiveMemoryWarning() { print("}") }
        #sourceLocation(file: "Login.swift", line: 4)
        }

        // MARK: - Lifecycle
        extension LoginViewController {



        
            func helper() {}

        }
        extension UIViewController {
            override func viewDidLayoutSubviews() {}
        }
        """)
    }

    @Test func badInputExitsTwoAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("Bad.swift")
        try "import UIKit\nclass A {\n    let s = #selector(getter: A.title)\n}\n".write(to: bad, atomically: true, encoding: .utf8)
        let good = Self.corpus.appendingPathComponent("ToastView.swift").path
        let out = folder.appendingPathComponent("out")
        let run = try easel("port", good, bad.path, "-o", out.path)
        #expect(run.status == 2)
        #expect(run.errors.contains("Bad.swift:3:13: #selector(getter:A.title) names a property accessor"))
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let outside = try easel("port", folder.appendingPathComponent("Missing.swift").path, "-o", out.path)
        #expect(outside.status == 2 && outside.errors.contains("Missing.swift: cannot be read"))
        #expect(try easel("port", "-o", out.path).status == 2)
        #expect(try easel("port", good).status == 2)
        #expect(try easel("port", good, good, "-o", out.path).status == 2)
    }
}
