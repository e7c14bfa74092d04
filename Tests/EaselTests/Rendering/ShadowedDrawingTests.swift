@testable import Easel
import Foundation
import Testing

/// A view tree built in Swift with shadows nested in shadows: each shadow with no shadowPath
/// paints everything inside it again into its mask, so the work doubles at every level. The
/// renderer counts the paints before drawing and stops past ShadowedDrawing.maximumDraws
/// (16,384), naming the view; a tree within it draws. Under n nested shadows over one leaf, a
/// shadowed view paints itself and what is inside it twice: c(n) = 2 (1 + c(n - 1)), c(0) = 1,
/// so c(12) = 12,286 and c(13) = 24,574.
@Suite struct ShadowedDrawingTests {
    /// `depth` views, each inside the last, each with a transparent background and a shadow,
    /// the innermost a small label-sized box (its alpha is the shape the shadows are cast by).
    static func nested(_ depth: Int, shadowPath: Bool = false) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var parent = root
        for level in 0 ..< depth {
            let view = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            view.accessibilityIdentifier = "level\(level)"
            view.layer.shadowOpacity = 0.3
            view.layer.shadowRadius = 2
            if shadowPath { view.layer.shadowPath = GraphicsPath(Path(CGRect(x: 0, y: 0, width: 10, height: 10))) }
            parent.addSubview(view)
            parent = view
        }
        let leaf = View(frame: CGRect(x: 2, y: 2, width: 10, height: 10))
        leaf.backgroundColor = .systemBlue
        parent.addSubview(leaf)
        return root
    }

    /// Twelve nested shadows (12,286 paints) draw; thirteen (24,574) are past the limit.
    @Test func countsTheDoublingOfNestedShadows() throws {
        _ = try Self.nested(12).render(scale: 1)
        #expect(throws: RenderError.self) { try Self.nested(13).render(scale: 1) }
    }

    /// Thirty nested shadows (2^31 paints, hours of drawing) stop at once, naming the innermost
    /// view whose shadow goes past the limit: the 13th shadow from the leaf, level 17 of 0 ... 29,
    /// whose layer has 18 layers above it (levels 0 ... 16 and the root's).
    @Test func thirtyNestedShadowsStopAtOnceNamingTheView() throws {
        let start = Date()
        var message = ""
        do {
            _ = try Self.nested(30).render(scale: 1)
        } catch let error as RenderError {
            message = "\(error)"
        }
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(message.contains("View \"level17\" 18 layers deep"), "\(message)")
        #expect(message.contains("more than 16384 times"))
    }

    /// Shadows given a shadowPath are cast by the path alone: nothing is painted twice, and
    /// thirty of them nested draw.
    @Test func shadowPathsDrawOnce() throws {
        let start = Date()
        _ = try Self.nested(30, shadowPath: true).render(scale: 1)
        #expect(Date().timeIntervalSince(start) < 20)
    }
}
