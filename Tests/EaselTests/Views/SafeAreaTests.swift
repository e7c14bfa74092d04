import Easel
import Testing

@Suite struct SafeAreaTests {
    @Test func theScreensInsetsReachEachViewWhereItOverlapsThem() throws {
        let root = View()
        let header = View(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        let middle = View(frame: CGRect(x: 16, y: 200, width: 361, height: 100))
        let footer = View(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        let nested = View(frame: CGRect(x: 0, y: 10, width: 50, height: 80))
        [header, middle, footer].forEach(root.addSubview)
        header.addSubview(nested)
        _ = try root.render(on: .iPhone15)

        #expect(root.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        #expect(header.safeAreaInsets == EdgeInsets(top: 59))
        #expect(nested.safeAreaInsets == EdgeInsets(top: 49))
        #expect(middle.safeAreaInsets == .zero)
        #expect(footer.safeAreaInsets == EdgeInsets(bottom: 34))
        #expect(root.safeAreaFrame == CGRect(x: 0, y: 59, width: 393, height: 759))

        _ = try root.render(on: .iPhone15.landscape)
        #expect(root.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(header.safeAreaInsets == EdgeInsets(left: 59))
    }

    @Test func viewSafeAreaInsetsDidChangeRunsWhenTheyMove() throws {
        final class Watcher: View {
            var seen: [EdgeInsets] = []
            override func viewSafeAreaInsetsDidChange() { seen.append(safeAreaInsets) }
        }
        let watcher = Watcher()
        _ = try watcher.render(on: .iPhone15)
        _ = try watcher.render(on: .iPhone15)
        _ = try watcher.render(on: .iPhone15.landscape)
        #expect(watcher.seen == [EdgeInsets(top: 59, bottom: 34), EdgeInsets(left: 59, bottom: 21, right: 59)])
    }

    @Test func additionalSafeAreaInsetsAddToTheControllersView() throws {
        let vc = ViewController()
        vc.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 4)
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        vc.view.addSubview(child)
        _ = try vc.render(on: .iPhone15)
        #expect(vc.view.safeAreaInsets == EdgeInsets(top: 69, left: 4, bottom: 34))
        #expect(child.safeAreaInsets == EdgeInsets(top: 69, left: 4))
    }

    @Test func marginRelativeStacksKeepClearOfTheSafeArea() throws {
        let stack = StackView(arrangedSubviews: [View(), View()])
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.layoutMargins = EdgeInsets(all: 8)
        stack.isLayoutMarginsRelativeArrangement = true
        _ = try stack.render(on: .iPhone15)
        #expect(stack.layoutMarginsInsetFromSafeArea == EdgeInsets(top: 67, left: 8, bottom: 42, right: 8))
        // Half of 743 points, rounded up to the 3x pixel grid.
        #expect(stack.arrangedSubviews[0].frame == CGRect(x: 8, y: 67, width: 377, height: (371.5 * 3).rounded(.up) / 3))

        stack.insetsLayoutMarginsFromSafeArea = false
        _ = try stack.render(on: .iPhone15)
        #expect(stack.arrangedSubviews[0].frame == CGRect(x: 8, y: 8, width: 377, height: 418))
    }

    @Test func stackViewControllerCentresItsStackInTheSafeArea() throws {
        let vc = StackViewController(elements: [.label("Hello")])
        _ = try vc.render(on: .iPhone15)
        let stack = vc.stackView
        #expect(stack.frame.minX == 0 && stack.frame.width == 393)
        #expect(abs(stack.frame.midY - (59 + (852 - 59 - 34) / 2)) < 0.5)
    }
}
