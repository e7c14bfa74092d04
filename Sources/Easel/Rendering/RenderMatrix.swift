import Foundation

/// Every combination of devices, appearances, text sizes and layout directions, as Paparazzi's
/// and swift-snapshot-testing's users render a screen.
///
///     let matrix = RenderMatrix(devices: [.iPhoneSE, .iPhone15ProMax], appearances: [.light, .dark],
///                               contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
///     let images = matrix.render { MyViewController() }
public struct RenderMatrix: Hashable, Sendable {
    public var devices: [Device]
    public var appearances: [UserInterfaceStyle]
    public var contentSizes: [ContentSizeCategory]
    public var layoutDirections: [LayoutDirection]
    /// A scale for every image instead of each device's (1 keeps reference files small).
    public var displayScale: CGFloat

    public init(
        devices: [Device], appearances: [UserInterfaceStyle] = [.light], contentSizes: [ContentSizeCategory] = [.large],
        layoutDirections: [LayoutDirection] = [.leftToRight], displayScale: CGFloat = 0
    ) {
        self.devices = devices
        self.appearances = appearances
        self.contentSizes = contentSizes
        self.layoutDirections = layoutDirections
        self.displayScale = displayScale
    }

    /// Every cell, devices outermost, in the order given.
    public var configurations: [RenderConfiguration] {
        devices.flatMap { device in
            appearances.flatMap { style in
                contentSizes.flatMap { size in
                    layoutDirections.map { direction in
                        RenderConfiguration(device: device, traits: TraitCollection(
                            userInterfaceStyle: style, preferredContentSizeCategory: size, layoutDirection: direction, displayScale: displayScale
                        ))
                    }
                }
            }
        }
    }

    /// Renders every cell: `make` is called once per cell, on this thread, and `render` draws
    /// each result in its cell's configuration. When every call made a distinct object (a new
    /// view tree each time, as `{ MyViewController() }` does), the cells render on all cores at
    /// once; when `make` hands back one shared object, they render one after another, since a
    /// view tree must not be laid out on two threads. Either way each cell reports constraint
    /// problems to the caller's `LayoutDiagnostics` handlers. Results keep the order of
    /// `configurations`; a cell that fails holds its error.
    public func render<Value>(make: () throws -> Value, _ render: (Value, RenderConfiguration) throws -> Image) -> [(RenderConfiguration, Result<Image, Error>)] {
        let cells = configurations
        let values = cells.map { _ in Result { try make() } }
        let objects = values.compactMap { (try? $0.get()).flatMap { $0 as AnyObject? } }
        let distinct = Set(objects.map(ObjectIdentifier.init)).count == objects.count
        return withoutActuallyEscaping(render) { render in
            let work = CellWork(cells: cells, values: values, render: render)
            if distinct, cells.count > 1 {
                // Each index touches only its own view tree, so the trees never meet across threads.
                // The worker threads get this task's diagnostics handlers, which would not reach them.
                // Largest images first: each thread takes the next cell when it finishes one, so
                // the small cells fill in at the end and no thread is left drawing a big one
                // alone while the others wait (cells in the order given put every large device
                // last, and each call ended with one core idle for most of a large cell).
                let order = cells.indices.sorted { (cells[$0].pixelCount, $1) > (cells[$1].pixelCount, $0) }
                let shared = UncheckedBox(work), handlers = LayoutDiagnostics.handlers
                DispatchQueue.concurrentPerform(iterations: cells.count) { index in handlers.bind { shared.value.run(at: order[index]) } }
            } else {
                cells.indices.forEach(work.run(at:))
            }
            return cells.indices.map { (cells[$0], work.results[$0] ?? .failure(RenderError.invalidSize(.zero, view: "nothing"))) }
        }
    }
}

private extension RenderConfiguration {
    /// How many pixels an image in this configuration has, as far as the configuration says (0
    /// for a view that picks its own size): what a cell's render time mostly follows.
    var pixelCount: CGFloat {
        guard let size = size ?? device?.size else { return 0 }
        return size.width * size.height * scale * scale
    }
}

/// The cells of one `RenderMatrix.render` call and their results, filled under a lock.
private final class CellWork<Value> {
    let cells: [RenderConfiguration]
    let values: [Result<Value, Error>]
    let render: (Value, RenderConfiguration) throws -> Image
    private(set) var results: [Result<Image, Error>?]
    private let lock = NSLock()

    init(cells: [RenderConfiguration], values: [Result<Value, Error>], render: @escaping (Value, RenderConfiguration) throws -> Image) {
        self.cells = cells
        self.values = values
        self.render = render
        results = Array(repeating: nil, count: cells.count)
    }

    func run(at index: Int) {
        let result = Result { try render(values[index].get(), cells[index]) }
        lock.lock()
        results[index] = result
        lock.unlock()
    }
}

/// Carries a value into `concurrentPerform`, whose closure must be `Sendable`; the caller
/// promises each thread touches a separate part of it.
private struct UncheckedBox<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}
