import Easel
import Testing

/// Every example screen's view tree is freed after a render: no view, control, list or
/// constraint keeps its tree alive.
@Suite struct ExampleScreenReleaseTests {
    @Test(arguments: ExampleScreen.all.map(\.name)) func theTreeIsFreedAfterARender(name: String) throws {
        let screen = try #require(ExampleScreen.all.first { $0.name == name })
        weak var weakRoot: View?
        weak var weakLeaf: View?
        do {
            let view = screen.makeView()
            _ = try ViewRenderer(RenderConfiguration(size: screen.size, scale: 2)).render(view)
            weakRoot = view
            var leaf = view
            while let last = leaf.subviews.last { leaf = last }
            weakLeaf = leaf
        }
        #expect(weakRoot == nil)
        #expect(weakLeaf == nil)
    }
}
