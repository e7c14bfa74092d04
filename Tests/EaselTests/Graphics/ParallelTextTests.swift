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
/// whichever font map (session) a screen's text is laid out in, the PNG is the same, byte for byte.
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

    /// Many font files loaded, used and dropped by several font sessions at once (each with
    /// FreeType faces of its own after the first): 120 renders on three threads, each the bytes of
    /// the same card rendered on one thread, and more than one session made when there are cores
    /// for it.
    @Test(.timeLimit(.minutes(2))) func manyFontsInSeveralSessionsAtOnceRenderAsOnOneThread() throws {
        let samples = ["Größe", "中文字体", "日本語", "한국어", "مرحبا", "שלום", "สวัสดี", "नमस्ते", "தமிழ்", "ሰላም", "Party 🎉", "let x = 1"]
        let weights: [Font.Weight] = [.thin, .regular, .semibold, .black]
        @Sendable func card(_ index: Int) -> View {
            let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
            root.backgroundColor = .white
            for row in 0 ..< 4 {
                let label = Label(frame: CGRect(x: 2, y: 2 + CGFloat(row) * 24, width: 116, height: 22))
                label.text = samples[(index * 5 + row * 7) % samples.count]
                let size = CGFloat(12 + (index + row) % 6)
                label.font = row == 3 ? .italicSystemFont(ofSize: size) : .systemFont(ofSize: size, weight: weights[(index + row) % weights.count])
                root.addSubview(label)
            }
            return root
        }
        let cards = 12, threads = 3, rounds = 40
        let serial = try (0 ..< cards).map { try card($0).render(scale: 2) }
        let results = Results<Bool>()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0 ..< rounds {
                let index = (thread * 5 + round) % cards
                results.set(thread * rounds + round, (try? card(index).render(scale: 2)) == serial[index])
            }
        }
        let matching = (0 ..< threads * rounds).filter { results[$0] == true }.count
        #expect(matching == threads * rounds)
        #expect(FontLibrary.shared.sessionCount >= min(2, ProcessInfo.processInfo.activeProcessorCount))
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
