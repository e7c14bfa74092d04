import Dispatch
import Easel
import Foundation
import Testing

/// Results from several threads at once, in the order of their indices.
private final class Results<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: Value] = [:]
    func set(_ index: Int, _ value: Value) { lock.withLock { values[index] = value } }
    subscript(index: Int) -> Value? { lock.withLock { values[index] } }
}

/// Text is shaped in one Pango font map per thread at a time, not under one process-wide lock:
/// whichever font map a screen's text is laid out in, the PNG is the same, byte for byte.
@Suite struct ParallelTextTests {
    @Test func screensRenderedOnThreeThreadsAtOnceWriteTheBytesOfASerialRender() throws {
        let screens = ExampleScreen.all
        let serial = try screens.map { try $0.makeView().render(size: $0.size, scale: 2).pngData() }
        let threads = 3
        let results = Results<Data>()
        // Each thread works through every screen from a different start, so that the same text
        // is shaped in different font maps at the same moment.
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 0 ..< screens.count {
                let index = (thread + step) % screens.count
                let screen = screens[index]
                if let data = try? screen.makeView().render(size: screen.size, scale: 2).pngData() {
                    results.set(thread * screens.count + index, data)
                }
            }
        }
        for thread in 0 ..< threads {
            for (index, screen) in screens.enumerated() {
                #expect(results[thread * screens.count + index] == serial[index], "\(screen.name) on thread \(thread)")
            }
        }
    }

    @Test func textLaidOutOnOneThreadDrawsTheSameOnAnother() throws {
        let text = "Laid out here, drawn there: 你好"
        let inPlace = Label(text)
        inPlace.sizeToFit()
        let expected = try inPlace.render(scale: 3)
        let made = Results<Label>()
        let thread = Thread {
            let label = Label(text)
            label.sizeToFit()
            made.set(0, label)
        }
        thread.start()
        while made[0] == nil { Thread.sleep(forTimeInterval: 0.001) }
        // Another thread shapes other text meanwhile, in whichever font map is free.
        let other = Thread { _ = TextLayout("Something else entirely", font: .systemFont(ofSize: 30)) }
        other.start()
        let label = try #require(made[0])
        #expect(try label.render(scale: 3) == expected)
    }
}
