import Easel
import EaselTesting
import Testing

/// Seed 003's nodes and containers: nodes know their size, containers place them.
@Suite struct NodeTests {
    @Test func anAbsoluteContainerPlacesByOriginOrCentre() throws {
        let screen = AbsoluteContainer().size(width: 200, height: 100)
        let square = Node().size(width: 40, height: 20)
        let dot = Node().size(width: 10, height: 10)
        let corner = Node().size(width: 5, height: 5)
        screen.build { square }.origin(CGPoint(x: 8, y: 12))
        screen.build { dot }.center(CGPoint(x: 100, y: 50))
        screen.build { corner }
        try ViewRenderer(scale: 1).layout(screen.view)
        #expect(square.view.frame == CGRect(x: 8, y: 12, width: 40, height: 20))
        #expect(dot.view.frame == CGRect(x: 95, y: 45, width: 10, height: 10))
        #expect(corner.view.frame == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test func aNodeWithoutASizeIsAsBigAsItsView() throws {
        let label = Label("Hello")
        let screen = AbsoluteContainer().size(width: 200, height: 100)
        screen.build { Node(label) }.origin(CGPoint(x: 10, y: 10))
        try ViewRenderer(scale: 1).layout(screen.view)
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.origin == CGPoint(x: 10, y: 10))
    }

    @Test func anAbsoluteContainerMeasuresWhatItHolds() {
        let group = AbsoluteContainer()
        group.build { Node().size(width: 30, height: 30) }.origin(CGPoint(x: 50, y: 5))
        group.build { Node().size(width: 20, height: 20) }.center(CGPoint(x: 10, y: 60))
        #expect(group.size(fitting: CGSize(width: 500, height: 500)) == CGSize(width: 80, height: 70))
    }

    @Test func aStackContainerLinesNodesUp() throws {
        let column = StackContainer(axis: .vertical, spacing: 4, alignment: .leading).size(width: 100, height: 100)
        let a = Node().size(width: 50, height: 10), b = Node().size(width: 60, height: 10), c = Node().size(width: 70, height: 10)
        column.build { a }.spacingAfter(20)
        column.build { b }
        column.build { c }.hugging(1)
        try ViewRenderer(scale: 1).layout(column.view)
        #expect([a, b, c].map(\.view.frame.minY) == [0, 30, 44])
    }

    @Test func aDecoratingContainerInsetsEachPart() throws {
        let cell = DecoratingContainer(split: .points(40), spacing: 10, insets: .zero).size(width: 200, height: 60)
        let icon = Node(), text = Node()
        cell.decoration { icon }.insets(EdgeInsets(all: 4))
        cell.content { text }
        try ViewRenderer(scale: 1).layout(cell.view)
        #expect(icon.view.frame == CGRect(x: 4, y: 4, width: 32, height: 52))
        #expect(text.view.frame == CGRect(x: 50, y: 0, width: 150, height: 60))
    }

    /// Containers are nodes, so they nest, and a node tree renders like any view.
    @Test func nodesRender() throws {
        let card = AbsoluteContainer().size(width: 280, height: 120).background(.systemGroupedBackground)
        let row = DecoratingContainer(split: .points(48), spacing: 12, insets: EdgeInsets(all: 12)).size(width: 256, height: 72).background(.white)
        row.view.cornerRadius = 12
        let avatar = Node().background(.systemIndigo)
        avatar.view.cornerRadius = 24
        row.decoration { avatar }
        let text = StackContainer(axis: .vertical, spacing: 2)
        text.build { Node(Label("Jane Appleseed", font: .systemFont(ofSize: 17, weight: .semibold))) }
        text.build { Node(Label("Placed by containers", font: .systemFont(ofSize: 13))) }
        row.content { text }
        card.build { row }.origin(CGPoint(x: 12, y: 12))
        card.build { Node().size(width: 16, height: 16).background(.systemRed) }.center(CGPoint(x: 256, y: 100))
        let image = try card.render(scale: 2)
        #expect(image[512, 200] == Pixel(.systemRed))
        assertSnapshot(of: card.view)
    }
}
