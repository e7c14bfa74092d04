import EaselUIKit
import Foundation
import Testing

/// Constraints written in Auto Layout's visual format language, as UIKit code writes them.
@Suite struct VisualFormatTests {
    /// `H:|-16-[icon(24)]-[title]-16-|` in a 320-point row: the icon 16 from the left, 24
    /// wide; the title the standard 8 points after it, up to 16 from the right (320 - 16 - 16
    /// - 24 - 8 = 256 wide). `V:|-(12)-[icon(24)]` and `alignAllTop` put both 12 from the top.
    @Test func horizontalAndVerticalStringsPlaceViews() throws {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 48))
        let icon = UIView(), title = UILabel()
        title.text = "Wi-Fi"
        for view in [icon, title] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        let views: [String: Any] = ["icon": icon, "title": title]
        let metrics = ["side": 16]
        row.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[icon(24)]-[title]-side-|", options: [.alignAllTop], metrics: metrics, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(12)-[icon(24)]", options: [], metrics: nil, views: views))
        row.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 16, y: 12, width: 24, height: 24))
        #expect(title.frame.minX == 48 && title.frame.width == 256)
        #expect(title.frame.minY == 12)
    }

    /// `|-[box]-|` uses the superview's layout margins (8 points by default); `(>=40@750)` and a
    /// width equal to another view's are predicates.
    @Test func marginsAndPredicates() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView(), twin = UIView()
        for view in [box, twin] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views: [String: Any] = ["box": box, "twin": twin]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[box]-|", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[box(>=40@750,<=60)]-(20)-[twin(==box)]", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|[twin(==box)]", options: [], metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(box.frame.minX == 8 && box.frame.width == 184)
        #expect(box.frame.minY == 8)
        #expect(box.frame.height >= 40 && box.frame.height <= 60)
        #expect(twin.frame.width == 184 && twin.frame.minX == 0)
        #expect(twin.frame.minY == box.frame.maxY + 20 && twin.frame.height == box.frame.height)
    }

    /// A string naming a view it was not given makes no constraints and is reported (UIKit
    /// raises an exception); it never crashes.
    @Test func aBadStringIsReported() {
        let view = UIView()
        let (constraints, issues) = LayoutDiagnostics.capture {
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", options: [], metrics: nil, views: ["view": view])
        }
        #expect(constraints.isEmpty)
        #expect(issues.count == 1)
        #expect(issues.first?.kind == .invalidVisualFormat)
        #expect(issues.first?.message.contains("missing is not a key in the views dictionary") == true)
    }
}
