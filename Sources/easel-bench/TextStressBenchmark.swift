import Easel
import Foundation

/// Text on every thread at once, for as long as asked: `--only text-stress [--threads N]
/// [--renders R]`. Each render is a card of labels in a different mix of weights, italics and
/// scripts (Latin, CJK, Arabic, Hebrew, Thai, Indic, Ethiopic, emoji), so that the threads load,
/// use and drop many font files at once. Every render is compared with the same card rendered
/// on one thread first: a crash, an error or one differing pixel fails the run.
struct TextStressBenchmark {
    let threads: Int
    let renders: Int

    /// Short texts that need different font files between them.
    static let samples = [
        "Settings", "Größe und Gewicht", "中文字体渲染", "日本語のテキスト", "안녕하세요 세계", "مرحبا بالعالم",
        "שלום עולם", "สวัสดีชาวโลก", "नमस्ते दुनिया", "வணக்கம் உலகம்", "হ্যালো বিশ্ব", "ሰላም ልዑል", "გამარჯობა",
        "Party 🎉😀👍", "let x = 42", "ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ", "ಕನ್ನಡ ಪಠ್ಯ", "မြန်မာ", "ສະບາຍດີ", "ខ្មែរ",
    ]
    static let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    static let cards = 40

    /// Card `index`: eight labels, each a sample in its own weight, size and slant.
    static func card(_ index: Int) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        for row in 0 ..< 8 {
            let n = index * 8 + row
            let label = Label(frame: CGRect(x: 4, y: 4 + CGFloat(row) * 24, width: 192, height: 22))
            label.text = samples[(index * 3 + row * 7) % samples.count]
            let size = CGFloat(11 + n % 9)
            let weight = weights[n % weights.count]
            label.font = n % 5 == 0 ? .italicSystemFont(ofSize: size) : n % 7 == 0 ? .monospacedSystemFont(ofSize: size, weight: weight) : .systemFont(ofSize: size, weight: weight)
            label.textColor = .label
            root.addSubview(label)
        }
        return root
    }

    func run() throws {
        // The references, on one thread, before any other thread touches text.
        let references = try (0 ..< Self.cards).map { try Self.card($0).render(scale: 2) }
        let problems = Counter()
        let start = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            for render in stride(from: worker, to: renders, by: threads) {
                let index = render % Self.cards
                guard let image = try? Self.card(index).render(scale: 2), image == references[index] else {
                    problems.add()
                    continue
                }
            }
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(String(format: "\ntext stress: %d renders of %d cards on %d threads in %.1f s, %d differing from the one-thread render",
                     renders, Self.cards, threads, seconds, problems.value))
        guard problems.value == 0 else { throw BenchmarkError("\(problems.value) renders differ from their one-thread render or failed") }
    }
}
