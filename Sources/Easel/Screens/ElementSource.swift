import Foundation

/// The element path (`elements[2].stack.elements[0]`) of each view a screen file built.
final class ElementPathRecorder {
    var paths: [ObjectIdentifier: String] = [:]
}

/// Where each element of a screen file came from, in the shape of the element tree: the
/// children are the nested elements in the order their views are made.
final class ElementSource {
    let path: String
    var children: [ElementSource] = []

    init(path: String) {
        self.path = path
    }
}

/// Notes, while views are made from a screen file's elements, which element each view came from.
struct ElementTrace {
    let source: ElementSource
    let recorder: ElementPathRecorder

    func child(_ index: Int) -> ElementTrace? {
        source.children.indices.contains(index) ? ElementTrace(source: source.children[index], recorder: recorder) : nil
    }

    func record(_ view: View) {
        // The root (the screen's own stack) is no element of the file.
        guard !source.path.isEmpty else { return }
        recorder.paths[ObjectIdentifier(view)] = source.path
    }
}

/// The paths of the elements a decoder reads, nested as the elements are.
final class ElementSourceTree {
    let root = ElementSource(path: "")
    private var open: [ElementSource] = []

    func enter(_ path: String) {
        let source = ElementSource(path: path)
        (open.last ?? root).children.append(source)
        open.append(source)
    }

    func leave() {
        _ = open.popLast()
    }
}
